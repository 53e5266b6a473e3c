import { videoNotFound } from '@ezc/domain';
import type { Principal } from '@ezc/platform';
import type { SigningPorts } from '../../ports';
import { DEFAULT_VIDEO, signingVideoEntity } from '../../videos/signing-video';
import { signedLoanFor } from '../signing/prepared-signing';

/**
 * The explanation video to watch: the loan's product's (a borrower asks by their loan), or a
 * product's (staff), else the default one; a link to it that expires.
 */
export async function findSigningVideo(
  deps: Pick<SigningPorts, 'store' | 'blobs' | 'loans'>,
  principal: Principal,
  input: { SKU?: string | undefined; LoanNo?: string | undefined },
) {
  const sku = input.LoanNo
    ? (await signedLoanFor(deps, principal, input.LoanNo)).Product.SKU
    : principal.kind === 'staff'
      ? input.SKU
      : undefined;
  const own = sku ? await deps.store.load(signingVideoEntity, sku) : undefined;
  const found = own ?? (await deps.store.load(signingVideoEntity, DEFAULT_VIDEO));
  if (!found) throw videoNotFound();
  const v = found.value;
  return {
    SKU: sku ?? DEFAULT_VIDEO,
    FileName: v.FileName,
    IsDefault: !own,
    UploadedAt: v.UploadedAt,
    Url: await deps.blobs.presignGet(v.BlobKey, { expiresInSeconds: 3600, fileName: v.FileName }),
  };
}
