import {
  availabilityStates,
  DEFAULT_ROWS,
  MAX_ROWS,
  optionalText,
  pagingSchema,
  signingSessionStatuses,
} from '@ezc/domain';
import { contextApp, defineRoute, lazyJsonBody, lazyJsonResponse, signedIn } from '@ezc/platform';
import * as z from 'zod';
import { findAttestedLoans } from '../use-cases/booking/find-attested-loans';
import { findAvailableSessions } from '../use-cases/booking/find-available-sessions';
import { findSigningSessions } from '../use-cases/booking/find-signing-sessions';
import { getLoanSigningSessions } from '../use-cases/booking/get-loan-signing-sessions';
import { listAttestors } from '../use-cases/booking/list-attestors';
import { rescheduleSigningSession } from '../use-cases/booking/reschedule-signing-session';
import { scheduleSigningSession } from '../use-cases/booking/schedule-signing-session';
import { loanNoField, ports, who } from './route-parts';
import { sessionSchema } from './session-schema';

const tags = ['Signing'];

/** spec §9: all signing sessions (staff) 999 rows a page; a borrower's own 20. */
const STAFF_SESSION_ROWS = 999;

/** Borrowers book their own loans' sessions. */
const borrower = signedIn({ kinds: ['customer'], roles: ['Borrower'] });
/** The calendars: borrowers who book, and staff who follow signing sessions. */
const calendarReaders = signedIn({
  kinds: ['customer', 'staff'],
  roles: ['Borrower'],
  privileges: ['Loan - Retrieve Signing Sessions'],
});
/** A loan's sessions: its borrower, or staff who may see loans or follow signing sessions. */
const loanReaders = signedIn({
  kinds: ['customer', 'staff'],
  roles: ['Borrower', 'Attorney'],
  privileges: ['Loan - View Details', 'Signer - Company', 'Loan - Retrieve Signing Sessions'],
});

const bookingIssue = (key: 'month' | 'start' | 'dateRange', message: string) => ({
  message,
  params: { textKey: `bookingValidation.${key}` },
});
const idField = (max = 40) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .transform((v) => v.toUpperCase());
// Refinements, not zod's format checks: zod keeps an issue's `params` (its catalogue key) on
// refinements only.
const monthField = () =>
  z
    .string()
    .trim()
    .refine((v) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v), bookingIssue('month', 'Enter a month as YYYY-MM.'))
    .meta({ description: 'YYYY-MM; this month in Malaysia when left out' });
const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const dateText = /^(\d{4})-(\d{2})-(\d{2})$/;
const isDate = (v: string) => {
  const m = dateText.exec(v);
  if (!m) return false;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).toISOString().slice(0, 10) === v;
};

/**
 * An ISO 8601 timestamp whose date and time of day are real ones. Date.parse alone rolls an
 * impossible day or hour over (2026-02-30 reads as 2 March, T24:00 as the next midnight), which
 * would book a slot the caller never named.
 */
const isInstant = (v: string) =>
  instant.test(v) && isDate(v.slice(0, 10)) && Number(v.slice(11, 13)) <= 23 && !Number.isNaN(Date.parse(v));

const slotChoice = lazyJsonBody(() =>
  z.object({
    LoanNo: loanNoField,
    AttestatorId: idField(),
    SlotSessionId: idField(),
    Start: z
      .string()
      .trim()
      .refine(
        isInstant,
        bookingIssue(
          'start',
          'Enter the slot start as an ISO 8601 timestamp with an offset, e.g. 2026-12-14T10:00:00+08:00.',
        ),
      )
      .meta({ description: "The slot's start (an available slot's Start from available-sessions)" }),
  }),
);

const sessionRow = () =>
  sessionSchema()
    .extend({
      NotJoined: z.boolean().meta({
        description: 'Waiting to start, due within 15 minutes (or late), and the borrower has not joined',
      }),
    })
    .meta({ id: 'SigningSessionRow', description: 'A signing session in a listing' });

const attestorsRoute = defineRoute({
  method: 'post',
  path: '/signing-sessions/attestors',
  summary: "The attestors' calendars a borrower may book from: each Active slot group and its attestor",
  tags,
  access: calendarReaders,
  request: { body: lazyJsonBody(() => z.object({})) },
  responses: {
    200: lazyJsonResponse(
      () =>
        z.object({
          Data: z.array(
            z.object({
              AttestatorId: z.string(),
              Name: z.string(),
              SlotGroupId: z.string(),
              SlotGroupName: z.string(),
            }),
          ),
          Count: z.number(),
        }),
      'The attestors',
    ),
  },
});

const availableRoute = defineRoute({
  method: 'post',
  path: '/signing-sessions/available-sessions',
  summary: "An attestor's calendar of a month: each day available, not available, today or an off day",
  description:
    "Days and times are Malaysian (UTC+8). A slot is Available when it has not begun and nobody has booked it. 'Today' marks today whatever its slots; 'Off Day' a day without sessions; 'Not Available' a day whose slots are all past or booked.",
  tags,
  access: calendarReaders,
  request: {
    body: lazyJsonBody(() => z.object({ AttestatorId: idField(), Month: monthField().optional() })),
  },
  responses: {
    200: lazyJsonResponse(
      () =>
        z.object({
          Data: z.object({
            AttestatorId: z.string(),
            Month: z.string(),
            Days: z.array(
              z.object({
                Date: z.string(),
                State: z.enum(availabilityStates),
                Slots: z.array(
                  z.object({
                    SlotSessionId: z.string(),
                    Start: z.string(),
                    End: z.string(),
                    Available: z.boolean(),
                  }),
                ),
              }),
            ),
          }),
        }),
      'The calendar',
    ),
  },
});

const scheduleRoute = defineRoute({
  method: 'post',
  path: '/loans/schedule-signing-session',
  summary:
    "The borrower books a slot for the live signing of their loan: a session 'Pending Start'; the loan 'Pending Signing Borrower'",
  description:
    "Refusals: the slot was just booked by someone else (409 SESSION.SLOT_TAKEN), it is not one of the attestor's open slots or has begun (422 SESSION.SLOT_UNAVAILABLE), the loan already has a session booked (422 SESSION.ALREADY_BOOKED: reschedule it), the loan cannot be booked in its status (422 SIGNING.NOT_ALLOWED) or is ending (422 SIGNING.LOAN_ENDING). Reminders go by e-mail and SMS 1 day, 2 hours and 30 minutes before the start.",
  tags,
  access: borrower,
  request: { body: slotChoice },
  responses: { 200: lazyJsonResponse(() => z.object({ Data: sessionSchema() }), 'The booked session') },
});

const rescheduleRoute = defineRoute({
  method: 'post',
  path: '/loans/reschedule-signing-session',
  summary: "The borrower moves their loan's booked session to another slot (the same SigningSessionId)",
  description:
    "Only a session 'Pending Start' (422 SESSION.NOT_ALLOWED), and at least 24 hours before it starts (422 SESSION.TOO_LATE_TO_RESCHEDULE). The old slot is freed; the new one is refused like a booking's. The reminders follow the session.",
  tags,
  access: borrower,
  request: { body: slotChoice },
  responses: { 200: lazyJsonResponse(() => z.object({ Data: sessionSchema() }), 'The moved session') },
});

const findAllRoute = defineRoute({
  method: 'post',
  path: '/signing-sessions/find-all',
  summary:
    "Signing sessions, latest start first: every one for staff with 'Loan - Retrieve Signing Sessions', a borrower's own",
  description:
    "Rows defaults to 999 for staff and 20 for a borrower. LoanNo is a beginning (default 'EZC'); DateTimeRange [from, to] are Malaysian dates, both included, left out when empty; Status 'All' is no filter; Name and Contact match a part.",
  tags,
  access: calendarReaders,
  request: {
    body: lazyJsonBody(() =>
      z
        .object({
          Rows: z.coerce.number().int().min(1).max(MAX_ROWS).optional(),
          Page: z.coerce.number().int().min(1).default(1),
          LoanNo: z.string().trim().max(40).optional(),
          DateTimeRange: z
            .array(z.string().trim())
            .max(2)
            .nullable()
            .optional()
            .transform((v) => (v ?? []).filter((d) => d !== ''))
            .refine((v) => v.every(isDate), {
              message: 'Enter a date as YYYY-MM-DD.',
              params: { textKey: 'lendingValidation.date' },
            })
            .transform((v): [string, string] | undefined =>
              v.length === 0 ? undefined : [v[0] as string, (v[1] ?? v[0]) as string],
            )
            .refine((v) => !v || v[0] <= v[1], {
              ...bookingIssue(
                'dateRange',
                'DateTimeRange is [from, to]: the first date must not be after the second.',
              ),
            })
            .meta({ description: '[from, to], YYYY-MM-DD in Malaysia' }),
          // Typed into the search form: text inputs, which may not hold the characters of spec §5.
          Name: optionalText(200),
          Contact: optionalText(40),
          Status: z.enum([...signingSessionStatuses, 'All']).optional(),
          ParticipantId: z.string().trim().max(60).optional(),
        })
        .meta({ id: 'SigningSessionSearch' }),
    ),
  },
  responses: {
    200: lazyJsonResponse(
      () => z.object({ Data: z.array(sessionRow()), Count: z.number() }),
      'One page of sessions, and how many match',
    ),
  },
});

const loanSessionsRoute = defineRoute({
  method: 'post',
  path: '/loans/get-signing-sessions',
  summary: "A loan's live signing sessions, earliest first ('Loan not found' for another borrower's)",
  tags,
  access: loanReaders,
  request: { body: lazyJsonBody(() => z.object({ LoanNo: loanNoField })) },
  responses: {
    200: lazyJsonResponse(
      () => z.object({ Data: z.array(sessionRow()), Count: z.number() }),
      "The loan's sessions",
    ),
  },
});

/** An attestor's own: the Attorney role. */
const attestor = signedIn({ kinds: ['staff'], roles: ['Attorney'] });

const attestedLoansRoute = defineRoute({
  method: 'post',
  path: '/signing-sessions/my-loans',
  summary:
    "An Attorney's Loan Listing: the loans of their own signing sessions, one row per loan with its latest session, latest first",
  description:
    "Each row has the loan's current status, borrower, product and amount, and its latest session with the caller. LoanNo is a beginning ('All' or empty is no filter).",
  tags,
  access: attestor,
  request: {
    body: lazyJsonBody(() =>
      pagingSchema()
        .extend({ LoanNo: z.string().trim().max(40).optional() })
        .meta({ id: 'AttestedLoanSearch' }),
    ),
  },
  responses: {
    200: lazyJsonResponse(
      () =>
        z.object({
          Data: z.array(
            z
              .object({
                LoanNo: z.string(),
                BorrowerName: z.string(),
                ProductName: z.string().optional(),
                Amount: z.number().optional().meta({ description: 'RM' }),
                Status: z.string().optional().meta({ description: "The loan's status now" }),
                SigningSessionId: z.string(),
                SessionStatus: z.enum(signingSessionStatuses),
                DateTimeRange: z.array(z.string()),
              })
              .meta({ id: 'AttestedLoanRow' }),
          ),
          Count: z.number(),
        }),
      'One page of the loans, and how many there are',
    ),
  },
});

export const bookingRoutes = contextApp()
  .openapi(attestorsRoute, async (c) => c.json(await listAttestors(ports()), 200))
  .openapi(availableRoute, async (c) =>
    c.json({ Data: await findAvailableSessions(ports(), c.req.valid('json')) }, 200),
  )
  .openapi(scheduleRoute, async (c) =>
    c.json({ Data: await scheduleSigningSession(ports(), who(c), c.req.valid('json')) }, 200),
  )
  .openapi(rescheduleRoute, async (c) =>
    c.json({ Data: await rescheduleSigningSession(ports(), who(c), c.req.valid('json')) }, 200),
  )
  .openapi(findAllRoute, async (c) => {
    const { Rows, ...search } = c.req.valid('json');
    const principal = c.get('principal')!;
    const rows = Rows ?? (principal.kind === 'customer' ? DEFAULT_ROWS : STAFF_SESSION_ROWS);
    return c.json(await findSigningSessions(ports(), { principal }, { ...search, Rows: rows }), 200);
  })
  .openapi(loanSessionsRoute, async (c) =>
    c.json(
      await getLoanSigningSessions(ports(), { principal: c.get('principal')! }, c.req.valid('json')),
      200,
    ),
  )
  .openapi(attestedLoansRoute, async (c) =>
    c.json(await findAttestedLoans(ports(), { principal: c.get('principal')! }, c.req.valid('json')), 200),
  );
