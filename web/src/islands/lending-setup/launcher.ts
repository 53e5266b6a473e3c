import { launchEditors } from '../../lib/editor-launcher';
import type { SetupConfig, SetupRequest } from './setup-config';

/** The setup listings' launcher (products, packages, partners): see `launchEditors`. */
launchEditors<SetupConfig, SetupRequest>('[data-setup-root]', () => import('./editor-host'));
