import type { Language } from '@ezc/domain/constants';
import { type FormEvent, type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { DocumentUploaderTexts } from '../../../components/customers/documents/uploader-texts';
import type { EkycTexts } from '../../../components/customers/ekyc/ekyc-texts';
import { notify } from '../../../stores/notifications';
import DocumentUploader, { type DocumentsState } from '../documents/DocumentUploader';
import { fill } from '../documents/document-titles';
import { useHydrated } from '../hydrated';
import { serverFieldErrors } from '../server-fields';
import { checkEkyc, type EkycCheck, performEkyc, sendSmsCode, uploadEkycDocuments } from './ekyc-api';
import './ekyc.css';

/**
 * eKYC (spec §2, §4): step 1 the identity document's front and back, step 2 a 6-digit code sent
 * by SMS (a new one offered after 3 minutes), then the identity provider's verdict. A failed
 * verification says spec §8's text and starts again from step 1. Customers verify under their
 * customer record; Company Signers and Attorneys under their own account.
 */

interface Props {
  readonly texts: EkycTexts;
  readonly documentTexts: DocumentUploaderTexts;
  readonly lang: Language;
  readonly owner: { readonly objectType: 'Customer' | 'User'; readonly objectId: string };
  /** The status read while rendering; undefined when it could not be read. */
  readonly initial: EkycCheck | undefined;
  /** Whose profile has no mobile number to send to: the number is asked (staff accounts). */
  readonly askPhone: boolean;
  readonly profileHref: string;
  /**
   * The domain's eKYC constants, handed over by the page: the domain module also holds the eKYC
   * machine, which this island has no use for.
   */
  readonly rules: EkycRules;
}

export interface EkycRules {
  /** The media Titles of the identity document's two sides. */
  readonly frontTitle: 'eKYC Front';
  readonly backTitle: 'eKYC Back';
  readonly codeDigits: number;
  /** Seconds before another code may be asked for. */
  readonly resendSeconds: number;
}

type Step = 'checking' | 'completed' | 'documents' | 'code' | 'verified' | 'failed';

function stepFor(check: EkycCheck | undefined): Step {
  if (!check) return 'checking';
  if (check.Completed) return 'completed';
  return check.Status === 'Documents Uploaded' || check.Status === 'Code Sent' ? 'code' : 'documents';
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export default function EkycFlow({
  texts,
  documentTexts,
  lang,
  owner,
  initial,
  askPhone,
  profileHref,
  rules,
}: Props) {
  const { frontTitle, backTitle } = rules;
  const titles = useMemo(() => [frontTitle, backTitle] as const, [frontTitle, backTitle]);
  const [step, setStep] = useState<Step>(stepFor(initial));
  // Back on the page after a code went out: the code may be entered straight away.
  const [codeSentBefore, setCodeSentBefore] = useState(initial?.Status === 'Code Sent');
  const [images, setImages] = useState<Readonly<Record<string, string>>>({});
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // The status could not be read while rendering: ask again, saying so if it fails.
  useEffect(() => {
    if (initial) return;
    void checkEkyc(texts.checkEkycFailed).then((r) => {
      setStep(r.ok ? stepFor(r.data) : 'documents');
      setCodeSentBefore(r.ok && r.data.Status === 'Code Sent');
    });
  }, [initial, texts.checkEkycFailed]);

  // Each new step takes the focus to its heading, so keyboard and screen reader users follow.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  const onDocuments = (state: DocumentsState) => {
    const ids: Record<string, string> = {};
    for (const title of titles) {
      const m = state.latest[title];
      if (m) ids[title] = m.MediaId;
    }
    setImages(ids);
    setUploading(state.uploading);
  };

  async function continueToCode() {
    const front = images[frontTitle];
    const back = images[backTitle];
    if (!front || !back || busy || uploading) return;
    setBusy(true);
    const done = await uploadEkycDocuments(front, back, texts.uploadDocumentsFailed);
    setBusy(false);
    if (done.ok) {
      setCodeSentBefore(false);
      setStep('code');
    }
  }

  const stepNumber = step === 'documents' ? 1 : step === 'code' ? 2 : undefined;

  return (
    <div className="ekyc-flow" data-ekyc-step={step}>
      {stepNumber && (
        <ol className="ekyc-steps" aria-label={fill(texts.stepOf, { step: stepNumber })}>
          {[texts.step1Title, texts.step2Title].map((label, i) => (
            <li
              key={label}
              className={i + 1 === stepNumber ? 'is-current' : i + 1 < stepNumber ? 'is-done' : ''}
              aria-current={i + 1 === stepNumber ? 'step' : undefined}
            >
              <span className="ekyc-step-no" aria-hidden="true">
                {i + 1}
              </span>
              {label}
            </li>
          ))}
        </ol>
      )}

      {step === 'checking' && <p className="ekyc-muted">{texts.checking}</p>}

      {step === 'completed' && (
        <section
          className="card ekyc-panel is-success"
          aria-labelledby="ekyc-done"
          data-ekyc-result="completed"
        >
          <h2 id="ekyc-done" ref={heading} tabIndex={-1}>
            {texts.status}: <span className="ekyc-badge">{texts.completed}</span>
          </h2>
          <p>{texts.completedText}</p>
          <a className="btn" href={profileHref}>
            {texts.backToProfile}
          </a>
        </section>
      )}

      {step === 'documents' && (
        <section className="card ekyc-panel" aria-labelledby="ekyc-step1">
          <p className="ekyc-step-of">{fill(texts.stepOf, { step: 1 })}</p>
          <h2 id="ekyc-step1" ref={heading} tabIndex={-1}>
            {texts.step1Title}
          </h2>
          <p className="ekyc-muted">{texts.step1Intro}</p>
          <DocumentUploader
            texts={documentTexts}
            lang={lang}
            objectType={owner.objectType}
            objectId={owner.objectId}
            titles={titles}
            mode="slots"
            heading={false}
            onChange={onDocuments}
          />
          <div className="ekyc-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={!images[frontTitle] || !images[backTitle] || busy || uploading}
              aria-busy={busy}
              aria-describedby="ekyc-step1-waiting"
              onClick={() => void continueToCode()}
            >
              <span className="spinner" aria-hidden="true" />
              {texts.continue}
            </button>
            <p id="ekyc-step1-waiting" className="ekyc-muted" aria-live="polite">
              {images[frontTitle] && images[backTitle] ? '' : texts.step1Waiting}
            </p>
          </div>
        </section>
      )}

      {step === 'code' && (
        <CodeStep
          rules={rules}
          texts={texts}
          askPhone={askPhone}
          codeSentBefore={codeSentBefore}
          headingRef={heading}
          onBack={() => setStep('documents')}
          onVerified={() => setStep('verified')}
          onRejected={() => setStep('failed')}
        />
      )}

      {step === 'verified' && (
        <section
          className="card ekyc-panel is-success"
          aria-labelledby="ekyc-verified"
          data-ekyc-result="verified"
        >
          <h2 id="ekyc-verified" ref={heading} tabIndex={-1}>
            {texts.successTitle}
          </h2>
          <p>{texts.successText}</p>
          <p>
            {texts.status}: <span className="ekyc-badge">{texts.completed}</span>
          </p>
          <a className="btn btn-primary" href={profileHref}>
            {texts.backToProfile}
          </a>
        </section>
      )}

      {step === 'failed' && (
        <section
          className="card ekyc-panel is-failed"
          aria-labelledby="ekyc-failed"
          data-ekyc-result="failed"
        >
          <h2 id="ekyc-failed" ref={heading} tabIndex={-1}>
            {texts.failedTitle}
          </h2>
          <p role="alert" data-ekyc-failure>
            {texts.verificationFailedText}
          </p>
          <button type="button" className="btn btn-primary" onClick={() => setStep('documents')}>
            {texts.startAgain}
          </button>
        </section>
      )}
    </div>
  );
}

function CodeStep({
  rules,
  texts,
  askPhone,
  codeSentBefore,
  headingRef,
  onBack,
  onVerified,
  onRejected,
}: {
  rules: EkycRules;
  texts: EkycTexts;
  askPhone: boolean;
  codeSentBefore: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBack: () => void;
  onVerified: () => void;
  onRejected: () => void;
}) {
  const [needPhone, setNeedPhone] = useState(askPhone);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ to: string; minutes: number; resendAt: number } | undefined>(
    codeSentBefore ? { to: '', minutes: 0, resendAt: 0 } : undefined,
  );
  const [now, setNow] = useState(() => Date.now());
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [verifying, setVerifying] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const ready = useHydrated();

  const wait = sent ? Math.max(0, Math.ceil((sent.resendAt - now) / 1000)) : 0;
  useEffect(() => {
    if (!sent || wait === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [sent, wait]);

  async function send() {
    if (sending) return;
    setSending(true);
    setPhoneError(undefined);
    const result = await sendSmsCode(needPhone ? phone.trim() : undefined);
    setSending(false);
    if (!result.ok) {
      const field = serverFieldErrors(result.message, ['PhoneNo']).PhoneNo;
      if (field) {
        // No mobile number on record (or the one given is not one): ask for it.
        setNeedPhone(true);
        setPhoneError(field);
        return;
      }
      notify({ type: 'error', title: texts.sendSmsOtpFailed, description: result.message });
      return;
    }
    const resendAfter = result.data.ResendAfterSeconds || rules.resendSeconds;
    setNow(Date.now());
    setSent({
      to: result.data.SentTo,
      minutes: Math.round(result.data.ExpiresInSeconds / 60),
      resendAt: Date.now() + resendAfter * 1000,
    });
    requestAnimationFrame(() => codeInput.current?.focus());
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (verifying) return;
    const value = code.trim();
    if (!new RegExp(`^\\d{${rules.codeDigits}}$`).test(value)) {
      setCodeError(texts.codeInvalid);
      codeInput.current?.focus();
      return;
    }
    setVerifying(true);
    const result = await performEkyc(value);
    setVerifying(false);
    if (result.ok) {
      onVerified();
      return;
    }
    if (result.status === 422) {
      onRejected();
      return;
    }
    // A wrong, expired or used-up code: said by the field, in the server's words.
    const field = serverFieldErrors(result.message, ['Code']).Code;
    setCodeError(field ?? result.message ?? texts.codeInvalid);
    codeInput.current?.focus();
  }

  const codeId = `${id}-code`;
  const phoneId = `${id}-phone`;
  return (
    <section className="card ekyc-panel" aria-labelledby="ekyc-step2">
      <p className="ekyc-step-of">{fill(texts.stepOf, { step: 2 })}</p>
      <h2 id="ekyc-step2" ref={headingRef} tabIndex={-1}>
        {texts.step2Title}
      </h2>
      <p className="ekyc-muted">{texts.step2Intro}</p>

      {needPhone && (
        <div className="field ekyc-phone">
          <label htmlFor={phoneId}>{texts.phoneLabel}</label>
          <input
            id={phoneId}
            className="input"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={phoneError ? `${phoneId}-error` : undefined}
            onChange={(e) => {
              setPhone(e.currentTarget.value);
              setPhoneError(undefined);
            }}
          />
          {phoneError && (
            <p id={`${phoneId}-error`} className="field-error">
              {phoneError}
            </p>
          )}
        </div>
      )}

      {!sent ? (
        <div className="ekyc-actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void send()}
            disabled={sending}
            aria-busy={sending}
          >
            <span className="spinner" aria-hidden="true" />
            {sending ? texts.sending : texts.sendCode}
          </button>
          <button type="button" className="btn" onClick={onBack}>
            {texts.back}
          </button>
        </div>
      ) : (
        <>
          {sent.to && (
            <p className="ekyc-sent" data-code-sent>
              {fill(texts.codeSent, { phone: sent.to, minutes: sent.minutes })}
            </p>
          )}
          <form className="ekyc-code-form" noValidate onSubmit={(e) => void verify(e)}>
            <div className="field">
              <label htmlFor={codeId}>{texts.codeLabel}</label>
              <input
                ref={codeInput}
                id={codeId}
                className="input ekyc-code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={rules.codeDigits}
                value={code}
                aria-invalid={codeError ? true : undefined}
                aria-describedby={`${codeId}-hint${codeError ? ` ${codeId}-error` : ''}`}
                onChange={(e) => {
                  setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, rules.codeDigits));
                  setCodeError(undefined);
                }}
              />
              <p id={`${codeId}-hint`} className="field-hint">
                {texts.codeHint}
              </p>
              {codeError && (
                <p id={`${codeId}-error`} className="field-error">
                  {codeError}
                </p>
              )}
            </div>
            <div className="ekyc-actions">
              <button
                type="submit"
                className="btn btn-primary"
                disabled={verifying || !ready}
                aria-busy={verifying}
              >
                <span className="spinner" aria-hidden="true" />
                {verifying ? texts.verifying : texts.verify}
              </button>
            </div>
          </form>
          <div className="ekyc-resend">
            {wait > 0 ? (
              <p className="ekyc-muted" data-resend-countdown>
                {fill(texts.resendIn, { time: clock(wait) })}
              </p>
            ) : (
              <button
                type="button"
                className="btn"
                onClick={() => void send()}
                disabled={sending}
                aria-busy={sending}
              >
                <span className="spinner" aria-hidden="true" />
                {texts.resend}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
