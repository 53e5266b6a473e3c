import { countOf, type Table } from '@ezc/platform';
import { addDays, malaysiaDate } from '@ezc/platform/clock/malaysia-time';

/**
 * Counts the dashboard reads from other contexts' items (never writes): applications by status
 * (the loans context's counts, kept by status in shards beside its lists) and signing sessions by
 * start (signing context, GSI1).
 */
export interface PortfolioCounts {
  applicationsWithStatus(status: string): Promise<number>;
  signingSessionsOn(day: string): Promise<number>;
}

export function portfolioCounts(table: Table): PortfolioCounts {
  return {
    async applicationsWithStatus(status) {
      return countOf(table, { sharded: { PK: `APPLICATIONCOUNT#STATUS#${status}`, SK: 'COUNT' } });
    },
    async signingSessionsOn(day) {
      // Starts are timestamps with an offset; the day either side is read and each told in Malaysia.
      const items = await table.queryAll({
        index: 'GSI1',
        pk: 'SIGNSESSIONS',
        sk: { between: [addDays(day, -1), `${addDays(day, 1)}~`] },
      });
      return items.filter((i) => {
        const start = String(i.GSI1SK ?? '').split('#')[0] ?? '';
        const at = Date.parse(start);
        return !Number.isNaN(at) && malaysiaDate(new Date(at)) === day;
      }).length;
    },
  };
}
