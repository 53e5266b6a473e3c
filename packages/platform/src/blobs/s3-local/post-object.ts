import { formBoundary, readUploadForm } from '../upload-form';
import { type BodyClaims, bodyClaims, checkClaims } from './body-claims';
import {
  checksumHeaders,
  objectHeadersFrom,
  sseFrom,
  sseResponseHeaders,
  userMetadataFrom,
} from './object-headers';
import type { ObjectHeaders, Sse } from './object-store';
import type { Operation } from './operation';
import {
  checkPolicy,
  type FormFields,
  formFields,
  type PolicyGrant,
  type SignedForm,
  signedForm,
  verifyPolicySignature,
} from './post-policy';
import type { RequestVerifier } from './request-signature';
import { MAX_KEY_BYTES } from './request-target';
import {
  entityTooLarge,
  entityTooSmall,
  invalidArgument,
  keyTooLong,
  malformedPostRequest,
  preconditionFailed,
  S3Error,
} from './s3-errors';
import { xmlDocument } from './s3-xml';

/**
 * POST Object: a browser's upload form (multipart/form-data, its fields, then the file last) to
 * the bucket's address. The fields are checked as soon as they have arrived, before a byte of the
 * file is read, and the file is read no further than the policy's size allows; what the form asks
 * of the object (its type, metadata, encryption, checksum) is applied as a PUT's headers would be.
 */
interface Admitted {
  /** The file's limit: the policy's, within the store's own. */
  maxBytes: number;
  signed: SignedForm;
  grant: PolicyGrant;
  write: FormWrite;
}

interface Refusal {
  error: S3Error;
  /** Set once the form is signed: its signature is checked before the refusal is told. */
  signed?: SignedForm;
}

interface FormWrite {
  headers: ObjectHeaders;
  metadata: Record<string, string>;
  sse: Sse;
  claims: BodyClaims;
  successStatus?: string;
  redirect?: string;
}

export async function postObject(
  op: Operation,
  verifier: RequestVerifier,
  accessKeyId: string,
): Promise<Response> {
  const { bucket } = op.req.target;
  const boundary = formBoundary(op.req.headers.get('content-type') ?? undefined);
  if (!boundary) throw preconditionFailed('Bucket POST must be of the enclosure-type multipart/form-data');
  const context = { bucket, region: op.settings.region, accessKeyId };
  const now = op.store.clock.now();

  const outcome = await readUploadForm<Admitted, Refusal>(op.body, boundary, (raw) => {
    let fields: FormFields;
    let signed: SignedForm;
    try {
      fields = formFields(raw);
      signed = signedForm(fields, context);
    } catch (e) {
      if (e instanceof S3Error) return { refuse: { error: e } };
      throw e;
    }
    try {
      const grant = checkPolicy(fields, signed, context, now);
      const write = formWrite(fields, op.settings.defaultKmsKeyId);
      checkKey(grant.key);
      const maxBytes = Math.min(grant.length?.max ?? Number.POSITIVE_INFINITY, op.settings.maxObjectBytes);
      return { maxBytes, signed, grant, write };
    } catch (e) {
      if (e instanceof S3Error) return { refuse: { error: e, signed } };
      throw e;
    }
  });

  const verify = (signed: SignedForm) => verifyPolicySignature(signed, verifier.signer, op.settings.region);
  switch (outcome.kind) {
    case 'malformed':
      throw malformedPostRequest();
    case 'refused':
      if (outcome.refusal.signed) await verify(outcome.refusal.signed);
      throw outcome.refusal.error;
    case 'too-large':
      await verify(outcome.admitted.signed);
      throw entityTooLarge(outcome.admitted.maxBytes);
  }
  const { signed, grant, write } = outcome.admitted;
  await verify(signed);
  if (grant.length && outcome.size < grant.length.min) throw entityTooSmall(grant.length.min, outcome.size);

  const object = await op.store.put({
    bucket,
    key: grant.key,
    headers: write.headers,
    metadata: write.metadata,
    sse: write.sse,
    checksumAlgorithm: write.claims.algorithm,
    body: outcome.file,
    maxBytes: op.settings.maxObjectBytes,
    verify: (digest) => checkClaims(write.claims, digest),
  });

  // The object's address, its key encoded whole ('/' too), as S3 writes it.
  const location = `http://${op.req.host}${op.req.target.rawPath.replace(/\/+$/, '')}/${encodeURIComponent(grant.key)}`;
  const headers: Record<string, string> = {
    ETag: object.etag,
    Location: location,
    'x-amz-version-id': object.versionId,
    ...sseResponseHeaders(object.sse),
    ...checksumHeaders(object),
  };
  const redirect =
    write.redirect !== undefined && /^https?:\/\//i.test(write.redirect) ? write.redirect : undefined;
  if (redirect !== undefined) {
    const query = new URLSearchParams({ bucket, key: grant.key, etag: object.etag }).toString();
    return new Response(null, {
      status: 303,
      headers: { ...headers, Location: `${redirect}${redirect.includes('?') ? '&' : '?'}${query}` },
    });
  }
  if (write.successStatus === '201') {
    const body = xmlDocument('PostResponse', [
      ['Location', location],
      ['Bucket', bucket],
      ['Key', grant.key],
      ['ETag', object.etag],
    ]);
    return new Response(body, { status: 201, headers: { ...headers, 'Content-Type': 'application/xml' } });
  }
  return new Response(null, { status: write.successStatus === '200' ? 200 : 204, headers });
}

/** What the form asks of the object, read as a PUT's headers are. */
function formWrite(fields: FormFields, defaultKmsKeyId: string): FormWrite {
  const get = (name: string) => fields.get(name)?.value;
  const successStatus = get('success_action_status');
  const redirect = get('success_action_redirect') ?? get('redirect');
  return {
    headers: objectHeadersFrom(get),
    metadata: userMetadataFrom([...fields.values()].map((f) => [f.name, f.value] as const)),
    sse: sseFrom(get, defaultKmsKeyId),
    claims: bodyClaims(get),
    ...(successStatus !== undefined ? { successStatus } : {}),
    ...(redirect !== undefined ? { redirect } : {}),
  };
}

function checkKey(key: string) {
  if (key === '') throw invalidArgument('User key must have a length greater than 0.', 'key');
  const bytes = Buffer.byteLength(key);
  if (bytes > MAX_KEY_BYTES) {
    throw keyTooLong(bytes, MAX_KEY_BYTES);
  }
}
