import type { Catalogue } from '@ezc/domain/i18n/index';
import type { BookingCalendarProps } from '../../islands/signing/BookingCalendar';
import type { SignAgreementProps } from '../../islands/signing/SignAgreement';
import type { Lang } from './time';

/**
 * What the signing pages hand their islands, in the page's language: the signature form's texts
 * with spec §8's notification titles, and the booking calendar's. Only the texts an island shows
 * travel with it.
 */

export function signProps(
  catalogue: Catalogue,
  parts: { consent: string; submit: string; doneText: string; failureTitle: string; afterHref?: string },
): Omit<SignAgreementProps, 'loanNo' | 'command'> {
  const n = catalogue.notify;
  return {
    texts: catalogue.signingPages.signature,
    consent: parts.consent,
    submit: parts.submit,
    working: catalogue.signingPages.common.working,
    doneTitle: n.loanApplicationSigned,
    doneText: parts.doneText,
    signingWarning: n.signingInProgress,
    failureTitle: parts.failureTitle,
    fetchSignatureFailed: n.fetchSignatureFailed,
    statusWords: catalogue.lending.loanStatus,
    ...(parts.afterHref ? { afterHref: parts.afterHref } : {}),
  };
}

export function calendarProps(
  catalogue: Catalogue,
  lang: Lang,
  parts: {
    today: string;
    now?: string;
    reschedule: boolean;
    attestorId?: string | undefined;
    afterHref?: string;
  },
): Omit<BookingCalendarProps, 'loanNo'> {
  const n = catalogue.notify;
  const S = catalogue.signingPages;
  return {
    reschedule: parts.reschedule,
    lang,
    today: parts.today,
    ...(parts.now ? { now: parts.now } : {}),
    ...(parts.attestorId ? { attestorId: parts.attestorId } : {}),
    texts: S.calendar,
    malaysiaTime: S.common.malaysiaTime,
    working: S.common.working,
    notifyTexts: {
      scheduling: n.schedulingSession,
      rescheduling: n.reschedulingSession,
      scheduleFailed: n.scheduleSigningSessionFailed,
      fetchFailed: n.fetchAttestorScheduleFailed,
    },
    ...(parts.afterHref ? { afterHref: parts.afterHref } : {}),
  };
}

/** The loan's signing page. */
export const signingHref = (loanNo: string) => `/loan/${encodeURIComponent(loanNo)}/signing`;
