import type { BlobStore, Ids, Logger, Platform } from '@ezc/platform';
import { malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import { type ReportExports, reportExports } from './exports/report-exports';
import { type PortfolioCounts, portfolioCounts } from './parties/portfolio-counts';
import { liveKeys } from './projection/generations';
import { type ReportReader, reportReader } from './projection/report-reader';
import { type ReportSources, reportSources } from './projection/sources';
import type { RebuildPorts } from './use-cases/rebuild-reports';

/** The reports context's ports; each use case names the few it needs. */
export interface ReportsPorts extends RebuildPorts {
  sources: ReportSources;
  reader: ReportReader;
  counts: PortfolioCounts;
  /** Exports of whole reports, written to the document store by a job of their own. */
  exports: ReportExports;
  blobs: BlobStore;
  ids: Ids;
  log: Logger;
  now: () => Date;
  /** Today in Malaysia, YYYY-MM-DD. */
  today: () => string;
}

const built = new WeakMap<Platform, ReportsPorts>();

export function reportsPorts(p: Platform): ReportsPorts {
  let ports = built.get(p);
  if (!ports) {
    ports = {
      table: p.table,
      sources: reportSources(p.table),
      reader: reportReader(p.table, liveKeys(p.table)),
      counts: portfolioCounts(p.table),
      exports: reportExports(p.table, p.store),
      get blobs() {
        return p.blobs;
      },
      ids: p.ids,
      log: p.log,
      now: () => p.clock.now(),
      today: () => malaysiaDate(p.clock.now()),
    };
    built.set(p, ports);
  }
  return ports;
}
