import { useEffect, useState } from 'react';
import {
  downloadRecording,
  markNoShow,
  recordingFileName,
  type SessionStatus,
  saveFile,
} from '../../lib/signing/webrtc-api';
import type { SessionListTexts } from '../../lib/signing/webrtc-texts';
import { notify } from '../../stores/notifications';
import ConfirmDialog from '../identity/ConfirmDialog';
import './SigningSessions.css';

/**
 * The staff listing of signing sessions (spec §2, §4): the rows the page read while rendering,
 * with the actions each allows — open the live room and mark a no-show (the session's own
 * attestor), download the recording (with how far it has come; spec §8 warns it may take a
 * while). A status pushed live updates its row in place.
 */

export interface SessionRow {
  readonly SigningSessionId: string;
  readonly LoanNo: string;
  readonly Name: string;
  readonly Contact: string;
  readonly Email: string;
  readonly AttestatorId: string;
  readonly Status: SessionStatus;
  /** Malaysian date and times, made on the server so the page reads the same before and after hydration. */
  readonly DateText: string;
  readonly TimeText: string;
  readonly Start: string;
  readonly NotJoined: boolean;
  readonly HasRecording: boolean;
}

interface Props {
  readonly rows: readonly SessionRow[];
  readonly texts: SessionListTexts;
  /** The signed-in staff member: only a session's own attestor opens it or marks a no-show. */
  readonly userId: string;
  /** When the page was made, for "has the session begun" (the API decides again when asked). */
  readonly now: string;
  readonly caption: string;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

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

const megabytes = (n: number) => `${(n / (1024 * 1024)).toFixed(1)} MB`;

type Download = { percent: number | undefined; received: number } | 'done';

export default function SigningSessions({ rows, texts, userId, now, caption }: Props) {
  const [statuses, setStatuses] = useState<Record<string, SessionStatus>>({});
  const [asking, setAsking] = useState<SessionRow | undefined>(undefined);
  const [busy, setBusy] = useState<string | undefined>(undefined);
  const [downloads, setDownloads] = useState<Record<string, Download>>({});

  useEffect(() => {
    const onPush = (e: Event) => {
      const push = (e as CustomEvent<{ type?: string; SigningSessionId?: unknown; Status?: unknown }>).detail;
      if (push?.type !== 'signing-session.status-changed' || typeof push.SigningSessionId !== 'string')
        return;
      const status = push.Status;
      if (
        status === 'Pending Start' ||
        status === 'In Progress' ||
        status === 'Completed' ||
        status === 'No Show'
      ) {
        setStatuses((s) => ({ ...s, [push.SigningSessionId as string]: status }));
      }
    };
    window.addEventListener('ezc:push', onPush);
    return () => window.removeEventListener('ezc:push', onPush);
  }, []);

  const statusOf = (row: SessionRow) => statuses[row.SigningSessionId] ?? row.Status;

  const noShow = async (row: SessionRow) => {
    setAsking(undefined);
    setBusy(row.SigningSessionId);
    notify({ type: 'warning', title: texts.changingStatus });
    const answer = await markNoShow(row.SigningSessionId, texts.changeNoShowFailed);
    setBusy(undefined);
    if (answer.ok) setStatuses((s) => ({ ...s, [row.SigningSessionId]: 'No Show' }));
  };

  const download = async (row: SessionRow) => {
    const key = row.SigningSessionId;
    notify({ type: 'warning', title: texts.downloadingRecording });
    setDownloads((d) => ({ ...d, [key]: { percent: 0, received: 0 } }));
    const result = await downloadRecording(row.LoanNo, (received, total) =>
      setDownloads((d) => ({
        ...d,
        [key]: { percent: total ? Math.round((received / total) * 100) : undefined, received },
      })),
    );
    if (!result.ok) {
      setDownloads((d) => {
        const { [key]: _gone, ...rest } = d;
        return rest;
      });
      if (result.status !== 401) {
        notify({
          type: 'error',
          title: texts.downloadRecordingFailed,
          ...(result.status === 404
            ? { description: texts.noRecording }
            : result.message
              ? { description: result.message }
              : {}),
        });
      }
      return;
    }
    saveFile(result.file, recordingFileName(row.LoanNo));
    setDownloads((d) => ({ ...d, [key]: 'done' }));
  };

  return (
    <>
      <div className="lending-table-wrap">
        <table className="lending-table signing-sessions" data-list="signing-sessions">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.name}</th>
              <th scope="col">{texts.contact}</th>
              <th scope="col">{texts.email}</th>
              <th scope="col">{texts.loanNo}</th>
              <th scope="col">{texts.date}</th>
              <th scope="col">{texts.time}</th>
              <th scope="col">{texts.status}</th>
              <th scope="col">{texts.actions}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const status = statusOf(row);
              const own = row.AttestatorId === userId;
              const open = status === 'Pending Start' || status === 'In Progress';
              const begun = Date.parse(now) >= Date.parse(row.Start);
              const progress = downloads[row.SigningSessionId];
              return (
                <tr key={row.SigningSessionId} data-session-id={row.SigningSessionId} data-status={status}>
                  <th scope="row" data-label={texts.name}>
                    {row.Name}
                    {row.NotJoined && status === 'Pending Start' && (
                      <>
                        {' '}
                        <span className="badge tone-attention" title={texts.notJoinedHint} data-not-joined>
                          {texts.notJoined}
                        </span>
                      </>
                    )}
                  </th>
                  <td data-label={texts.contact}>{row.Contact || '—'}</td>
                  <td data-label={texts.email}>{row.Email || '—'}</td>
                  <td data-label={texts.loanNo}>{row.LoanNo}</td>
                  <td data-label={texts.date} className="nowrap">
                    {row.DateText}
                  </td>
                  <td data-label={texts.time} className="nowrap">
                    {row.TimeText}
                  </td>
                  <td data-label={texts.status}>
                    <span className={`badge tone-${tone[status]}`} data-status={status}>
                      {texts.statuses[statusKey[status]]}
                    </span>
                  </td>
                  <td data-label={texts.actions}>
                    <div className="row-actions">
                      {own && (
                        <a
                          className="btn btn-small"
                          href={`/loan/signingsessions/${encodeURIComponent(row.SigningSessionId)}`}
                          aria-label={fill(texts.openFor, { loanNo: row.LoanNo })}
                        >
                          {texts.open}
                        </a>
                      )}
                      {own && open && begun && (
                        <button
                          type="button"
                          className="btn btn-small btn-danger"
                          aria-label={fill(texts.noShowFor, { loanNo: row.LoanNo })}
                          disabled={busy === row.SigningSessionId}
                          onClick={() => setAsking(row)}
                        >
                          {texts.noShow}
                        </button>
                      )}
                      {row.HasRecording && (
                        <button
                          type="button"
                          className="btn btn-small"
                          aria-label={fill(texts.downloadFor, { loanNo: row.LoanNo })}
                          disabled={progress !== undefined && progress !== 'done'}
                          onClick={() => void download(row)}
                        >
                          {texts.download}
                        </button>
                      )}
                      {progress !== undefined && progress !== 'done' && (
                        <span className="download-progress" role="status">
                          {progress.percent === undefined ? (
                            fill(texts.downloadingUnknown, { size: megabytes(progress.received) })
                          ) : (
                            <>
                              <progress
                                max={100}
                                value={progress.percent}
                                aria-label={fill(texts.downloading, { percent: String(progress.percent) })}
                              />{' '}
                              {fill(texts.downloading, { percent: String(progress.percent) })}
                            </>
                          )}
                        </span>
                      )}
                      {progress === 'done' && (
                        <span className="download-progress" role="status" data-downloaded>
                          {texts.downloaded}
                        </span>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={asking !== undefined}
        title={texts.confirmNoShowTitle}
        text={asking ? fill(texts.confirmNoShow, { name: asking.Name, loanNo: asking.LoanNo }) : ''}
        confirmLabel={texts.confirm}
        cancelLabel={texts.cancel}
        onConfirm={() => asking && void noShow(asking)}
        onDismiss={() => setAsking(undefined)}
      />
    </>
  );
}
