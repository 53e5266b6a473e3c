import { formatRM, type Language, type ListItem, type ListName } from '@ezc/domain';
import type { Actor, Principal } from '@ezc/platform';
import { findCommonList } from '../common-lists-repository';
import { customerFor } from '../customers/customer-access';
import { type SubjectData, subjectExport } from '../data-export/export-content';
import { loadExportPdf } from '../data-export/pdf-engine-loader';
import type { CustomersPorts } from '../ports';

export const exportFormats = ['json', 'pdf'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export interface ExportFile {
  body: Uint8Array;
  contentType: string;
  fileName: string;
}

/**
 * PDPA data access (`/customer/data-export/*`): everything the product holds about a customer —
 * profile, documents list, applications, loans, payments, consents, sign-in history — as JSON or
 * a PDF in the caller's language. A borrower gets only their own (they name no record); staff
 * name the customer of a data-subject request. Every export is recorded in the customer's
 * history with who made it, the format and the request's reference.
 */
export async function exportSubjectData(
  deps: Pick<CustomersPorts, 'customers' | 'medias' | 'subjectRecords' | 'audit' | 'clock' | 'table'>,
  input: {
    principal: Principal;
    actor: Actor;
    customerId?: string | undefined;
    requestRef?: string | undefined;
    format: ExportFormat;
    lang: Language;
    lender: { name: string; licenceNo: string };
  },
): Promise<ExportFile> {
  const { principal } = input;
  const customer = (await customerFor(deps.customers, principal, input.customerId)).value;
  const records = deps.subjectRecords;
  const [documents, applications, loans, payments, consents, signIns] = await Promise.all([
    deps.medias.listOf('Customer', customer.CustomerId),
    records.applicationsOf(customer.CustomerId),
    records.loansOf(customer.CustomerId),
    records.paymentsOf(customer.CustomerId),
    records.consentsOf(customer.AccountId),
    records.signInsOf(customer.AccountId, customer.Email),
  ]);
  const lists = input.format === 'pdf' ? await namedLists(deps.table) : undefined;
  const producedAt = deps.clock.now().toISOString();
  const staff = principal.kind !== 'customer';
  const data: SubjectData = {
    customer,
    documents,
    applications,
    loans,
    payments,
    consents,
    signIns,
    producedAt,
    producedBy: staff ? { kind: 'staff', name: input.actor.name ?? principal.id } : { kind: 'customer' },
    requestRef: staff ? input.requestRef : undefined,
    lender: input.lender,
    ...(lists ? { lists } : {}),
  };

  const day = producedAt.slice(0, 10);
  const base = `personal-data-${customer.CustomerId}-${day}`;
  const file: ExportFile =
    input.format === 'pdf'
      ? {
          body: await (await loadExportPdf()).makeExportPdf(data, input.lang, formatRM),
          contentType: 'application/pdf',
          fileName: `${base}.pdf`,
        }
      : {
          body: new TextEncoder().encode(JSON.stringify(subjectExport(data), null, 2)),
          contentType: 'application/json; charset=utf-8',
          fileName: `${base}.json`,
        };

  await deps.audit.record({
    objectType: 'Customer',
    objectId: customer.CustomerId,
    action: staff
      ? 'Personal data exported for a data-subject request'
      : 'Personal data exported by the customer',
    actor: input.actor,
    remarks: [
      `Format: ${input.format.toUpperCase()}`,
      ...(staff ? [`Request reference: ${input.requestRef || 'none'}`] : []),
    ].join('; '),
  });
  return file;
}

/** The lists whose codes a customer record keeps: the PDF names them in the reader's language. */
const LABELLED: readonly ListName[] = [
  'Nationality',
  'Malaysian State',
  'Country',
  'Bank',
  'Bank Account Type',
  'Business Nature',
];

async function namedLists(table: CustomersPorts['table']) {
  const found = await Promise.all(
    LABELLED.map(async (name) => [name, await findCommonList(table, name)] as const),
  );
  const lists: Partial<Record<ListName, readonly ListItem[]>> = {};
  for (const [name, items] of found) if (items) lists[name] = items;
  return lists;
}
