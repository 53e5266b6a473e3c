import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import {
  createLoginFormSchema,
  type CreateLoginForm as Values,
} from '../../../lib/customers/create-login-schema';
import { createLogin, profileExists, signInAfterRegistering } from '../../../lib/customers/onboarding-api';
import type { Wizard } from '../../../lib/customers/wizard';
import { translatorFrom, zodResolver } from '../../../lib/customers/zod-resolver';
import { recordSignIn } from '../../../lib/idle-record';
import { confirmState } from '../../../lib/password-strength';
import { CheckboxField, fieldId, SubmitButton, TextField } from './fields';
import Icon from './Icon';
import StrengthMeter, { type StrengthTexts, useEstimator } from './StrengthMeter';
import { goToStep, showServerErrors, useBusy, useReady } from './wizard-form';

/**
 * Step 1: create the login. `POST /customer/login/add` answers alike whether or not the e-mail is
 * new (it tells nobody who is registered) and mails a link to verify the address. The step then
 * signs in with what was typed, as the web client (the session lands in the site's cookies): a new
 * account carries on at step 2 once its customer record is open (it follows from an event: find-one
 * every 300 ms for up to 10 s), with a reminder to open the link; otherwise (the e-mail already had
 * an account with another password) the person is told to check their e-mail, where the owner's
 * notice says how to sign in.
 */

export interface CreateLoginTexts {
  readonly name: string;
  readonly email: string;
  readonly emailHint: string;
  readonly password: string;
  readonly policy: string;
  readonly confirmPassword: string;
  readonly match: string;
  readonly showPassword: string;
  /** The consent sentence, split around its links. */
  readonly consent: ReadonlyArray<{ text: string } | { slot: string }>;
  readonly terms: string;
  readonly privacy: string;
  readonly submit: string;
  readonly submitting: string;
  readonly preparing: string;
  readonly failedTitle: string;
  readonly checkTitle: string;
  /** `{email}` is filled in. */
  readonly checkText: string;
  readonly checkSignIn: string;
}

interface Props {
  readonly wizard: Wizard;
  readonly nextPath: string;
  readonly texts: CreateLoginTexts;
  readonly strength: StrengthTexts;
  /** Flat catalogue texts the checks may show (`validation.*`, `passwordStrength.*`, …). */
  readonly messages: Readonly<Record<string, string>>;
}

const POLL_EVERY_MS = 300;
const POLL_FOR_MS = 10_000;

async function waitForRecord(): Promise<void> {
  const until = Date.now() + POLL_FOR_MS;
  while (Date.now() < until) {
    if (await profileExists()) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
  }
}

export default function CreateLoginForm({ wizard, nextPath, texts, strength, messages }: Props) {
  useReady();
  const t = translatorFrom(messages);
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(createLoginFormSchema, t),
    mode: 'onTouched',
    defaultValues: { FullName: '', Email: '', Password: '', ConfirmPassword: '', Consent: false },
  });
  const [busy, run] = useBusy();
  const [preparing, setPreparing] = useState(false);
  const [checkEmail, setCheckEmail] = useState<string | undefined>();
  const [revealed, setRevealed] = useState(false);
  const [estimator, unavailable, wantEstimator] = useEstimator();
  const [password = '', confirm = '', name = '', email = ''] = useWatch({
    control: form.control,
    name: ['Password', 'ConfirmPassword', 'FullName', 'Email'],
  });
  const matchState = confirmState(password, confirm);
  const passwordId = fieldId('Password');

  const submit = form.handleSubmit((values) =>
    run(async () => {
      const startedAt = Date.now();
      const result = await createLogin(
        {
          FullName: values.FullName,
          Email: values.Email,
          Password: values.Password,
          ConfirmPassword: values.ConfirmPassword,
          AccountType: wizard,
        },
        texts.failedTitle,
      );
      if (!result.ok) {
        if (!showServerErrors(form, result.message) && result.status === 400 && result.message) {
          // The one refusal that names no field: the password policy (common or breached).
          form.setError('Password', { type: 'server', message: result.message }, { shouldFocus: true });
        }
        return;
      }
      if (!(await signInAfterRegistering(values.Email, values.Password))) {
        setCheckEmail(values.Email.trim());
        return;
      }
      setPreparing(true);
      await waitForRecord();
      recordSignIn(startedAt, Date.now());
      goToStep(nextPath);
    }),
  );

  if (checkEmail !== undefined) {
    return (
      <div className="wizard-check" role="status">
        <h2 id="check-title" tabIndex={-1} ref={(el) => el?.focus()}>
          {texts.checkTitle}
        </h2>
        <p>{texts.checkText.replace('{email}', checkEmail)}</p>
        <p>
          <a className="btn btn-primary" href="/">
            {texts.checkSignIn}
          </a>
        </p>
      </div>
    );
  }

  return (
    <FormProvider {...form}>
      <form className="wizard-form" noValidate onSubmit={submit} aria-labelledby="step-title">
        <div className="form-grid single">
          <TextField
            name="FullName"
            label={texts.name}
            autoComplete={wizard === 'corporate' ? 'organization' : 'name'}
            maxLength={150}
          />
          <TextField
            name="Email"
            label={texts.email}
            hint={texts.emailHint}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
          />
          <TextField
            name="Password"
            label={texts.password}
            hint={texts.policy}
            type={revealed ? 'text' : 'password'}
            autoComplete="new-password"
            maxLength={512}
            describedBy={`${passwordId}-advice`}
            onFocus={wantEstimator}
            after={
              <button
                type="button"
                className="reveal"
                aria-controls={passwordId}
                aria-pressed={revealed}
                aria-label={texts.showPassword}
                title={texts.showPassword}
                onClick={() => setRevealed((r) => !r)}
              >
                <Icon name={revealed ? 'eye-off' : 'eye'} />
              </button>
            }
          >
            <StrengthMeter
              id={passwordId}
              password={password}
              personal={[name, email]}
              texts={strength}
              estimator={estimator}
              unavailable={unavailable}
            />
          </TextField>
          <TextField
            name="ConfirmPassword"
            label={texts.confirmPassword}
            type={revealed ? 'text' : 'password'}
            autoComplete="new-password"
            maxLength={512}
            describedBy={matchState === 'match' ? `${fieldId('ConfirmPassword')}-match` : undefined}
          >
            {matchState === 'match' && (
              <p id={`${fieldId('ConfirmPassword')}-match`} className="field-hint confirm-match">
                <Icon name="check" size={16} />
                <span>{texts.match}</span>
              </p>
            )}
          </TextField>
          <CheckboxField name="Consent">
            {texts.consent.map((part) =>
              'text' in part ? (
                part.text
              ) : (
                <a
                  key={part.slot}
                  href={part.slot === 'terms' ? '/terms' : '/privacy'}
                  target="_blank"
                  rel="noopener"
                >
                  {part.slot === 'terms' ? texts.terms : texts.privacy}
                </a>
              ),
            )}
          </CheckboxField>
        </div>
        <p className="wizard-status" role="status">
          {preparing ? texts.preparing : ''}
        </p>
        <div className="wizard-actions">
          <SubmitButton
            busy={busy || preparing}
            idle={texts.submit}
            busyText={preparing ? texts.preparing : texts.submitting}
          />
        </div>
      </form>
    </FormProvider>
  );
}
