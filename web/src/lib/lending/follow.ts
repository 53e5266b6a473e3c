import { apiFetch } from '../api-client';

/**
 * A loan's status follows its account a moment after a payments command (the payments context's
 * news reaches the loan through the event bus). Before the page is rendered again, wait (briefly)
 * until the loan says the status the command answered, so the page shows what was just done.
 * Gives up quietly: the live status updates the page when the news lands later.
 */
export async function loanStatusFollowed(
  loanNo: string,
  status: string,
  { timeoutMs = 6000, everyMs = 300 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const answer = await apiFetch<{ Data?: { Status?: string } }>('/api/loans/find-one', {
      method: 'POST',
      body: { LoanNo: loanNo },
      quiet: true,
      // The wait as a whole is bounded: a slow answer does not hold the page past it.
      timeoutMs: Math.max(1000, until - Date.now()),
    });
    if (answer.ok && answer.data.Data?.Status === status) return true;
    if (!answer.ok && answer.status !== 0) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return false;
}
