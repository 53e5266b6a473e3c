import {
  DomainError,
  decide,
  ekycMachine,
  type Language,
  maskPhone,
  normaliseMalaysianPhone,
  OTP_MAX_PER_HOUR,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  OTP_WINDOW_SECONDS,
  resendWaitSeconds,
  translate,
} from '@ezc/domain';
import { type Actor, ConditionFailedError, type Principal } from '@ezc/platform';
import type { Customer } from '../customers/customer';
import { type Person, personOf } from '../ekyc/person';
import { ekycRefusal } from '../ekyc/refusals';
import { ownerScope, phoneScope } from '../ekyc/sms-codes';
import type { CustomersPorts } from '../ports';

export interface SentCode {
  SentTo: string;
  ExpiresInSeconds: number;
  ResendAfterSeconds: number;
}

const resendTooSoon = (seconds: number) =>
  new DomainError(
    'rate-limited',
    'EKYC.RESEND_TOO_SOON',
    `A code was sent less than 3 minutes ago. You can request a new code in ${seconds} seconds.`,
    { seconds },
  );

const phoneRequired = () =>
  new DomainError(
    'validation',
    'EKYC.PHONE_REQUIRED',
    'PhoneNo: enter the mobile number to send the code to.',
  );

/** The mobile number in a customer's profile: their own, or a company's default contact person's. */
function profileMobile(c: Customer | undefined): string | undefined {
  const contact = c?.Personal?.ContactNo ?? c?.ContactPersons.find((p) => p.IsDefaultYN === 'Y')?.ContactNo;
  const n = contact ? normaliseMalaysianPhone(contact) : undefined;
  return n?.mobile ? n.e164 : undefined;
}

/**
 * `/2fa/SendSMSOTP`, eKYC step 2: a new 6-digit code by SMS to the number given, or else to the
 * profile's mobile number. A new code replaces the last one, but not within 3 minutes of it, and
 * at most 5 an hour go to one person or one phone. The SMS is in the person's language.
 */
export async function sendSmsOtp(
  deps: Pick<CustomersPorts, 'customers' | 'ekyc' | 'smsCodes' | 'smsCounters' | 'sms' | 'clock'>,
  input: { principal: Principal; actor: Actor; phoneNo?: string | undefined; lang: Language },
): Promise<SentCode> {
  const person: Person = personOf(input.principal);
  const before = await deps.ekyc.ofOwner(person);
  const stored = { status: before.value.Status, machineVersion: before.value.MachineVersion };
  // Refused before anything is counted or sent.
  decide(ekycMachine, stored, { type: 'SEND_CODE' }, ekycRefusal(before.value.Status, 'SEND_CODE'));

  const phoneNo =
    input.phoneNo ??
    (person.ObjectType === 'Customer'
      ? profileMobile((await deps.customers.load(person.ObjectId))?.value)
      : undefined);
  if (!phoneNo) throw phoneRequired();

  const nowMs = deps.clock.now().getTime();
  const wait = resendWaitSeconds((await deps.smsCodes.last(person))?.SentAtMs, nowMs);
  if (wait > 0) throw resendTooSoon(wait);

  const scopes = [ownerScope(person), phoneScope(phoneNo)];
  const nowSeconds = Math.floor(nowMs / 1000);
  const counted = await Promise.all(scopes.map((s) => deps.smsCounters.count(s, nowSeconds)));
  const uncount = () => Promise.all(scopes.map((s) => deps.smsCounters.uncount(s)));
  const over = counted.filter((c) => c.count > OTP_MAX_PER_HOUR);
  if (over.length > 0) {
    await uncount();
    const until = Math.max(...over.map((c) => c.windowStart + OTP_WINDOW_SECONDS));
    const minutes = Math.max(1, Math.ceil((until - nowSeconds) / 60));
    throw new DomainError(
      'rate-limited',
      'EKYC.TOO_MANY_CODES',
      `Too many codes were requested. Please try again in ${minutes} minutes.`,
      { minutes },
    );
  }

  const { code, write } = deps.smsCodes.issue(person, phoneNo, nowMs);
  const sentTo = maskPhone(phoneNo);
  try {
    await deps.ekyc.transition({
      before,
      event: { type: 'SEND_CODE' },
      refusal: ekycRefusal(before.value.Status, 'SEND_CODE'),
      set: { SentTo: sentTo },
      action: 'eKYC code sent by SMS',
      actor: input.actor,
      changes: { SentTo: sentTo },
      also: [write],
    });
  } catch (e) {
    await uncount();
    // Another request sent a code a moment ago.
    if (e instanceof ConditionFailedError) {
      throw resendTooSoon(
        resendWaitSeconds((await deps.smsCodes.last(person))?.SentAtMs, nowMs) || OTP_RESEND_SECONDS,
      );
    }
    throw e;
  }
  try {
    await deps.sms.send({
      to: phoneNo,
      body: translate(input.lang, 'ekycSms.code', { code, minutes: OTP_TTL_SECONDS / 60 }),
    });
  } catch (e) {
    // Not sent: the person may ask again at once.
    await Promise.all([deps.smsCodes.withdraw(person), uncount()]);
    throw e;
  }
  return { SentTo: sentTo, ExpiresInSeconds: OTP_TTL_SECONDS, ResendAfterSeconds: OTP_RESEND_SECONDS };
}
