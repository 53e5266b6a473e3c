import {
  downloadRecording,
  markNoShow,
  recordingFileName,
  type SessionStatus,
  saveFile,
} from '../../lib/signing/webrtc-api';
import type { SessionListTexts } from '../../lib/signing/webrtc-texts';
import { notify } from '../../stores/notifications';

/**
 * The staff listing of signing sessions, in the browser (spec §2, §4). The page renders the table;
 * this script gives its rows' buttons their work — mark a no-show after asking (the session's own
 * attestor), download the recording showing how far it has come (spec §8 warns it may take a
 * while) — and updates a row's status when a change is pushed live. Plain script, no framework:
 * a listing page stays within its JavaScript budget.
 */

type Texts = Pick<
  SessionListTexts,
  | 'statuses'
  | 'confirmNoShow'
  | 'changeNoShowFailed'
  | 'changingStatus'
  | 'downloadRecordingFailed'
  | 'downloadingRecording'
  | 'downloading'
  | 'downloadingUnknown'
  | 'downloaded'
  | 'noRecording'
>;

const statusKey = {
  'Pending Start': 'pendingStart',
  'In Progress': 'inProgress',
  Completed: 'completed',
  'No Show': 'noShow',
} as const;
const tone: Record<SessionStatus, string> = {
  'Pending Start': 'attention',
  'In Progress': 'progress',
  Completed: 'good',
  'No Show': 'ended',
};
const isStatus = (v: unknown): v is SessionStatus => typeof v === 'string' && v in statusKey;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
const megabytes = (n: number) => `${(n / (1024 * 1024)).toFixed(1)} MB`;

const host = document.querySelector<HTMLElement>('[data-signing-sessions]');
if (host) {
  const texts = JSON.parse(host.dataset.texts ?? '{}') as Texts;
  const dialog = host.querySelector<HTMLDialogElement>('[data-no-show-dialog]');
  let asking: HTMLTableRowElement | undefined;

  const setStatus = (row: HTMLTableRowElement, status: SessionStatus) => {
    row.dataset.status = status;
    const badge = row.querySelector<HTMLElement>('[data-status-badge]');
    if (badge) {
      badge.dataset.status = status;
      badge.className = `badge tone-${tone[status]}`;
      badge.textContent = texts.statuses[statusKey[status]];
    }
    if (status !== 'Pending Start') row.querySelector('[data-not-joined]')?.remove();
    if (status === 'Completed' || status === 'No Show') row.querySelector('[data-no-show]')?.remove();
  };

  const rowOf = (el: Element) => el.closest<HTMLTableRowElement>('tr[data-session-id]') ?? undefined;

  const noShow = async (row: HTMLTableRowElement) => {
    const button = row.querySelector<HTMLButtonElement>('[data-no-show]');
    if (button) button.disabled = true;
    notify({ type: 'warning', title: texts.changingStatus });
    const answer = await markNoShow(row.dataset.sessionId ?? '', texts.changeNoShowFailed);
    if (button) button.disabled = false;
    if (answer.ok) setStatus(row, 'No Show');
  };

  const download = async (row: HTMLTableRowElement, button: HTMLButtonElement) => {
    const loanNo = row.dataset.loanNo ?? '';
    const progress = row.querySelector<HTMLElement>('[data-progress]');
    const show = (content: string, percent?: number) => {
      if (!progress) return;
      progress.hidden = false;
      progress.replaceChildren();
      if (percent !== undefined) {
        const bar = document.createElement('progress');
        bar.max = 100;
        bar.value = percent;
        bar.setAttribute('aria-hidden', 'true');
        progress.append(bar, ' ');
      }
      progress.append(content);
    };
    button.disabled = true;
    notify({ type: 'warning', title: texts.downloadingRecording });
    show(fill(texts.downloading, { percent: '0' }), 0);
    const result = await downloadRecording(loanNo, (received, total) => {
      if (total) {
        const percent = Math.round((received / total) * 100);
        show(fill(texts.downloading, { percent: String(percent) }), percent);
      } else show(fill(texts.downloadingUnknown, { size: megabytes(received) }));
    });
    button.disabled = false;
    if (!result.ok) {
      if (progress) progress.hidden = true;
      if (result.status !== 401) {
        const description = result.status === 404 ? texts.noRecording : result.message;
        notify({
          type: 'error',
          title: texts.downloadRecordingFailed,
          ...(description ? { description } : {}),
        });
      }
      return;
    }
    saveFile(result.file, recordingFileName(loanNo));
    show(texts.downloaded);
    if (progress) progress.dataset.downloaded = '';
  };

  host.addEventListener('click', (e) => {
    const target = e.target instanceof Element ? e.target : undefined;
    const button = target?.closest<HTMLButtonElement>('button[data-no-show], button[data-download]');
    const row = button ? rowOf(button) : undefined;
    if (!button || !row) return;
    if (button.matches('[data-download]')) {
      void download(row, button);
      return;
    }
    if (!dialog) return;
    asking = row;
    const text = dialog.querySelector('[data-dialog-text]');
    if (text)
      text.textContent = fill(texts.confirmNoShow, {
        name: row.dataset.name ?? '',
        loanNo: row.dataset.loanNo ?? '',
      });
    dialog.showModal();
    dialog.querySelector<HTMLButtonElement>('[data-dialog-cancel]')?.focus();
  });

  dialog?.querySelector('[data-dialog-cancel]')?.addEventListener('click', () => dialog.close());
  dialog?.querySelector('[data-dialog-confirm]')?.addEventListener('click', () => {
    const row = asking;
    asking = undefined;
    dialog.close();
    if (row) void noShow(row);
  });
  dialog?.addEventListener('close', () => {
    asking = undefined;
  });

  window.addEventListener('ezc:push', (e) => {
    const push = (e as CustomEvent<{ type?: string; SigningSessionId?: unknown; Status?: unknown }>).detail;
    if (push?.type !== 'signing-session.status-changed' || !isStatus(push.Status)) return;
    const row = host.querySelector<HTMLTableRowElement>(
      `tr[data-session-id="${CSS.escape(String(push.SigningSessionId))}"]`,
    );
    if (row) setStatus(row, push.Status);
  });
}
