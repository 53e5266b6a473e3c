import { documentChecklist } from '@ezc/domain';
import type { Principal } from '@ezc/platform';
import { customerFor } from '../customers/customer-access';
import type { CustomersPorts } from '../ports';

/** The Titles of the documents uploaded under a customer's record. */
export async function uploadedTitles(deps: Pick<CustomersPorts, 'medias'>, customerId: string) {
  return [...new Set((await deps.medias.listOf('Customer', customerId)).map((m) => m.Title))];
}

/**
 * `POST /customer-documents/checklist`: the documents spec §5 asks of the customer's account
 * type, required and optional, each with whether it is uploaded, and the required ones missing.
 */
export async function getDocumentChecklist(
  deps: Pick<CustomersPorts, 'customers' | 'medias'>,
  input: { principal: Principal; customerId?: string | undefined },
) {
  const customer = (await customerFor(deps.customers, input.principal, input.customerId)).value;
  const { Items, Missing } = documentChecklist(
    customer.AccountType,
    await uploadedTitles(deps, customer.CustomerId),
  );
  return { AccountType: customer.AccountType, Items, Missing };
}
