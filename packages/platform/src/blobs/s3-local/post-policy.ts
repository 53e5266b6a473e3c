import type { SignatureV4 } from '@smithy/signature-v4';
import { parseAmzDate, parseCredential, sameSignature } from './request-signature';
import {
  accessDenied,
  invalidAccessKeyId,
  invalidArgument,
  invalidRequest,
  invalidToken,
  malformedPostRequest,
  S3Error,
  signatureDoesNotMatch,
} from './s3-errors';

/**
 * A browser upload form (POST Object) checked as S3 checks it:
 *
 * 1. the form's shape: a key, and the SigV4 fields (x-amz-algorithm, -credential, -date,
 *    -signature, policy), the credential of the local key in the local region;
 * 2. the policy's signature: the hex HMAC-SHA256 of the base64 policy, as sent, under the SigV4
 *    signing key of the credential's day, region and service (AWS's signer computes it);
 * 3. the policy: well-formed, unexpired, every condition met by the form (exact values,
 *    `starts-with`, the bucket, the file's size range), and every field of the form named by a
 *    condition, but x-amz-signature, policy, file and x-ignore-* ones.
 *
 * Field names are compared whatever their case, values exactly. A form failing 3 is reported only
 * once 2 has passed, so a form whose policy was altered is answered SignatureDoesNotMatch, as S3
 * answers it.
 */
export interface FormField {
  /** The name as sent. */
  name: string;
  value: string;
}

/** The form's fields by lowercase name. */
export type FormFields = ReadonlyMap<string, FormField>;

export interface SignedForm {
  accessKeyId: string;
  /** The base64 policy as sent: what was signed. */
  policy: string;
  signature: string;
  /** The credential's day, yyyymmdd. */
  day: string;
}

export interface PolicyGrant {
  key: string;
  /** The file's size bounds, inclusive, when the policy sets them. */
  length?: { min: number; max: number };
}

export interface FormContext {
  bucket: string;
  region: string;
  accessKeyId: string;
}

/** Fields the policy need not name. */
const EXEMPT = new Set(['x-amz-signature', 'policy', 'file']);

/** The fields as a map by lowercase name; a name given twice (in any case) makes no sense of a form. */
export function formFields(fields: Record<string, string>): FormFields {
  const map = new Map<string, FormField>();
  for (const [name, value] of Object.entries(fields)) {
    const lower = name.toLowerCase();
    if (map.has(lower)) {
      throw malformedPostRequest();
    }
    map.set(lower, { name, value });
  }
  return map;
}

const missingField = (name: string) =>
  invalidArgument(
    `Bucket POST must contain a field named '${name}'.  If it is specified, please check the order of the fields.`,
    name,
  );

/** Step 1: the form carries a key and a SigV4 signature by the local key, in the local region. */
export function signedForm(fields: FormFields, ctx: FormContext): SignedForm {
  const get = (name: string) => fields.get(name)?.value;
  if (get('key') === undefined) throw missingField('key');
  const sigV4 = ['x-amz-signature', 'x-amz-credential', 'x-amz-algorithm', 'x-amz-date'].some(
    (n) => get(n) !== undefined,
  );
  if (!sigV4 && (get('awsaccesskeyid') !== undefined || get('signature') !== undefined)) {
    throw invalidRequest(
      'The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256.',
    );
  }
  // Anonymous: only a bucket open to the public takes it, and the local buckets are private.
  if (!sigV4 && get('policy') === undefined) throw accessDenied();
  const algorithm = get('x-amz-algorithm');
  if (algorithm === undefined) throw missingField('X-Amz-Algorithm');
  if (algorithm !== 'AWS4-HMAC-SHA256') {
    throw invalidArgument('X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"', 'X-Amz-Algorithm', algorithm);
  }
  const credentialText = get('x-amz-credential');
  if (credentialText === undefined) throw missingField('X-Amz-Credential');
  const amzDate = get('x-amz-date');
  if (amzDate === undefined) throw missingField('X-Amz-Date');
  const signature = get('x-amz-signature');
  if (signature === undefined) throw missingField('X-Amz-Signature');
  const policy = get('policy');
  if (policy === undefined) throw missingField('Policy');
  if (get('x-amz-security-token') !== undefined) {
    throw invalidToken();
  }
  const credential = parseCredential(credentialText);
  if (credential === 'malformed') {
    throw invalidArgument(
      'the Credential is mal-formed; expecting "<YOUR-AKID>/YYYYMMDD/REGION/SERVICE/aws4_request".',
      'X-Amz-Credential',
      credentialText,
    );
  }
  if (credential.accessKeyId !== ctx.accessKeyId) throw invalidAccessKeyId(credential.accessKeyId);
  if (credential.region !== ctx.region) {
    throw new S3Error(
      'InvalidArgument',
      400,
      `the region '${credential.region}' is wrong; expecting '${ctx.region}'`,
      [
        ['ArgumentName', 'X-Amz-Credential'],
        ['ArgumentValue', credentialText],
        ['Region', ctx.region],
      ],
    );
  }
  if (credential.service !== 's3') {
    throw invalidArgument(
      `incorrect service '${credential.service}'. This endpoint belongs to 's3'.`,
      'X-Amz-Credential',
      credentialText,
    );
  }
  if (!parseAmzDate(amzDate)) {
    throw invalidArgument('X-Amz-Date must be formated via ISO8601 Long format', 'X-Amz-Date', amzDate);
  }
  return { accessKeyId: credential.accessKeyId, policy, signature, day: credential.date };
}

/** Step 2: the policy is the one signed with the local secret for that day and region. */
export async function verifyPolicySignature(
  form: SignedForm,
  signer: SignatureV4,
  region: string,
): Promise<void> {
  const day = new Date(
    Date.UTC(Number(form.day.slice(0, 4)), Number(form.day.slice(4, 6)) - 1, Number(form.day.slice(6, 8))),
  );
  const expected = await signer.sign(form.policy, {
    signingDate: day,
    signingRegion: region,
    signingService: 's3',
  });
  if (!sameSignature(expected, form.signature)) {
    throw signatureDoesNotMatch(form.accessKeyId, form.signature, form.policy);
  }
}

type Condition =
  | { op: 'eq' | 'starts-with'; field: string; value: string; shown: unknown[] }
  | { op: 'content-length-range'; min: number | undefined; max: number | undefined; shown: unknown[] };

const invalidPolicy = (reason: string) =>
  new S3Error('InvalidPolicyDocument', 400, `Invalid Policy: ${reason}`);

const policyDenied = (reason: string) => accessDenied(`Invalid according to Policy: ${reason}`);

/** Step 3: the policy allows this form, now. */
export function checkPolicy(fields: FormFields, form: SignedForm, ctx: FormContext, now: Date): PolicyGrant {
  const document = decodePolicy(form.policy);
  const expiration = document.expiration;
  if (expiration === undefined) throw invalidPolicy('Policy missing expiration.');
  if (
    typeof expiration !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(expiration)
  ) {
    throw invalidPolicy(`Invalid 'expiration' value: '${String(expiration)}'`);
  }
  const expires = Date.parse(expiration);
  if (Number.isNaN(expires)) throw invalidPolicy(`Invalid 'expiration' value: '${expiration}'`);
  if (document.conditions === undefined) throw invalidPolicy('Policy missing conditions.');
  if (!Array.isArray(document.conditions)) throw invalidPolicy("Invalid 'conditions' value: must be a List.");
  const conditions = document.conditions.map(parseCondition);
  if (now.getTime() > expires) throw policyDenied('Policy expired.');

  const fieldValue = (field: string) => (field === 'bucket' ? ctx.bucket : fields.get(field)?.value);
  let length: { min: number; max: number } | undefined;
  for (const condition of conditions) {
    const failed = () => policyDenied(`Policy Condition failed: ${showCondition(condition.shown)}`);
    if (condition.op === 'content-length-range') {
      if (condition.min === undefined || condition.max === undefined) throw failed();
      length = {
        min: Math.max(length?.min ?? 0, condition.min),
        max: Math.min(length?.max ?? Number.MAX_SAFE_INTEGER, condition.max),
      };
      continue;
    }
    const value = fieldValue(condition.field);
    if (value === undefined) throw failed();
    const holds =
      condition.op === 'eq'
        ? value === condition.value
        : condition.field === 'content-type'
          ? // A list of content types passes when each of them starts as required.
            value.split(',').every((part) => part.trim().startsWith(condition.value))
          : value.startsWith(condition.value);
    if (!holds) throw failed();
  }

  const named = new Set(conditions.flatMap((c) => (c.op === 'content-length-range' ? [] : [c.field])));
  const extra = [...fields.entries()].filter(
    ([lower]) => !EXEMPT.has(lower) && !lower.startsWith('x-ignore-') && !named.has(lower),
  );
  if (extra.length > 0) throw policyDenied(`Extra input fields: ${extra.map(([, f]) => f.name).join(', ')}`);
  return { key: fields.get('key')?.value ?? '', ...(length ? { length } : {}) };
}

function decodePolicy(policy: string): { expiration?: unknown; conditions?: unknown } {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(policy)) throw invalidPolicy('invalid Base64 encoding.');
  let document: unknown;
  try {
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
  } catch {
    throw invalidPolicy('Invalid JSON.');
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document))
    throw invalidPolicy('Invalid JSON.');
  for (const name of Object.keys(document)) {
    if (name !== 'expiration' && name !== 'conditions')
      throw invalidPolicy(`Unexpected: '${name.toLowerCase()}'`);
  }
  return document;
}

function parseCondition(raw: unknown): Condition {
  if (Array.isArray(raw)) {
    const [op, ...args] = raw as unknown[];
    if (typeof op !== 'string') throw invalidPolicy('Invalid Condition: missing operation identifier.');
    const operation = op.toLowerCase();
    if (operation !== 'eq' && operation !== 'starts-with' && operation !== 'content-length-range') {
      throw invalidPolicy(`Invalid Condition: unknown operation '${op}'.`);
    }
    if (args.length !== 2) throw invalidPolicy(`Invalid ${op}: wrong number of arguments.`);
    if (operation === 'content-length-range') {
      const bound = (v: unknown): number | undefined => {
        if (typeof v === 'number' && !Number.isInteger(v)) throw invalidPolicy('Invalid JSON.');
        const n =
          typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : Number.NaN;
        return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
      };
      return { op: operation, min: bound(args[0]), max: bound(args[1]), shown: raw as unknown[] };
    }
    const [field, value] = args;
    if (typeof field !== 'string' || typeof value !== 'string') throw invalidPolicy('Invalid JSON.');
    // A field not written as `$name` names nothing in the form, so the condition cannot hold.
    return {
      op: operation,
      field: field.startsWith('$') ? field.slice(1).toLowerCase() : '',
      value,
      shown: raw as unknown[],
    };
  }
  if (typeof raw === 'object' && raw !== null) {
    const entries = Object.entries(raw);
    const [entry] = entries;
    if (entries.length !== 1 || !entry) {
      throw invalidPolicy(
        'Invalid Simple-Condition: Simple-Conditions must have exactly one property specified.',
      );
    }
    const [name, value] = entry;
    if (typeof value !== 'string') throw invalidPolicy('Invalid Simple-Condition: value must be a string.');
    // S3 reports a failed simple condition as the `eq` it stands for.
    return { op: 'eq', field: name.toLowerCase(), value, shown: ['eq', `$${name}`, value] };
  }
  throw invalidPolicy('Invalid condition test: must be a List or Object.');
}

function showCondition(shown: unknown[]): string {
  return `[${shown.map((item) => JSON.stringify(item)).join(', ')}]`;
}
