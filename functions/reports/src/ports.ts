import type { Platform } from '@ezc/platform';
import { malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import { type PortfolioCounts, portfolioCounts } from './parties/portfolio-counts';
import { type ReportReader, reportReader } from './projection/report-reader';
import { type ReportStore, reportStore } from './projection/report-store';
import { type ReportSources, reportSources } from './projection/sources';

/** The reports context's ports; each use case names the few it needs. */
export interface ReportsPorts {
  sources: ReportSources;
  store: ReportStore;
  reader: ReportReader;
  counts: PortfolioCounts;
  now: () => Date;
  /** Today in Malaysia, YYYY-MM-DD. */
  today: () => string;
}

const built = new WeakMap<Platform, ReportsPorts>();

export function reportsPorts(p: Platform): ReportsPorts {
  let ports = built.get(p);
  if (!ports) {
    ports = {
      sources: reportSources(p.table),
      store: reportStore(p.table),
      reader: reportReader(p.table),
      counts: portfolioCounts(p.table),
      now: () => p.clock.now(),
      today: () => malaysiaDate(p.clock.now()),
    };
    built.set(p, ports);
  }
  return ports;
}
