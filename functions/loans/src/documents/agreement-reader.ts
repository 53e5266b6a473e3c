import { platformKeys, type Table } from '@ezc/platform';
import * as z from 'zod';

/**
 * A loan agreement's versions as the loans context sees them: read (never written) from the
 * signing context's record of the loan's signing, leniently and only what opening one needs, so
 * the signing context may add to its record freely.
 */
const signingVersionsSchema = z.object({
  Versions: z.array(
    z.object({
      Version: z.number().int(),
      MediaId: z.string(),
      /** Where the version's PDF lies in the document store. */
      BlobKey: z.string(),
      CreatedAt: z.string(),
    }),
  ),
});
export type AgreementVersionRef = z.infer<typeof signingVersionsSchema>['Versions'][number];

export interface AgreementReader {
  /** The version of the loan's agreement a MediaId names, if the loan's signing has it. */
  version(loanNo: string, mediaId: string): Promise<AgreementVersionRef | undefined>;
}

export const agreementReader = (table: Table): AgreementReader => ({
  async version(loanNo, mediaId) {
    const parsed = signingVersionsSchema.safeParse(await table.get(platformKeys.signing(loanNo)));
    return parsed.success ? parsed.data.Versions.find((v) => v.MediaId === mediaId) : undefined;
  },
});
