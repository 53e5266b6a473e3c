import { launchEditors } from '../../lib/editor-launcher';
import type { SlotConfig, SlotRequest } from './slot-config';

/** The appointment slot pages' launcher (groups and their sessions): see `launchEditors`. */
launchEditors<SlotConfig, SlotRequest>('[data-slot-root]', () => import('./editor-host'));
