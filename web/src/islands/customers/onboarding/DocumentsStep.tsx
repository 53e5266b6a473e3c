import { useEffect, useState } from 'react';
import { completeOnboarding } from '../../../lib/customers/onboarding-api';
import { DOCUMENTS_CHANGE_EVENT, type DocumentsState } from '../documents/DocumentUploader';
import { SubmitButton } from './fields';
import { goToStep, useBusy, useReady } from './wizard-form';

/**
 * Step 4's ending, under the document uploader (which shows the checklist of the customer's
 * required documents and each upload's progress): "Continue" (`POST /customer/onboarding/complete`)
 * moves the customer to step 5. Documents may still be missing then; the note says they can follow
 * from the profile. The uploader tells of every change with a bubbling DOM event.
 */

export interface DocumentsStepTexts {
  readonly laterNote: string;
  readonly continue: string;
  readonly continuing: string;
  readonly failedTitle: string;
}

interface Props {
  /** How many required documents were missing when the page was made. */
  readonly missing: number;
  readonly texts: DocumentsStepTexts;
  readonly nextPath: string;
}

export default function DocumentsStep({ missing: initiallyMissing, texts, nextPath }: Props) {
  useReady();
  const [missing, setMissing] = useState(initiallyMissing);
  const [busy, run] = useBusy();

  useEffect(() => {
    const listener = (event: Event) => {
      const state = (event as CustomEvent<DocumentsState>).detail;
      if (state) setMissing(state.missing.length);
    };
    document.addEventListener(DOCUMENTS_CHANGE_EVENT, listener);
    return () => document.removeEventListener(DOCUMENTS_CHANGE_EVENT, listener);
  }, []);

  return (
    <form
      className="documents-continue"
      noValidate
      aria-label={texts.continue}
      onSubmit={(event) => {
        event.preventDefault();
        void run(async () => {
          const result = await completeOnboarding(texts.failedTitle);
          if (result.ok) goToStep(nextPath);
        });
      }}
    >
      {missing > 0 && <p className="section-intro">{texts.laterNote}</p>}
      <div className="wizard-actions">
        <SubmitButton busy={busy} idle={texts.continue} busyText={texts.continuing} />
      </div>
    </form>
  );
}
