import { type DocumentTitle, isDomainError, notFound } from '@ezc/domain';
import type { Actor, Principal } from '@ezc/platform';
import { customerFor } from '../customers/customer-access';
import { type MediaView, mediaView } from '../media/media';
import { recordMediaRead } from '../media/media-read';
import type { CustomersPorts } from '../ports';
import { signedUrlOf } from './media-download-url';

/** The documents `/customer-documents/get-*` answers, by the path's last part. */
export const customerDocumentCalls = {
  'get-latest-photo': 'Photo',
  'get-nric-front-photo': 'NRIC Front',
  'get-nric-back-photo': 'NRIC Back',
  'get-ssm-statutory-forms': 'SSM Statutory Forms',
} as const satisfies Record<string, DocumentTitle>;

const noFile = () => notFound('MEDIA.NO_FILE', 'No file found');

/**
 * `POST /customer-documents/get-*`: the latest file of one document of a customer's record, with
 * a short-lived link to it (spec §7: the latest row of each is kept). A borrower reads their own;
 * another customer's, like a missing one, is 'No file found'. Opening a sensitive one is recorded.
 */
export async function getCustomerDocument(
  deps: Pick<CustomersPorts, 'customers' | 'medias' | 'blobs' | 'clock' | 'audit'>,
  input: { principal: Principal; customerId?: string | undefined; title: DocumentTitle },
  actor: Actor,
): Promise<MediaView & { URL: string }> {
  const { principal } = input;
  if (principal.kind === 'customer' && input.customerId && input.customerId !== principal.customerId) {
    throw noFile();
  }
  const customer = await customerFor(deps.customers, principal, input.customerId).catch((e: unknown) => {
    throw isDomainError(e) && e.code === 'CUSTOMER.NOT_FOUND' ? noFile() : e;
  });
  const latest = await deps.medias.latestOf('Customer', customer.value.CustomerId, input.title);
  if (!latest) throw noFile();
  const { URL } = await signedUrlOf(deps, latest);
  await recordMediaRead(deps.audit, latest, actor);
  return { ...mediaView(latest), URL };
}
