import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { dateTimeOf, type Lang } from '../../components/signing/time';
import { declinePreRecorded, videoWatched } from '../../lib/signing/api';
import { notify } from '../../stores/notifications';
import BookingCalendar, { type BookingCalendarProps } from './BookingCalendar';
import SignAgreement, { type SignAgreementProps } from './SignAgreement';

/**
 * Signing after the explanation video (spec §2, §4): the product's video; once it has played to
 * the end the watching is recorded (`/loans/video-watched`, which opens the borrower's signing),
 * and three answers open: agree and sign, disagree (with optional remarks), or book a live
 * session instead.
 */

export interface PreRecordedTexts {
  readonly videoLabel: string;
  readonly unsupported: string;
  readonly noVideo: string;
  readonly watchToEnd: string;
  readonly watched: string;
  readonly decisionHeading: string;
  readonly agree: string;
  readonly agreeHeading: string;
  readonly disagree: string;
  readonly disagreeTitle: string;
  readonly disagreeText: string;
  readonly remarks: string;
  readonly disagreeConfirm: string;
  readonly disagreed: string;
  readonly disagreedText: string;
  readonly disagreeFailed: string;
  readonly bookInstead: string;
  readonly videoWatchedFailed: string;
  readonly cancel: string;
  readonly tooLong: string;
  readonly forbiddenCharacters: string;
  readonly ekycHeading: string;
  readonly ekycText: string;
  readonly ekycLink: string;
}

interface Props {
  readonly loanNo: string;
  readonly lang: Lang;
  readonly videoUrl?: string | undefined;
  /** When the borrower last watched it to the end, if they have. */
  readonly watchedAt?: string | undefined;
  /** eKYC done (spec §5: unverified users are asked to verify before signing). */
  readonly verified: boolean;
  readonly texts: PreRecordedTexts;
  readonly sign: Omit<SignAgreementProps, 'loanNo' | 'command'>;
  readonly calendar: Omit<BookingCalendarProps, 'loanNo'>;
}

type Answer = 'agree' | 'book' | undefined;

/** spec §5: text inputs must not contain these characters. */
const FORBIDDEN = /[{}*<>/]/;
const MAX_REMARKS = 500;

export default function PreRecorded({
  loanNo,
  lang,
  videoUrl,
  verified,
  texts,
  sign,
  calendar,
  ...rest
}: Props) {
  const [watchedAt, setWatchedAt] = useState(rest.watchedAt);
  const [recording, setRecording] = useState(false);
  const [answer, setAnswer] = useState<Answer>();
  const [asking, setAsking] = useState(false);
  const [declinedAt, setDeclinedAt] = useState<string | undefined>();
  const answerRef = useRef<HTMLElement>(null);
  const id = useId();

  const onEnded = async () => {
    if (watchedAt || recording) return;
    setRecording(true);
    const result = await videoWatched(loanNo, texts.videoWatchedFailed);
    setRecording(false);
    if (result.ok) setWatchedAt(result.data.VideoWatchedAt ?? new Date().toISOString());
  };

  // The chosen answer's panel comes into view and takes the focus's next step.
  useEffect(() => {
    if (answer) answerRef.current?.focus();
  }, [answer]);

  const decisionId = `${id}-decision`;

  return (
    <div className="pre-recorded">
      {videoUrl ? (
        // biome-ignore lint/a11y/useMediaCaption: the videos come without caption files; what the video explains and the loan's terms are written out beside it
        <video
          className="signing-video"
          controls
          preload="metadata"
          playsInline
          src={videoUrl}
          aria-label={texts.videoLabel}
          onEnded={() => void onEnded()}
          data-explanation-video
        >
          {texts.unsupported}
        </video>
      ) : (
        <p className="note is-attention" role="alert">
          {texts.noVideo}
        </p>
      )}
      <p
        className={watchedAt ? 'note' : 'note is-attention'}
        role="status"
        data-watch-state={watchedAt ? 'watched' : 'not-watched'}
      >
        {watchedAt ? texts.watched.replace('{time}', dateTimeOf(watchedAt, lang)) : texts.watchToEnd}
      </p>

      {watchedAt && (
        <section className="card lending-section" aria-labelledby={decisionId} data-decision>
          <h2 id={decisionId}>{texts.decisionHeading}</h2>
          {declinedAt && (
            <p className="note is-attention" role="status">
              {texts.disagreedText.replace('{loanNo}', loanNo)}
            </p>
          )}
          <div className="action-bar">
            {verified && (
              <button
                type="button"
                className="btn btn-primary"
                aria-expanded={answer === 'agree'}
                onClick={() => setAnswer('agree')}
              >
                {texts.agree}
              </button>
            )}
            <button type="button" className="btn btn-danger" onClick={() => setAsking(true)}>
              {texts.disagree}
            </button>
            <button
              type="button"
              className="btn"
              aria-expanded={answer === 'book'}
              onClick={() => setAnswer('book')}
            >
              {texts.bookInstead}
            </button>
          </div>
          {!verified && (
            <div className="note is-attention signing-ekyc" data-ekyc-prompt>
              <strong>{texts.ekycHeading}</strong>
              <p>{texts.ekycText}</p>
              <a className="btn btn-small" href="/profile/ekyc">
                {texts.ekycLink}
              </a>
            </div>
          )}
          {answer === 'agree' && verified && (
            <section ref={answerRef} tabIndex={-1} className="decision-panel" aria-labelledby={`${id}-agree`}>
              <h3 id={`${id}-agree`}>{texts.agreeHeading}</h3>
              <SignAgreement loanNo={loanNo} command="/loans/sign-without-live-session" {...sign} />
            </section>
          )}
          {answer === 'book' && (
            <section ref={answerRef} tabIndex={-1} className="decision-panel" aria-labelledby={`${id}-book`}>
              <h3 id={`${id}-book`}>{texts.bookInstead}</h3>
              <BookingCalendar loanNo={loanNo} {...calendar} />
            </section>
          )}
        </section>
      )}

      <DisagreeDialog
        open={asking}
        texts={texts}
        onDismiss={() => setAsking(false)}
        onConfirm={async (remarks) => {
          const result = await declinePreRecorded(loanNo, remarks, texts.disagreeFailed);
          if (!result.ok) {
            if (result.status !== 401)
              notify({ type: 'error', title: texts.disagreeFailed, description: result.message });
            return result.message ?? texts.disagreeFailed;
          }
          setAsking(false);
          setAnswer(undefined);
          setDeclinedAt(new Date().toISOString());
          notify({
            type: 'success',
            title: texts.disagreed,
            description: texts.disagreedText.replace('{loanNo}', loanNo),
          });
          return undefined;
        }}
      />
    </div>
  );
}

/** The question before telling us they disagree, with optional remarks. */
function DisagreeDialog({
  open,
  texts,
  onConfirm,
  onDismiss,
}: {
  readonly open: boolean;
  readonly texts: PreRecordedTexts;
  /** Resolves to the refusal's text, or undefined when it was recorded. */
  readonly onConfirm: (remarks: string) => Promise<string | undefined>;
  readonly onDismiss: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const [remarks, setRemarks] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = { title: useId(), text: useId(), field: useId(), error: useId() };

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      setRemarks('');
      setError('');
      el.showModal();
      field.current?.focus();
    } else if (!open && el.open) el.close();
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = remarks.trim();
    const problem =
      value.length > MAX_REMARKS
        ? texts.tooLong.replace('{max}', String(MAX_REMARKS))
        : FORBIDDEN.test(value)
          ? texts.forbiddenCharacters
          : '';
    setError(problem);
    if (problem) {
      field.current?.focus();
      return;
    }
    setBusy(true);
    const refused = await onConfirm(value);
    setBusy(false);
    if (refused) setError(refused);
  };

  return (
    <dialog
      ref={dialog}
      className="lending-dialog"
      aria-labelledby={ids.title}
      aria-describedby={ids.text}
      onClose={onDismiss}
      onCancel={(e) => {
        if (busy) e.preventDefault();
      }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <h2 id={ids.title}>{texts.disagreeTitle}</h2>
        <p id={ids.text}>{texts.disagreeText}</p>
        <div className="field">
          <label htmlFor={ids.field}>{texts.remarks}</label>
          <textarea
            ref={field}
            id={ids.field}
            className="input"
            name="Remarks"
            rows={3}
            maxLength={600}
            value={remarks}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(e) => {
              setRemarks(e.target.value);
              if (error) setError('');
            }}
          />
          {error && (
            <p className="field-error" id={ids.error} role="alert">
              {error}
            </p>
          )}
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-danger" disabled={busy} aria-busy={busy}>
            <span className="spinner" aria-hidden="true" />
            {texts.disagreeConfirm}
          </button>
          <button type="button" className="btn" disabled={busy} onClick={() => dialog.current?.close()}>
            {texts.cancel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
