import { useState } from 'react';
import { clientIp, postData } from '../../lib/lending/client';
import { loanStatusFollowed } from '../../lib/lending/follow';
import { useHydrated } from '../customers/hydrated';
import ConfirmDialog from '../identity/ConfirmDialog';
import { reloadWith } from './after-action';
import { type CommonTexts, fill, type LendingTexts } from './texts';

/**
 * Activates the next installment of a loan (spec §4: it becomes Unpaid; the previous one must be
 * paid), asked first. 'Failed to Activate Installment' with the API's reason when refused. The
 * first one makes the loan Active a moment later: the page is rendered again once it is.
 */
interface Props {
  readonly scheduleId: string;
  readonly installmentNo: number;
  readonly texts: Pick<
    LendingTexts['loanView'],
    'activate' | 'activateLabel' | 'activateTitle' | 'activateText' | 'activated' | 'activatedText'
  >;
  readonly common: CommonTexts;
  readonly failureTitle: string;
}

export default function ActivateInstallment({
  scheduleId,
  installmentNo,
  texts,
  common,
  failureTitle,
}: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const no = { no: installmentNo };

  const activate = async () => {
    setOpen(false);
    setBusy(true);
    const answer = await postData<{ LoanNo?: string; LoanStatus?: string }>(
      '/api/simple-loan-schedules/activate-installment',
      { ScheduleId: scheduleId, IpAddress: await clientIp() },
      { failureTitle },
    );
    if (!answer.ok) {
      setBusy(false);
      return;
    }
    const { LoanNo, LoanStatus } = answer.data;
    if (LoanNo && LoanStatus) await loanStatusFollowed(LoanNo, LoanStatus);
    setBusy(false);
    reloadWith({ type: 'success', title: texts.activated, description: fill(texts.activatedText, no) });
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-primary btn-small"
        aria-label={fill(texts.activateLabel, no)}
        data-action="activate"
        disabled={!hydrated || busy}
        aria-busy={busy}
        onClick={() => setOpen(true)}
      >
        <span className="spinner" aria-hidden="true" />
        {busy ? common.working : texts.activate}
      </button>
      <ConfirmDialog
        open={open}
        title={fill(texts.activateTitle, no)}
        text={texts.activateText}
        confirmLabel={texts.activate}
        cancelLabel={common.goBack}
        onConfirm={() => void activate()}
        onDismiss={() => setOpen(false)}
      />
    </>
  );
}
