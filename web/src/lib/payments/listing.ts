import type { Answer } from '../server-api';

/** A date filter's value when it is a real 'YYYY-MM-DD', else no filter. */
export function dateFilter(value: string | undefined): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const at = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== value ? '' : value;
}

/** The message of a failed answer, when the API gave one. */
export function messageOfAnswer(answer: Answer | undefined): string | undefined {
  const body = answer?.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}
