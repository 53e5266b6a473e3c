import { useState } from 'react';
import { postData } from '../../lib/lending/client';
import { labelFor } from '../../lib/lending/statuses';
import { useHydrated } from '../customers/hydrated';
import { reloadWith } from './after-action';
import ReasonDialog from './ReasonDialog';
import { type CommonTexts, fill, type LendingTexts } from './texts';

/**
 * Terminating a loan (spec §5: Terminate takes Remarks), asked first in a dialog that takes the
 * remarks. 'Terminate Application Failed' when refused (spec §8).
 */
interface Props {
  readonly loanNo: string;
  readonly texts: LendingTexts['loanView']['terminate'];
  readonly common: CommonTexts;
  readonly statusWords: LendingTexts['loanStatus'];
  readonly failureTitle: string;
}

export default function LoanActions({ loanNo, texts, common, statusWords, failureTitle }: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const terminate = async (remarks: string) => {
    setBusy(true);
    const answer = await postData<{ Status?: string }>(
      '/api/loans/terminate',
      { LoanNo: loanNo, Remarks: remarks },
      { failureTitle },
    );
    setBusy(false);
    if (!answer.ok) return;
    const status = labelFor(statusWords, answer.data.Status ?? 'Termination In Process');
    reloadWith({
      type: 'success',
      title: texts.done,
      description: answer.message ?? fill(texts.doneText, { loanNo, status }),
    });
  };

  return (
    <div className="action-bar">
      <button
        type="button"
        className="btn btn-danger"
        data-action="terminate"
        disabled={!hydrated || busy}
        onClick={() => setOpen(true)}
      >
        {texts.button}
      </button>
      <ReasonDialog
        open={open}
        title={fill(texts.title, { loanNo })}
        text={texts.text}
        fieldLabel={texts.remarks}
        confirmLabel={texts.button}
        busy={busy}
        common={common}
        danger
        onConfirm={(remarks) => void terminate(remarks)}
        onDismiss={() => setOpen(false)}
      />
    </div>
  );
}
