import type { Table } from '@ezc/platform';
import { addDays, malaysiaDate } from '@ezc/platform/clock/malaysia-time';

/**
 * Counts the dashboard reads from other contexts' indexes (never writes): applications by status
 * (loans context, GSI2) and signing sessions by start (signing context, GSI1).
 */
export interface PortfolioCounts {
  applicationsWithStatus(status: string): Promise<number>;
  signingSessionsOn(day: string): Promise<number>;
}

export function portfolioCounts(table: Table): PortfolioCounts {
  return {
    async applicationsWithStatus(status) {
      return (await table.queryAll({ index: 'GSI2', pk: `APPLICATIONS#STATUS#${status}` })).length;
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
