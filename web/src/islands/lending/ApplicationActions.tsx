import { useState } from 'react';
import { clientIp, postData } from '../../lib/lending/client';
import { labelFor } from '../../lib/lending/statuses';
import type { ApplicationAnswer } from '../../lib/lending/types';
import { notify } from '../../stores/notifications';
import { useHydrated } from '../customers/hydrated';
import { reloadWith } from './after-action';
import ReasonDialog from './ReasonDialog';
import { type CommonTexts, fill, type LendingTexts } from './texts';

/**
 * The actions on one application its viewer may take now (spec §4, §6): the borrower cancels with
 * remarks; staff approve or reject with a reason, or void with remarks. Each asks first, in a
 * dialog that takes the reason; a failure keeps the dialog open and says why (spec §8 titles).
 */

type Action = 'cancel' | 'approve' | 'reject' | 'void';

interface Props {
  readonly applicationId: string;
  readonly allowed: readonly Action[];
  readonly texts: LendingTexts['applicationView']['actions'];
  readonly common: CommonTexts;
  readonly statusWords: LendingTexts['applicationStatus'];
  /** spec §8 failure titles, in the page's language. */
  readonly failureTitles: Readonly<Record<Action, string>>;
}

const PATHS: Readonly<Record<Action, string>> = {
  cancel: '/api/applications/cancel',
  approve: '/api/applications/approve',
  reject: '/api/applications/reject',
  void: '/api/applications/void',
};

export default function ApplicationActions({
  applicationId,
  allowed,
  texts,
  common,
  statusWords,
  failureTitles,
}: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState<Action | undefined>();
  const [busy, setBusy] = useState(false);
  const id = applicationId;

  const dialogs: Readonly<Record<Action, { button: string; title: string; text: string; field: string }>> = {
    cancel: {
      button: texts.cancel,
      title: texts.cancelTitle,
      text: texts.cancelText,
      field: texts.remarksLabel,
    },
    approve: {
      button: texts.approve,
      title: texts.approveTitle,
      text: texts.approveText,
      field: texts.reasonLabel,
    },
    reject: {
      button: texts.reject,
      title: texts.rejectTitle,
      text: texts.rejectText,
      field: texts.reasonLabel,
    },
    void: { button: texts.void, title: texts.voidTitle, text: texts.voidText, field: texts.remarksLabel },
  };

  const run = async (action: Action, value: string) => {
    setBusy(true);
    const body: Record<string, string> =
      action === 'approve'
        ? { ApplicationId: id, Reason: value, IpAddress: await clientIp() }
        : action === 'reject'
          ? { ApplicationId: id, Reason: value }
          : { ApplicationId: id, Remarks: value };
    const answer = await postData<Partial<ApplicationAnswer>>(PATHS[action], body, {
      failureTitle: failureTitles[action],
    });
    setBusy(false);
    if (!answer.ok) return;
    const status = answer.data.Status ?? '';
    const words = labelFor(statusWords, status);
    if (action === 'approve') {
      // spec §8: the approval warning stays until dismissed.
      reloadWith({
        type: 'warning',
        sticky: true,
        title: texts.approved,
        description: fill(texts.approvedText, { id, loanNo: answer.data.LoanNo ?? '' }),
      });
      return;
    }
    const title = action === 'cancel' ? texts.cancelled : action === 'reject' ? texts.rejected : texts.voided;
    reloadWith({ type: 'success', title, description: fill(texts.doneText, { id, status: words }) });
  };

  if (allowed.length === 0) return null;
  const current = open ? dialogs[open] : undefined;
  return (
    <div className="action-bar">
      {allowed.map((action) => (
        <button
          key={action}
          type="button"
          className={
            action === 'approve' ? 'btn btn-primary' : action === 'reject' ? 'btn' : 'btn btn-danger'
          }
          disabled={!hydrated || busy}
          data-action={action}
          onClick={() => setOpen(action)}
        >
          {dialogs[action].button}
        </button>
      ))}
      <ReasonDialog
        open={open !== undefined}
        title={current ? fill(current.title, { id }) : ''}
        text={current?.text ?? ''}
        fieldLabel={current?.field ?? ''}
        confirmLabel={current?.button ?? ''}
        busy={busy}
        common={common}
        danger={open !== 'approve'}
        onConfirm={(value) => {
          if (open)
            void run(open, value).catch(() => {
              setBusy(false);
              notify({ type: 'error', title: failureTitles[open] });
            });
        }}
        onDismiss={() => setOpen(undefined)}
      />
    </div>
  );
}
