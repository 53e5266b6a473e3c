import * as z from 'zod';
import { choice, optionalText, ruleIssue, text } from '../customers/field-rules';
import { conflict, DomainError, invalid, notFound } from '../errors';
import { recordStatuses } from '../lending/product';

/**
 * Appointment slots (spec §3 SlotGroup / SlotSession, §7 "Appointment slots"): an attestor's
 * weekly hours in which borrowers book live signing sessions. A slot group names the attestor; its
 * slot sessions are the weekday hours (Monday to Sunday, Malaysia time), which never overlap
 * within a group on the same day.
 */

/** What a slot group is for; signing is the only kind so far. */
export const slotGroupTypes = ['Signing'] as const;
export const slotGroupStatuses = recordStatuses;

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof weekdays)[number];

/** `SG-0001`: padded, so the groups read back in the order they were made. */
export const slotGroupIdOf = (seq: number) => `SG-${String(seq).padStart(4, '0')}`;
/** `SLS-000001`. */
export const slotSessionIdOf = (seq: number) => `SLS-${String(seq).padStart(6, '0')}`;

/**
 * The validation texts of the slot fields, English. A failing rule names its catalogue text in
 * `params.textKey` (as the customers' and lending rules do); the Malay twins live in the signing
 * server catalogue under `slotValidation`.
 */
export const slotRuleTexts = {
  weekday: 'Choose a day of the week, 1 (Monday) to 7 (Sunday).',
  time: 'Enter a time as HH:mm in 24-hour time, e.g. 09:30 or 14:00.',
  endAfterStart: 'The end time must be after the start time.',
} as const;
export type SlotRuleTextKey = keyof typeof slotRuleTexts;

export const slotIssue = (textKey: SlotRuleTextKey) => ({
  message: slotRuleTexts[textKey],
  params: { textKey: `slotValidation.${textKey}` },
});

const TIME = /^(\d{1,2}):(\d{2})$/;

/** Minutes after midnight of an 'HH:mm' time; NaN when it is not one. */
export function minutesOf(time: string): number {
  const m = TIME.exec(time);
  if (!m) return Number.NaN;
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  return hours <= 23 && minutes <= 59 ? hours * 60 + minutes : Number.NaN;
}

/** 'HH:mm' in 24-hour time; '9:05' is read as '09:05'. */
export const timeField = () =>
  z
    .string(slotIssue('time'))
    .trim()
    .refine((v) => Number.isFinite(minutesOf(v)), slotIssue('time'))
    .transform((v) => v.padStart(5, '0'))
    .meta({ description: "'HH:mm', 24-hour, Malaysia time", examples: ['10:00'] });

/**
 * A weekday number; a form's '3' is read as 3. One refinement rather than zod's number checks,
 * because zod keeps a rule's `params` (its catalogue key) on refinements only.
 */
export const weekdayField = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d\s*$/.test(v) ? Number(v) : v),
    z
      .custom<Weekday>(
        (v) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 7,
        slotIssue('weekday'),
      )
      .meta({ type: 'integer', minimum: 1, maximum: 7, description: 'ISO weekday: 1 = Monday … 7 = Sunday' }),
  );

/** An id the API hands out (SG-0001, SLS-000001, STF-0006): required, trimmed, upper-cased. */
const idField = () =>
  z
    .string(ruleIssue('required'))
    .trim()
    .min(1, ruleIssue('required'))
    .max(40, ruleIssue('tooLong', { max: 40 }))
    .transform((v) => v.toUpperCase());

const slotGroupFields = {
  Name: text(100),
  /** The record the group is kept for (a branch, a product line); free text, optional. */
  RelatedObjectId: optionalText(100),
  /** The attestor: an active staff user with the Attorney role (checked by the use case). */
  AttestatorId: text(40).transform((v) => v.toUpperCase()),
  Description: optionalText(500),
  Status: choice(slotGroupStatuses).default('Active'),
  Type: choice(slotGroupTypes).default('Signing'),
};

/** `/appointment-slot-groups/add`: the SlotGroupId is handed out. */
export const slotGroupInputSchema = z.object(slotGroupFields);
export type SlotGroupInput = z.infer<typeof slotGroupInputSchema>;

/** `/appointment-slot-groups/update`: the group the SlotGroupId names, all its fields. */
export const slotGroupUpdateSchema = z.object({ SlotGroupId: idField(), ...slotGroupFields });
export type SlotGroupUpdate = z.infer<typeof slotGroupUpdateSchema>;

export const slotGroupIdSchema = z.object({ SlotGroupId: idField() });
export const slotSessionIdSchema = z.object({ SlotSessionId: idField() });

const slotSessionFields = {
  SlotGroupId: idField(),
  Weekday: weekdayField(),
  StartTime: timeField(),
  EndTime: timeField(),
};

const endAfterStart = (s: { StartTime: string; EndTime: string }, ctx: z.RefinementCtx) => {
  if (minutesOf(s.EndTime) <= minutesOf(s.StartTime)) {
    ctx.addIssue({ code: 'custom', path: ['EndTime'], ...slotIssue('endAfterStart') });
  }
};

/** `/appointment-slot-sessions/add`: a weekday session of a group, ending after it starts. */
export const slotSessionInputSchema = z.object(slotSessionFields).superRefine(endAfterStart);
export type SlotSessionInput = z.infer<typeof slotSessionInputSchema>;

/** `/appointment-slot-sessions/update`. A session stays with its group. */
export const slotSessionUpdateSchema = z
  .object({ SlotSessionId: idField(), ...slotSessionFields })
  .superRefine(endAfterStart);
export type SlotSessionUpdate = z.infer<typeof slotSessionUpdateSchema>;

/** A weekday session's hours. */
export interface WeekdayHours {
  SlotSessionId?: string | undefined;
  Weekday: number;
  StartTime: string;
  EndTime: string;
}

/**
 * The first of `others` (the group's sessions) that `candidate` overlaps: same weekday, sharing
 * at least a minute. A session ending when another starts does not overlap it; the candidate's own
 * stored row (same SlotSessionId) is not "another".
 */
export function overlappingSession<T extends WeekdayHours>(
  candidate: WeekdayHours,
  others: readonly T[],
): T | undefined {
  const start = minutesOf(candidate.StartTime);
  const end = minutesOf(candidate.EndTime);
  return others.find(
    (o) =>
      o.Weekday === candidate.Weekday &&
      (candidate.SlotSessionId === undefined || o.SlotSessionId !== candidate.SlotSessionId) &&
      start < minutesOf(o.EndTime) &&
      minutesOf(o.StartTime) < end,
  );
}

/** Sessions in the week's order: Monday first, each day by its start. */
export const byWeekdayAndStart = (a: WeekdayHours, b: WeekdayHours): number =>
  a.Weekday - b.Weekday || minutesOf(a.StartTime) - minutesOf(b.StartTime);

// Refusals: texts in i18n/signing-server.ts (`apiErrors.<CODE with _>`), filled from the details.

const withDetails = (e: DomainError, details: Record<string, string | number>) =>
  new DomainError(e.kind, e.code, e.message, details);

export const slotGroupNotFound = () => notFound('SLOT.GROUP_NOT_FOUND', 'Slot group not found');
export const slotSessionNotFound = () => notFound('SLOT.SESSION_NOT_FOUND', 'Slot session not found');
export const slotGroupChanged = () =>
  conflict('SLOT.GROUP_CHANGED', 'The slot group was changed by someone else; reload it and try again.');
export const attestorNotEligible = (attestorId: string) =>
  withDetails(
    invalid(
      'SLOT.ATTESTOR_INVALID',
      `The attestor ${attestorId} is not an active staff user with the Attorney role.`,
    ),
    { attestorId },
  );
export const slotSessionOverlaps = (other: { StartTime: string; EndTime: string }) =>
  withDetails(
    conflict(
      'SLOT.SESSION_OVERLAPS',
      `This session overlaps the group's session from ${other.StartTime} to ${other.EndTime} on the same day.`,
    ),
    { start: other.StartTime, end: other.EndTime },
  );
