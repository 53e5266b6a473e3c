import type { AppEnv, FileResponse } from '@ezc/platform';
import { actorOf, contextApp, defineRoute, jsonBody, platform, signedIn } from '@ezc/platform';
import { downloadAnswer } from '@ezc/platform/http/download';
import type { Context } from 'hono';
import * as z from 'zod';
import { customersPorts } from '../ports';
import { exportFormats, exportSubjectData } from '../use-cases/export-subject-data';

const tags = ['Customer (CRM) service'];
const ports = () => customersPorts(platform());

/**
 * Data-subject requests are answered by the data protection officer, an Admin: the export holds
 * the whole record (identity and bank numbers included), more than any other role reads at once.
 */
export const DATA_SUBJECT_REQUEST_ROLES = ['Admin'] as const;

const fileAnswer: FileResponse<'application/json' | 'application/pdf'> = {
  description: "The export: a JSON file, or a PDF in the caller's language",
  content: { 'application/json': {}, 'application/pdf': {} },
};
const format = z.enum(exportFormats);

const ownExport = defineRoute({
  method: 'post',
  path: '/customer/data-export/own',
  summary: 'PDPA data access: everything the product holds about the signed-in borrower, as JSON or PDF',
  description:
    "Profile, documents list (not the files), applications, loans with their schedule's summary, payments with receipt numbers, consents and sign-in history. Always the caller's own record; recorded in its history.",
  tags,
  access: signedIn({ kinds: ['customer'], roles: ['Borrower'] }),
  request: { body: jsonBody(z.object({ Format: format })) },
  responses: { 200: fileAnswer },
});
const requestExport = defineRoute({
  method: 'post',
  path: '/customer/data-export/request',
  summary: "PDPA data-subject request: a customer's data produced by staff, as JSON or PDF",
  description:
    "The same export a borrower gets, for the customer named; the request (who, when, the reference, the format) is recorded in the customer's history and the PDF names who produced it.",
  tags,
  access: signedIn({ kinds: ['staff'], roles: [...DATA_SUBJECT_REQUEST_ROLES] }),
  request: {
    body: jsonBody(
      z.object({
        CustomerId: z.string().trim().min(1).max(60),
        RequestRef: z
          .string()
          .trim()
          .max(60)
          .regex(/^[\w ./#-]*$/, 'RequestRef: use letters, digits, spaces and . / # - _ only.')
          .optional(),
        Format: format,
      }),
    ),
  },
  responses: { 200: fileAnswer },
});

const common = (c: Context<AppEnv>) => {
  const config = platform().config;
  return {
    principal: c.get('principal')!,
    actor: actorOf(c),
    lang: c.get('lang') ?? 'en',
    lender: { name: config.COMPANY_NAME, licenceNo: config.LENDING_LICENCE_NO },
  };
};

export const dataExportRoutes = contextApp()
  .openapi(ownExport, async (c) =>
    downloadAnswer(await exportSubjectData(ports(), { ...common(c), format: c.req.valid('json').Format })),
  )
  .openapi(requestExport, async (c) => {
    const { CustomerId, RequestRef, Format } = c.req.valid('json');
    return downloadAnswer(
      await exportSubjectData(ports(), {
        ...common(c),
        customerId: CustomerId,
        requestRef: RequestRef || undefined,
        format: Format,
      }),
    );
  });
