import { getSigningKey } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { checkPolicy, formFields, signedForm, verifyPolicySignature } from './post-policy';
import { RequestVerifier, Sha256 } from './request-signature';

/** AWS's worked example of a browser upload with SigV4 ("Example: Browser-Based Upload using HTTP POST"). */
const EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  bucket: 'sigv4examplebucket',
  policy:
    'eyAiZXhwaXJhdGlvbiI6ICIyMDE1LTEyLTMwVDEyOjAwOjAwLjAwMFoiLA0KICAiY29uZGl0aW9ucyI6IFsNCiAgICB7ImJ1Y2tldCI6ICJzaWd2NGV4YW1wbGVidWNrZXQifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRrZXkiLCAidXNlci91c2VyMS8iXSwNCiAgICB7ImFjbCI6ICJwdWJsaWMtcmVhZCJ9LA0KICAgIHsic3VjY2Vzc19hY3Rpb25fcmVkaXJlY3QiOiAiaHR0cDovL3NpZ3Y0ZXhhbXBsZWJ1Y2tldC5zMy5hbWF6b25hd3MuY29tL3N1Y2Nlc3NmdWxfdXBsb2FkLmh0bWwifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRDb250ZW50LVR5cGUiLCAiaW1hZ2UvIl0sDQogICAgeyJ4LWFtei1tZXRhLXV1aWQiOiAiMTQzNjUxMjM2NTEyNzQifSwNCiAgICB7IngtYW16LXNlcnZlci1zaWRlLWVuY3J5cHRpb24iOiAiQUVTMjU2In0sDQogICAgWyJzdGFydHMtd2l0aCIsICIkeC1hbXotbWV0YS10YWciLCAiIl0sDQoNCiAgICB7IngtYW16LWNyZWRlbnRpYWwiOiAiQUtJQUlPU0ZPRE5ON0VYQU1QTEUvMjAxNTEyMjkvdXMtZWFzdC0xL3MzL2F3czRfcmVxdWVzdCJ9LA0KICAgIHsieC1hbXotYWxnb3JpdGhtIjogIkFXUzQtSE1BQy1TSEEyNTYifSwNCiAgICB7IngtYW16LWRhdGUiOiAiMjAxNTEyMjlUMDAwMDAwWiIgfQ0KICBdDQp9',
  signature: '8afdbf4008c03f22c2cd3cdb72e4afbb1f6a588f3255ac628749a66d7f09699e',
};

/** The example's form, with a file name in place of ${filename}. */
const exampleFields = (): Record<string, string> => ({
  key: 'user/user1/photo.jpg',
  acl: 'public-read',
  success_action_redirect: 'http://sigv4examplebucket.s3.amazonaws.com/successful_upload.html',
  'Content-Type': 'image/jpeg',
  'x-amz-meta-uuid': '14365123651274',
  'x-amz-server-side-encryption': 'AES256',
  'X-Amz-Credential': 'AKIAIOSFODNN7EXAMPLE/20151229/us-east-1/s3/aws4_request',
  'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
  'X-Amz-Date': '20151229T000000Z',
  'x-amz-meta-tag': '',
  Policy: EXAMPLE.policy,
  'X-Amz-Signature': EXAMPLE.signature,
});

const context = { bucket: EXAMPLE.bucket, region: EXAMPLE.region, accessKeyId: EXAMPLE.accessKeyId };
const signer = new RequestVerifier(EXAMPLE.region, EXAMPLE).signer;
const ON_THE_DAY = new Date('2015-12-29T00:00:00Z');

const check = (fields: Record<string, string>, at = ON_THE_DAY, bucket = EXAMPLE.bucket) => {
  const form = formFields(fields);
  return checkPolicy(form, signedForm(form, { ...context, bucket }), { ...context, bucket }, at);
};
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (e) {
    const { code, status, message } = e as { code: string; status: number; message: string };
    return { code, status, message };
  }
  throw new Error('The form was accepted');
};
const withPolicy = (policy: unknown, extra: Record<string, string> = {}) => ({
  ...exampleFields(),
  Policy: Buffer.from(typeof policy === 'string' ? policy : JSON.stringify(policy)).toString('base64'),
  ...extra,
});

describe('the signature of a POST policy', () => {
  it('derives the signing key as AWS documents it', async () => {
    const key = await getSigningKey(
      Sha256,
      { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
      '20120215',
      'us-east-1',
      'iam',
    );
    expect(Buffer.from(key).toString('hex')).toBe(
      'f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d',
    );
  });

  it("accepts AWS's example form with its published signature, and nothing else", async () => {
    const form = signedForm(formFields(exampleFields()), context);
    await expect(verifyPolicySignature(form, signer, EXAMPLE.region)).resolves.toBeUndefined();
    await expect(
      verifyPolicySignature(
        { ...form, signature: `${EXAMPLE.signature.slice(0, -1)}f` },
        signer,
        EXAMPLE.region,
      ),
    ).rejects.toMatchObject({ code: 'SignatureDoesNotMatch', status: 403 });
    await expect(
      verifyPolicySignature(
        { ...form, policy: `${EXAMPLE.policy.slice(0, -4)}fQ==` },
        signer,
        EXAMPLE.region,
      ),
    ).rejects.toMatchObject({ code: 'SignatureDoesNotMatch' });
    // The same policy signed for another day is another signature.
    await expect(
      verifyPolicySignature({ ...form, day: '20151230' }, signer, EXAMPLE.region),
    ).rejects.toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
  });
});

describe('the conditions of a POST policy', () => {
  it("grants AWS's example form its key until the policy's expiration, inclusive", () => {
    expect(check(exampleFields())).toEqual({ key: 'user/user1/photo.jpg' });
    expect(check(exampleFields(), new Date('2015-12-30T12:00:00Z'))).toEqual({ key: 'user/user1/photo.jpg' });
    expect(refusal(() => check(exampleFields(), new Date('2015-12-30T12:00:01Z')))).toEqual({
      code: 'AccessDenied',
      status: 403,
      message: 'Invalid according to Policy: Policy expired.',
    });
  });

  it('holds every condition: the bucket, a prefix, an exact value, case and all', () => {
    expect(refusal(() => check(exampleFields(), ON_THE_DAY, 'another-bucket')).message).toBe(
      'Invalid according to Policy: Policy Condition failed: ["eq", "$bucket", "sigv4examplebucket"]',
    );
    expect(refusal(() => check({ ...exampleFields(), key: 'user/user2/photo.jpg' })).message).toBe(
      'Invalid according to Policy: Policy Condition failed: ["starts-with", "$key", "user/user1/"]',
    );
    expect(refusal(() => check({ ...exampleFields(), acl: 'Public-Read' })).message).toBe(
      'Invalid according to Policy: Policy Condition failed: ["eq", "$acl", "public-read"]',
    );
  });

  it('takes a list of content types only when each starts as required', () => {
    expect(check({ ...exampleFields(), 'Content-Type': 'image/jpeg,image/png' }).key).toBe(
      'user/user1/photo.jpg',
    );
    expect(refusal(() => check({ ...exampleFields(), 'Content-Type': 'image/jpeg,text/html' })).message).toBe(
      'Invalid according to Policy: Policy Condition failed: ["starts-with", "$Content-Type", "image/"]',
    );
  });

  it('fails a condition on a field the form left out, even one that allows any value', () => {
    const { 'x-amz-meta-tag': _, ...without } = exampleFields();
    expect(refusal(() => check(without)).message).toBe(
      'Invalid according to Policy: Policy Condition failed: ["starts-with", "$x-amz-meta-tag", ""]',
    );
  });

  it('matches field names whatever their case', () => {
    const { 'x-amz-meta-uuid': uuid, ...rest } = exampleFields();
    expect(check({ ...rest, 'X-AMZ-META-UUID': uuid ?? '' }).key).toBe('user/user1/photo.jpg');
  });

  it('refuses a field no condition names, but not one marked x-ignore-', () => {
    expect(refusal(() => check({ ...exampleFields(), Filename: 'photo.jpg' }))).toEqual({
      code: 'AccessDenied',
      status: 403,
      message: 'Invalid according to Policy: Extra input fields: Filename',
    });
    expect(check({ ...exampleFields(), 'x-ignore-filename': 'photo.jpg' }).key).toBe('user/user1/photo.jpg');
  });

  it('reads the size range, as numbers or strings, and refuses one it cannot read', () => {
    const conditions = (range: unknown[]) => ({
      expiration: '2015-12-30T12:00:00Z',
      conditions: [...JSON.parse(Buffer.from(EXAMPLE.policy, 'base64').toString('utf8')).conditions, range],
    });
    expect(check(withPolicy(conditions(['content-length-range', 5, 10]))).length).toEqual({
      min: 5,
      max: 10,
    });
    expect(check(withPolicy(conditions(['content-length-range', '5', '10']))).length).toEqual({
      min: 5,
      max: 10,
    });
    expect(refusal(() => check(withPolicy(conditions(['content-length-range', 'test', '10']))))).toEqual({
      code: 'AccessDenied',
      status: 403,
      message: 'Invalid according to Policy: Policy Condition failed: ["content-length-range", "test", "10"]',
    });
  });

  it('refuses a policy that is not one', () => {
    const invalid = (policy: unknown) => refusal(() => check(withPolicy(policy)));
    expect(invalid('{"expiration": ')).toEqual({
      code: 'InvalidPolicyDocument',
      status: 400,
      message: 'Invalid Policy: Invalid JSON.',
    });
    expect(invalid({ conditions: [] }).message).toBe('Invalid Policy: Policy missing expiration.');
    expect(invalid({ expiration: '2015-12-30 12:00:00' }).message).toBe(
      "Invalid Policy: Invalid 'expiration' value: '2015-12-30 12:00:00'",
    );
    expect(invalid({ expiration: '2015-12-30T12:00:00Z' }).message).toBe(
      'Invalid Policy: Policy missing conditions.',
    );
    expect(
      invalid({ expiration: '2015-12-30T12:00:00Z', conditions: [{ bucket: 'a', key: 'b' }] }).message,
    ).toBe(
      'Invalid Policy: Invalid Simple-Condition: Simple-Conditions must have exactly one property specified.',
    );
    expect(
      invalid({ expiration: '2015-12-30T12:00:00Z', conditions: [['matches', '$key', 'a']] }).message,
    ).toBe("Invalid Policy: Invalid Condition: unknown operation 'matches'.");
  });
});

describe('the signing fields of a form', () => {
  const fields = formFields;
  it('needs a key, and the SigV4 fields', () => {
    const { key: _, ...noKey } = exampleFields();
    expect(refusal(() => signedForm(fields(noKey), context))).toEqual({
      code: 'InvalidArgument',
      status: 400,
      message:
        "Bucket POST must contain a field named 'key'.  If it is specified, please check the order of the fields.",
    });
    const { 'X-Amz-Signature': __, ...unsigned } = exampleFields();
    expect(refusal(() => signedForm(fields(unsigned), context)).message).toContain("'X-Amz-Signature'");
    expect(
      refusal(() => signedForm(fields({ key: 'a', 'Content-Type': 'image/jpeg' }), context)),
    ).toMatchObject({
      code: 'AccessDenied',
      status: 403,
    });
    expect(
      refusal(() =>
        signedForm(
          fields({ key: 'a', AWSAccessKeyId: 'AKIAIOSFODNN7EXAMPLE', signature: 'x', policy: 'e30=' }),
          context,
        ),
      ),
    ).toMatchObject({ code: 'InvalidRequest', status: 400 });
  });

  it('is signed by the one access key, for the one region', () => {
    expect(
      refusal(() => signedForm(fields(exampleFields()), { ...context, accessKeyId: 'local' })),
    ).toMatchObject({
      code: 'InvalidAccessKeyId',
      status: 403,
    });
    expect(
      refusal(() => signedForm(fields(exampleFields()), { ...context, region: 'ap-southeast-1' })),
    ).toEqual({
      code: 'InvalidArgument',
      status: 400,
      message: "the region 'us-east-1' is wrong; expecting 'ap-southeast-1'",
    });
  });
});
