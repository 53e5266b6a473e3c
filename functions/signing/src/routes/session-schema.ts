import { sessionSteps, signingSessionStatuses } from '@ezc/domain';
import { once } from '@ezc/platform';
import * as z from 'zod';

/** A live signing session as every signing-session answer shows it (built on first use). */
export const sessionSchema = once(() =>
  z
    .object({
      SigningSessionId: z.string(),
      LoanNo: z.string(),
      CustomerId: z.string(),
      ParticipantId: z.string(),
      AttestatorId: z.string(),
      AttestatorName: z.string(),
      Name: z.string().meta({ description: "The borrower's name" }),
      Contact: z.string().meta({ description: "The borrower's mobile number (E.164), or ''" }),
      Email: z.string(),
      // An array of two rather than a tuple: OpenAPI linters read tuples' `prefixItems` badly.
      DateTimeRange: z
        .array(z.string())
        .length(2)
        .meta({ description: '[start, end], ISO 8601 instants (UTC); shown in Malaysia time' }),
      SlotSessionId: z.string(),
      Status: z.enum(signingSessionStatuses),
      BorrowerSignYN: z.enum(['Y', 'N']),
      AttestatorSignYN: z.enum(['Y', 'N']),
      CompanySignerSignYN: z.enum(['Y', 'N']),
      RecordingMediaId: z.string().optional(),
      BorrowerJoinedAt: z.string().optional(),
      AttestatorJoinedAt: z.string().optional(),
      StartedAt: z.string().optional(),
      EndedAt: z.string().optional(),
      CreatedAt: z.string(),
      UpdatedAt: z.string(),
      Step: z.enum([...new Set(sessionSteps)] as [string, ...string[]]),
      LoanSigningSessions: z.array(
        z.object({ LoanNo: z.string(), Status: z.string(), RecordingMediaId: z.string().optional() }),
      ),
    })
    .meta({ id: 'SigningSession', description: 'A live signing session between a borrower and an attestor' }),
);
