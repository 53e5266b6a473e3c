import { xmlDocument } from './s3-xml';

/**
 * A refusal as S3 answers it: its code and status, its message, and the extra elements S3 adds
 * (the key, the sizes, the times), so the SDK raises the same named error as it would in AWS.
 */
export class S3Error extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    /** Further elements of the `<Error>` document, in order. */
    readonly details: ReadonlyArray<readonly [string, string]> = [],
    /** Headers S3 sends with this error (a delete marker's, a range's size). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'S3Error';
  }

  xml(requestId: string): string {
    return xmlDocument('Error', [
      ['Code', this.code],
      ['Message', this.message],
      ...this.details,
      ['RequestId', requestId],
    ]);
  }
}

export const accessDenied = (message = 'Access Denied', details: Array<[string, string]> = []) =>
  new S3Error('AccessDenied', 403, message, details);

export const invalidArgument = (message: string, name: string, value = '') =>
  new S3Error('InvalidArgument', 400, message, [
    ['ArgumentName', name],
    ['ArgumentValue', value],
  ]);

export const invalidRequest = (message: string) => new S3Error('InvalidRequest', 400, message);

export const notImplemented = (header: string) =>
  new S3Error('NotImplemented', 501, 'A header you provided implies functionality that is not implemented.', [
    ['Header', header],
  ]);

export const noSuchBucket = (bucket: string) =>
  new S3Error('NoSuchBucket', 404, 'The specified bucket does not exist', [['BucketName', bucket]]);

export const noSuchKey = (key: string, headers: Record<string, string> = {}) =>
  new S3Error('NoSuchKey', 404, 'The specified key does not exist.', [['Key', key]], headers);

export const noSuchVersion = (key: string, versionId: string) =>
  new S3Error('NoSuchVersion', 404, 'The specified version does not exist.', [
    ['Key', key],
    ['VersionId', versionId],
  ]);

export const preconditionFailed = (condition: string) =>
  new S3Error('PreconditionFailed', 412, 'At least one of the pre-conditions you specified did not hold', [
    ['Condition', condition],
  ]);

export const entityTooLarge = (maxAllowed: number, proposed?: number) =>
  new S3Error('EntityTooLarge', 400, 'Your proposed upload exceeds the maximum allowed size', [
    ...(proposed !== undefined ? [['ProposedSize', String(proposed)] as const] : []),
    ['MaxSizeAllowed', String(maxAllowed)],
  ]);

export const entityTooSmall = (minAllowed: number, proposed: number) =>
  new S3Error('EntityTooSmall', 400, 'Your proposed upload is smaller than the minimum allowed size', [
    ['ProposedSize', String(proposed)],
    ['MinSizeAllowed', String(minAllowed)],
  ]);

export const badDigest = (message: string) => new S3Error('BadDigest', 400, message);

export const incompleteBody = () =>
  new S3Error(
    'IncompleteBody',
    400,
    'You did not provide the number of bytes specified by the Content-Length HTTP header',
  );

export const missingContentLength = () =>
  new S3Error('MissingContentLength', 411, 'You must provide the Content-Length HTTP header.');

/** `stringToSign` is given where S3 shows it: a form's policy. */
export const signatureDoesNotMatch = (accessKeyId: string, provided: string, stringToSign?: string) =>
  new S3Error(
    'SignatureDoesNotMatch',
    403,
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    [
      ['AWSAccessKeyId', accessKeyId],
      ...(stringToSign !== undefined ? [['StringToSign', stringToSign] as const] : []),
      ['SignatureProvided', provided],
    ],
  );

export const contentSha256Mismatch = (claimed: string, computed: string) =>
  new S3Error(
    'XAmzContentSHA256Mismatch',
    400,
    "The provided 'x-amz-content-sha256' header does not match what was computed.",
    [
      ['ClientComputedContentSHA256', claimed],
      ['S3ComputedContentSHA256', computed],
    ],
  );

export const invalidToken = () =>
  new S3Error('InvalidToken', 400, 'The provided token is malformed or otherwise invalid.');

export const keyTooLong = (bytes: number, maxAllowed: number) =>
  new S3Error('KeyTooLongError', 400, 'Your key is too long', [
    ['Size', String(bytes)],
    ['MaxSizeAllowed', String(maxAllowed)],
  ]);

export const malformedPostRequest = () =>
  new S3Error(
    'MalformedPOSTRequest',
    400,
    'The body of your POST request is not well-formed multipart/form-data.',
  );

export const malformedTrailer = () =>
  new S3Error(
    'MalformedTrailerError',
    400,
    'The request contained trailing data that was not well-formed or did not conform to our published schema.',
  );

export const methodNotAllowed = (
  method: string,
  resourceType: string,
  headers: Readonly<Record<string, string>> = {},
) =>
  new S3Error(
    'MethodNotAllowed',
    405,
    'The specified method is not allowed against this resource.',
    [
      ['Method', method],
      ['ResourceType', resourceType],
    ],
    headers,
  );

export const invalidAccessKeyId = (accessKeyId: string) =>
  new S3Error(
    'InvalidAccessKeyId',
    403,
    'The AWS Access Key Id you provided does not exist in our records.',
    [['AWSAccessKeyId', accessKeyId]],
  );

export const internalError = () =>
  new S3Error('InternalError', 500, 'We encountered an internal error. Please try again.');
