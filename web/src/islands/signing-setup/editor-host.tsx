import { type ReactNode, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { type NotificationInput, notify } from '../../stores/notifications';
import ConfirmDialog from '../identity/ConfirmDialog';
import { hideManageButtons, reloadWith, send } from '../lending-setup/setup-api';
import SlotGroupEditor from './SlotGroupEditor';
import SlotSessionEditor from './SlotSessionEditor';
import type { SlotConfig, SlotRequest } from './slot-config';
import { fill, sessionWords } from './slot-values';

/**
 * The slot editors, loaded by the page's launcher on first use and rendered into one root of
 * their own: each request (New, Edit, Delete) mounts a fresh editor; a change reloads the page
 * with its notification (a new group opens its sessions page instead).
 */

let root: Root | undefined;
let opened = 0;

export function openEditor(config: SlotConfig, request: SlotRequest): void {
  if (!root) {
    const host = document.createElement('div');
    host.dataset.slotEditors = '';
    document.body.append(host);
    root = createRoot(host);
  }
  opened += 1;
  root.render(<SlotEditors key={opened} config={config} request={request} />);
}

function SlotEditors({ config, request }: { config: SlotConfig; request: SlotRequest }): ReactNode {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const closed = (notes: readonly NotificationInput[]) => {
    setOpen(false);
    if (notes.length > 0) {
      reloadWith(notes);
      return;
    }
    // The button that opened the editor may have gone (a refusal hides it): focus stays on the page.
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) document.getElementById('main')?.focus();
    });
  };
  if (request.action === 'delete' && request.key) {
    return (
      <DeleteSlotRecord
        config={config}
        recordKey={request.key}
        name={request.name ?? request.key}
        onClose={closed}
      />
    );
  }
  const key = request.action === 'edit' ? request.key : undefined;
  return config.kind === 'group' ? (
    <SlotGroupEditor config={config} slotGroupId={key} onClose={closed} />
  ) : (
    <SlotSessionEditor config={config} slotSessionId={key} onClose={closed} />
  );
}

/** The question before a delete, the call, and a notification either way. */
function DeleteSlotRecord({
  config,
  recordKey,
  name,
  onClose,
}: {
  config: SlotConfig;
  recordKey: string;
  name: string;
  onClose: (notes: readonly NotificationInput[]) => void;
}) {
  const { texts, common } = config;
  const [open, setOpen] = useState(true);
  const confirmed = useRef(false);
  const words =
    config.kind === 'group'
      ? {
          title: texts.groups.deleteTitle,
          text: fill(texts.groups.deleteText, { name, id: recordKey }),
          path: '/appointment-slot-groups/delete',
          body: { SlotGroupId: recordKey },
          done: { title: texts.groups.deleted, description: fill(texts.groups.deletedText, { name }) },
          failed: texts.groups.deleteFailed,
        }
      : {
          title: texts.sessions.deleteTitle,
          // A session's name is its day and hours, e.g. 'Monday, 10:00–10:30'.
          text: fill(texts.sessions.deleteText, sessionWords(name)),
          path: '/appointment-slot-sessions/delete',
          body: { SlotSessionId: recordKey },
          done: {
            title: texts.sessions.deleted,
            description: fill(texts.sessions.deletedText, sessionWords(name)),
          },
          failed: texts.sessions.deleteFailed,
        };

  const remove = async () => {
    const button = document.querySelector<HTMLElement>(
      `[data-setup-action="delete"][data-key="${CSS.escape(recordKey)}"]`,
    );
    button?.setAttribute('aria-busy', 'true');
    const answer = await send(words.path, words.body);
    button?.removeAttribute('aria-busy');
    if (answer.ok) {
      onClose([{ type: 'success', ...words.done }]);
      return;
    }
    if (answer.status === 403) hideManageButtons();
    notify({ type: 'error', title: words.failed, description: answer.message ?? config.defaultDescription });
    onClose([]);
  };

  return (
    <ConfirmDialog
      open={open}
      title={words.title}
      text={words.text}
      confirmLabel={common.delete}
      cancelLabel={common.cancel}
      onConfirm={() => {
        confirmed.current = true;
        setOpen(false);
        void remove();
      }}
      onDismiss={() => {
        if (!confirmed.current) onClose([]);
      }}
    />
  );
}
