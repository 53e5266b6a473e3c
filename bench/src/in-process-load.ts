import { performance } from 'node:perf_hooks';

export interface InProcessResult {
  name: string;
  requests: number;
  errors: number;
  rps: number;
  p50ms: number;
  p95ms: number;
  p99ms: number;
}

/**
 * A closed loop of `concurrency` callers, each awaiting `call` again as soon as it returns, for
 * `seconds`; a short unrecorded warm-up first. Used where one side of a comparison is a call
 * inside this process (the table client's bare GetItem or Query), so both sides are timed the
 * same way: from the call to its answer, in this process.
 */
export async function inProcessLoad(
  name: string,
  call: () => Promise<unknown>,
  options: { seconds: number; concurrency?: number },
): Promise<InProcessResult> {
  const concurrency = options.concurrency ?? 10;
  const run = async (ms: number, record: number[] | undefined) => {
    let errors = 0;
    const end = performance.now() + ms;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < end) {
          const start = performance.now();
          try {
            await call();
            record?.push(performance.now() - start);
          } catch {
            errors++;
          }
        }
      }),
    );
    return errors;
  };
  await run(1000, undefined);
  const latencies: number[] = [];
  const errors = await run(options.seconds * 1000, latencies);
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    name,
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / options.seconds),
    p50ms: at(0.5),
    p95ms: at(0.95),
    p99ms: at(0.99),
  };
}

export const round = (n: number) => Math.round(n * 100) / 100;
