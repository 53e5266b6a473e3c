import type { AwsResponse } from './http-transport';

/**
 * An error answer from an AWS service: `type` is the service's error code (ConditionalCheckFailed-
 * Exception, NoSuchKey, ...), `details` the rest of a JSON error body (DynamoDB's cancellation
 * reasons live there).
 */
export class AwsError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status: number,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message ? `${type}: ${message}` : type);
    this.name = type;
  }
}

/**
 * Reads the error out of a failed response, whatever the protocol: JSON bodies (`__type` or `code`,
 * possibly namespaced with `#`), REST JSON's `x-amzn-errortype` header, or XML (`<Code>`).
 */
export function awsErrorFrom(res: AwsResponse): AwsError {
  const header = res.header('x-amzn-errortype')?.split(':')[0];
  const trimmed = res.body.toString('utf8').trimStart();
  if (trimmed.startsWith('{')) {
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(trimmed) as Record<string, unknown>;
    } catch {
      // Not JSON after all: keep the header's type and the status.
    }
    const rawType =
      str(body.__type) ?? str(body.code) ?? str(body.Code) ?? header ?? fallbackType(res.status);
    const type = rawType.slice(rawType.lastIndexOf('#') + 1);
    const message = str(body.message) ?? str(body.Message) ?? '';
    return new AwsError(type, message, res.status, body);
  }
  if (trimmed.startsWith('<')) {
    const code = xmlText(trimmed, 'Code') ?? header ?? fallbackType(res.status);
    return new AwsError(code, xmlText(trimmed, 'Message') ?? '', res.status);
  }
  return new AwsError(header ?? fallbackType(res.status), trimmed.slice(0, 200), res.status);
}

const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined);

function fallbackType(status: number) {
  return status >= 500 ? 'InternalServerError' : `Http${status}`;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function xmlText(xml: string, tag: string): string | undefined {
  const m = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  return m?.[1]?.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => XML_ENTITIES[e] ?? '');
}
