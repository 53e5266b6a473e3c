import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  non2xx: number;
  rps: number;
  p50ms: number;
  p99ms: number;
}

/**
 * A fixed-duration closed-loop load on loopback with autocannon. Every target in a run uses the
 * same generator, connections and duration, so their ratios are comparable on a busy 2-core box.
 */
export async function load(
  name: string,
  options: {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    durationSeconds?: number;
    /** False where the warm-up's requests still in flight would skew the run (sign-in counting). */
    warmUp?: boolean;
  },
): Promise<LoadResult> {
  // A short unrecorded warm-up first, so JIT compilation (Node and the JVM) is not measured.
  if (options.warmUp !== false)
    await autocannon({
      url: options.url,
      method: options.method ?? 'GET',
      headers: options.headers ?? {},
      ...(options.body ? { body: options.body } : {}),
      connections: options.connections ?? 10,
      duration: 1,
    });
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    ...(options.body ? { body: options.body } : {}),
    connections: options.connections ?? 10,
    duration: options.durationSeconds ?? 5,
  });
  return {
    name,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    rps: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
  };
}

export function printTable(rows: LoadResult[]): void {
  const header = ['bench', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors', 'non-2xx'];
  const lines = rows.map((r) =>
    [r.name, r.rps, r.p50ms, r.p99ms, r.requests, r.errors, r.non2xx].map(String),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(fmt(l));
}

/**
 * The same load on DynamoDB Local itself, one operation of its JSON protocol: the floor a request
 * through the product is compared with in the same run.
 */
export function loadDynamo(
  name: string,
  options: {
    endpoint: string | undefined;
    operation: 'GetItem' | 'Query';
    input: object;
    connections?: number;
    durationSeconds?: number;
  },
): Promise<LoadResult> {
  if (!options.endpoint) throw new Error('The bench needs the local DynamoDB endpoint');
  return load(name, {
    url: `${options.endpoint}/`,
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': `DynamoDB_20120810.${options.operation}`,
      // DynamoDB Local reads the access key from the header but does not verify the signature.
      authorization:
        'AWS4-HMAC-SHA256 Credential=local/20260101/ap-southeast-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0',
    },
    body: JSON.stringify(options.input),
    ...(options.connections ? { connections: options.connections } : {}),
    ...(options.durationSeconds ? { durationSeconds: options.durationSeconds } : {}),
  });
}

/** A bench of refusals measures nothing: every measured answer must be a success. */
export function expectSuccesses(rows: readonly LoadResult[]): void {
  for (const row of rows) {
    if (row.non2xx > 0 || row.errors > 0)
      throw new Error(`${row.name}: ${row.non2xx} non-2xx answers, ${row.errors} errors`);
  }
}
