import { type DocumentRule, maxBytesOf } from '@ezc/domain';
import { type Actor, describeZodError, HttpProblem, type Principal } from '@ezc/platform';
import type { BlobBody } from '@ezc/platform/blobs/blob-body';
import { type MediaView, mediaView } from '../media/media';
import { usePresignedUpload } from '../media/refusals';
import { storeMediaFile } from '../media/store-media';
import { ruleOf, type UploadFields, uploadFieldsSchema, uploadTarget } from '../media/upload-target';
import type { CustomersPorts } from '../ports';

export interface UploadAdmission {
  fields: UploadFields;
  rule: DocumentRule;
  /** The file's limit: the document's (spec §5, 'Document must smaller than {n}MB!'). */
  maxBytes: number;
}

/**
 * `POST /medias/internal`, before the file is read: the form's fields parsed and the document's
 * limit, so the file is cut off there as it streams in. Videos are refused here: a request
 * through the API cannot carry one, so they go to the store with an upload link.
 */
export function admitUpload(raw: Record<string, string>): UploadAdmission | { refuse: Error } {
  const parsed = uploadFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    return { refuse: new HttpProblem(400, 'VALIDATION.INVALID_INPUT', describeZodError(parsed.error)) };
  }
  try {
    const { rule } = ruleOf(parsed.data.Title);
    if (rule.kind === 'video') return { refuse: usePresignedUpload() };
    return { fields: parsed.data, rule, maxBytes: maxBytesOf(rule) };
  } catch (e) {
    return { refuse: e as Error };
  }
}

/** `POST /medias/internal`: a file sent through the API, checked, stored and registered. */
export async function uploadMedia(
  deps: Pick<CustomersPorts, 'customers' | 'medias' | 'blobs' | 'clock' | 'ids' | 'audit'>,
  input: { principal: Principal; fields: UploadFields; file: BlobBody },
  actor: Actor,
): Promise<MediaView> {
  const target = await uploadTarget(deps, input.principal, input.fields);
  return mediaView(await storeMediaFile(deps, target, input.file, actor));
}
