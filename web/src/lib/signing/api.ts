import { type ApiResult, apiFetch } from '../api-client';
import { clientIp } from '../lending/client';
import type { Answer } from '../server-api';

/**
 * The signing calls the screens make and the shapes they read (spec §7 Signing). Times are ISO
 * 8601 instants; the screens show them in Malaysia time. JSON calls go through the site's client
 * (session refresh, spec §8 notifications).
 *
 * The signing answers carry their object in `Data`, as the other contexts do; an answer that is
 * the object itself is read the same way, so a screen never shows an empty record for it.
 */

/** The object an answer carries: its `Data`, else the body itself. */
export function payloadOf<T>(body: unknown): T | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  return ('Data' in body ? (body as { Data: T }).Data : body) as T;
}

/** A server-side answer's object, when the call succeeded. */
export const answerData = <T>(a: Answer | undefined): T | undefined =>
  a && a.status >= 200 && a.status < 300 ? payloadOf<T>(a.body) : undefined;

interface CallOptions {
  /** spec §8: the notification title when the call fails. */
  readonly failureTitle: string;
  /** No notification: the screen shows the failure where it happened. */
  readonly quiet?: boolean;
}

function post<T>(path: string, body: unknown, options: CallOptions): Promise<ApiResult<T>> {
  return apiFetch<T>(`/api${path}`, {
    method: 'POST',
    body,
    failureTitle: options.failureTitle,
    ...(options.quiet ? { quiet: true } : {}),
    parse: (b) => payloadOf<T>(b) ?? ({} as T),
  });
}

export type SignedAs = 'Company' | 'Borrower' | 'Attestor';

export interface AgreementVersion {
  readonly Version: number;
  readonly MediaId: string;
  readonly Sha256: string;
  readonly PreviousSha256?: string;
  readonly SignedAs?: SignedAs;
  readonly SignerId?: string;
  readonly SignerName?: string;
  readonly SignedAt?: string;
  /** The address the server saw. */
  readonly Ip?: string;
  /** The address the browser reported, when it did. */
  readonly ReportedIp?: string;
  readonly CreatedAt?: string;
}

/** `/agreements/find-one`: a loan's signing record. */
export interface SigningRecord {
  readonly LoanNo: string;
  readonly CustomerId: string;
  readonly BorrowerName: string;
  readonly Status: string;
  readonly Mode?: 'Pre-recorded' | 'Live';
  readonly VideoWatchedAt?: string;
  readonly DisagreedAt?: string;
  readonly CompanySignerSignYN?: 'Y' | 'N';
  readonly BorrowerSignYN?: 'Y' | 'N';
  readonly AttestatorSignYN?: 'Y' | 'N';
  readonly AgreementMediaId?: string;
  readonly Versions: readonly AgreementVersion[];
  readonly SigningSessionId?: string;
  readonly AttestatorId?: string;
  readonly UpdatedAt?: string;
}

/** `/agreements/verify`. */
export interface Verification {
  readonly LoanNo: string;
  readonly Valid: boolean;
  readonly Versions: readonly { Version: number; Sha256: string; HashOk: boolean; ChainOk: boolean }[];
  readonly BrokenAt?: number;
  /** The files were erased under the retention policy. */
  readonly Erased?: boolean;
}

/** A signing session as the API answers it. */
export interface SigningSession {
  readonly SigningSessionId: string;
  readonly LoanNo: string;
  readonly CustomerId?: string;
  readonly AttestatorId: string;
  readonly AttestatorName?: string;
  readonly Name?: string;
  readonly Contact?: string;
  readonly Email?: string;
  readonly DateTimeRange: readonly [string, string] | readonly string[];
  readonly Status: string;
  readonly Step?: string;
  readonly NotJoined?: boolean;
  readonly BorrowerSignYN?: 'Y' | 'N';
  readonly AttestatorSignYN?: 'Y' | 'N';
}

export interface Attestor {
  readonly AttestatorId: string;
  readonly Name: string;
  readonly SlotGroupId?: string;
  readonly SlotGroupName?: string;
}

export type DayState = 'Available' | 'Not Available' | 'Today' | 'Off Day';

export interface Slot {
  readonly SlotSessionId: string;
  /** ISO instants. */
  readonly Start: string;
  readonly End: string;
  readonly Available: boolean;
}

export interface CalendarDay {
  /** YYYY-MM-DD in Malaysia. */
  readonly Date: string;
  readonly State: DayState;
  readonly Slots: readonly Slot[];
}

export interface MonthAvailability {
  readonly AttestatorId: string;
  readonly Month: string;
  readonly Days: readonly CalendarDay[];
}

/** `/signing-videos/find-one`. */
export interface SigningVideo {
  readonly SKU: string;
  readonly FileName: string;
  readonly UploadedAt?: string;
  /** A link to watch it, valid for a while. */
  readonly Url?: string;
  readonly IsDefault?: boolean;
}

/** The start and end of a session's range. */
export function sessionRange(s: Pick<SigningSession, 'DateTimeRange'>): { start: string; end: string } {
  return { start: s.DateTimeRange[0] ?? '', end: s.DateTimeRange[1] ?? s.DateTimeRange[0] ?? '' };
}

/** The answer to every signing command: the loan's new status. */
export interface SignedAnswer {
  readonly LoanNo: string;
  readonly Status: string;
}

/** How a signature is given: the saved one, or an image drawn or chosen now (a data URL). */
export type SignatureChoice = { readonly saved: true } | { readonly image: string };

const signatureFields = (choice: SignatureChoice) =>
  'saved' in choice ? { UseSavedSignature: true } : { SignatureFile: choice.image };

export type SigningCommand =
  | '/loans/sign-as-company'
  | '/loans/sign-without-live-session'
  | '/loans/sign-as-borrower'
  | '/loans/sign-as-attestator';

/**
 * Signs `loanNo` through `command`. The browser's address goes with it (spec §5: signing needs an
 * IP address); the server records the one it sees as well.
 */
export async function sign(
  command: SigningCommand,
  loanNo: string,
  choice: SignatureChoice,
  failureTitle: string,
): Promise<ApiResult<SignedAnswer>> {
  return post<SignedAnswer>(
    command,
    { LoanNo: loanNo, ...signatureFields(choice), IpAddress: await clientIp() },
    { failureTitle, quiet: true },
  );
}

export const attestors = (failureTitle: string) =>
  post<Attestor[]>('/signing-sessions/attestors', {}, { failureTitle, quiet: true });

export const availability = (attestatorId: string, month: string, failureTitle: string) =>
  post<MonthAvailability>(
    '/signing-sessions/available-sessions',
    { AttestatorId: attestatorId, Month: month },
    { failureTitle, quiet: true },
  );

export interface Booking {
  readonly LoanNo: string;
  readonly AttestatorId: string;
  readonly SlotSessionId: string;
  readonly Start: string;
}

export const book = (booking: Booking, reschedule: boolean, failureTitle: string) =>
  post<SigningSession>(
    reschedule ? '/loans/reschedule-signing-session' : '/loans/schedule-signing-session',
    booking,
    { failureTitle },
  );

export const videoWatched = (loanNo: string, failureTitle: string) =>
  post<{ LoanNo: string; Status: string; VideoWatchedAt?: string }>(
    '/loans/video-watched',
    { LoanNo: loanNo },
    { failureTitle },
  );

export const declinePreRecorded = (loanNo: string, remarks: string, failureTitle: string) =>
  post<unknown>(
    '/loans/decline-pre-recorded',
    { LoanNo: loanNo, ...(remarks ? { Remarks: remarks } : {}) },
    { failureTitle, quiet: true },
  );

/** `/signing-videos/upload`: where to post the file, straight to the store. */
export interface VideoUploadForm {
  readonly UploadKey: string;
  readonly Url: string;
  readonly Method: 'POST';
  readonly Fields: Readonly<Record<string, string>>;
}

export const requestVideoUpload = (sku: string, fileName: string, failureTitle: string) =>
  post<VideoUploadForm>(
    '/signing-videos/upload',
    { SKU: sku, FileName: fileName },
    { failureTitle, quiet: true },
  );

export const confirmVideoUpload = (sku: string, fileName: string, uploadKey: string, failureTitle: string) =>
  post<SigningVideo>(
    '/signing-videos/confirm',
    { SKU: sku, FileName: fileName, UploadKey: uploadKey },
    { failureTitle, quiet: true },
  );

export const findVideo = (sku: string, failureTitle: string) =>
  post<SigningVideo>('/signing-videos/find-one', { SKU: sku }, { failureTitle, quiet: true });
