import { decideReportsProjection, reportNames, reportsRebuildContinued } from '@ezc/domain';
import {
  type Actor,
  auditWrite,
  ConditionFailedError,
  type Item,
  type Key,
  outboxWrite,
  randomIds,
  type Table,
  type TableWrite,
} from '@ezc/platform';
import {
  type Building,
  generationsToWrite,
  needsBuild,
  PROJECTION_FORM,
  PROJECTION_SETTING,
  type ProjectionState,
  projectionState,
  settingKey,
} from '../projection/generations';
import { type ProjectionKeys, projectionKeys, reportStore } from '../projection/report-store';
import type { ReportSources } from '../projection/sources';
import { type RefreshPorts, refreshLoanReports } from './refresh-loan-reports';

export interface RebuildPorts {
  table: Table;
  sources: ReportSources;
  now: () => Date;
}

/** Loans worked out a page: each is a few reads and one transaction; a page is a short invocation. */
const LOANS_A_PAGE = 100;
/** Items emptied a page when a generation is retired. */
const ITEMS_A_PAGE = 1000;

type Step = { phase: 'build' | 'retire'; generation: number; cursor: string; page: number } | undefined;

/** The refresh ports of each generation, one object each, so the refreshes of one loan coalesce. */
const generationPorts = new WeakMap<Table, Map<string, RefreshPorts>>();

/**
 * What refreshing a loan into `generation` needs, while `live` is live: its store (telling the
 * dashboard only when it is the live one) and, for a generation being built, the live store (a loan
 * erased there stays erased).
 */
export function generationRefresh(ports: RebuildPorts, generation: number, live: number): RefreshPorts {
  const known = generationPorts.get(ports.table) ?? new Map<string, RefreshPorts>();
  generationPorts.set(ports.table, known);
  const id = `${generation}/${live}`;
  let found = known.get(id);
  if (!found) {
    const store = reportStore(ports.table, projectionKeys(generation), { tells: generation === live });
    found = {
      sources: ports.sources,
      store,
      now: ports.now,
      ...(generation === live ? {} : { erasedIn: reportStore(ports.table, projectionKeys(live)) }),
    };
    known.set(id, found);
  }
  return found;
}

/**
 * The refresh ports of every generation a loan's change is written to now, and whether it is the
 * live one. A store whose projection was never built, or is of an older form, starts its build here,
 * on the first event the reports receive (as the system); the events go on being applied meanwhile.
 * The setting is read afresh for each event (one small consistent read): an event whose read comes
 * before a build starts is about a change the build's own reading of the sources will see.
 */
export async function refreshTargets(
  ports: RebuildPorts,
): Promise<{ target: RefreshPorts; live: boolean }[]> {
  let state = await projectionState(ports.table);
  if (needsBuild(state)) {
    await startReportsRebuild(ports);
    state = await projectionState(ports.table);
  }
  return generationsToWrite(state).map((g) => ({
    target: generationRefresh(ports, g, state.live),
    live: g === state.live,
  }));
}

export interface RebuildView {
  JobId: string;
  Generation: number;
  StartedAt: string;
  Loans: number;
}

const viewOf = (b: Building, loans: number): RebuildView => ({
  JobId: b.JobId,
  Generation: b.Generation,
  StartedAt: b.StartedAt,
  Loans: loans,
});

const continued = (jobId: string, step: NonNullable<Step>, at: string): TableWrite =>
  outboxWrite(
    reportsRebuildContinued.create({
      // One id per job, phase and page: a page run twice hands on once.
      id: `reports-rebuild-${jobId}-${step.phase}-${step.generation}-${step.page}`,
      occurredAt: at,
      data: {
        JobId: jobId,
        Generation: step.generation,
        Phase: step.phase,
        Cursor: step.cursor,
        Page: step.page,
      },
    }),
    at,
  );

/**
 * Starts a rebuild of the reports (`POST /api/reports/rebuild`, or a store's first build): a new
 * generation is built beside the live one by a job that goes a page of loans at a time; the pages
 * keep reading the live one until the new one is whole. A store that never had a projection builds
 * its first in place. A rebuild already under way is answered, not started twice.
 */
export async function startReportsRebuild(ports: RebuildPorts, by?: Actor): Promise<RebuildView> {
  const state = await projectionState(ports.table);
  if (state.building) return viewOf(state.building, state.buildingLoans);
  const started = decideReportsProjection(state.status, { type: 'START' });
  const at = ports.now().toISOString();
  const building: Building = {
    Generation: state.kept ? Math.max(state.live, state.retiring ?? 0) + 1 : 0,
    JobId: `${Date.parse(at)}-${randomIds.next()}`,
    StartedAt: at,
    ...(by ? { By: { id: by.id, kind: by.kind, name: by.name ?? '', ...(by.ip ? { ip: by.ip } : {}) } } : {}),
  };
  try {
    await ports.table.transact([
      {
        kind: 'update',
        key: settingKey,
        spec: {
          set: {
            EntityType: 'Setting',
            Status: started.status,
            MachineVersion: started.machineVersion,
            Building: building,
            BuildingLoans: 0,
            // The first build is the live generation from its start, in the form it is built in.
            ...(state.kept ? {} : { Generation: 0, Form: PROJECTION_FORM }),
          },
          condition: { expression: 'attribute_not_exists(Building)' },
        },
      },
      continued(building.JobId, { phase: 'build', generation: building.Generation, cursor: '', page: 1 }, at),
      ...(by
        ? [
            auditWrite(
              {
                objectType: 'Setting',
                objectId: PROJECTION_SETTING,
                action: 'Reports rebuild started',
                remarks: `Generation ${building.Generation}`,
                actor: by,
              },
              at,
              randomIds.next(),
            ),
          ]
        : []),
    ]);
    return viewOf(building, 0);
  } catch (e) {
    // Another start won the race: that one is under way.
    if (!(e instanceof ConditionFailedError)) throw e;
    const now = await projectionState(ports.table);
    if (now.building) return viewOf(now.building, now.buildingLoans);
    throw e;
  }
}

/** The rebuild under way, if any, and the live generation. */
export async function rebuildStatus(ports: Pick<RebuildPorts, 'table'>) {
  const state = await projectionState(ports.table);
  return {
    Status: state.status,
    Generation: state.live,
    Form: state.liveForm,
    Building: state.building ? viewOf(state.building, state.buildingLoans) : null,
  };
}

/**
 * A store whose projection was never built, or is of an older form (or is being built), built here
 * to its end (a test, or a bench loading its set, before it reads).
 */
export async function buildReportsNowIfNeeded(ports: RebuildPorts): Promise<boolean> {
  const state = await projectionState(ports.table);
  if (state.building) {
    await runToEnd(ports, state.building.JobId, state.building.Generation);
    return true;
  }
  if (!needsBuild(state)) return false;
  await rebuildReportsHere(ports);
  return true;
}

/** One page of a rebuild's work; what comes next (undefined when the job is done). */
export async function rebuildPage(
  ports: RebuildPorts,
  jobId: string,
  step: NonNullable<Step>,
): Promise<Step> {
  const state = await projectionState(ports.table);
  if (step.phase === 'retire') return retirePage(ports, jobId, step, state);
  // A page of an earlier job (redelivered after it finished, or another's) does nothing.
  if (state.building?.JobId !== jobId || state.building.Generation !== step.generation) return undefined;
  const page = await ports.sources.loanNosPage(LOANS_A_PAGE, step.cursor || undefined);
  const into = generationRefresh(ports, step.generation, state.live);
  // A loan not yet disbursed has nothing to report ('missing'); the others are counted.
  let reported = 0;
  for (let i = 0; i < page.loanNos.length; i += 8) {
    const results = await Promise.all(page.loanNos.slice(i, i + 8).map((n) => refreshLoanReports(into, n)));
    reported += results.filter((r) => r !== 'missing').length;
  }
  const at = ports.now().toISOString();
  if (page.cursor) {
    const next = {
      phase: 'build' as const,
      generation: step.generation,
      cursor: page.cursor,
      page: step.page + 1,
    };
    await ports.table
      .transact([
        {
          kind: 'update',
          key: settingKey,
          spec: {
            add: { BuildingLoans: reported },
            condition: { expression: 'Building.JobId = :job', values: { ':job': jobId } },
          },
        },
        continued(jobId, next, at),
      ])
      .catch(ignoreRepeat);
    return next;
  }
  return switchTo(ports, jobId, state, reported, at);
}

/** The new generation is whole: it becomes the live one, and the one it replaces is emptied. */
async function switchTo(
  ports: RebuildPorts,
  jobId: string,
  state: ProjectionState,
  lastPage: number,
  at: string,
): Promise<Step> {
  const building = state.building!;
  const live = decideReportsProjection('Building', { type: 'SWITCH' });
  const loans = state.buildingLoans + lastPage;
  const retiring = building.Generation === state.live ? undefined : state.live;
  const retire =
    retiring === undefined
      ? undefined
      : { phase: 'retire' as const, generation: retiring, cursor: '', page: 1 };
  await ports.table
    .transact([
      {
        kind: 'update',
        key: settingKey,
        spec: {
          set: {
            Status: live.status,
            MachineVersion: live.machineVersion,
            Generation: building.Generation,
            Form: PROJECTION_FORM,
            At: at,
            Loans: loans,
            ...(retiring === undefined ? {} : { Retiring: retiring }),
          },
          remove: ['Building', 'BuildingLoans'],
          condition: { expression: 'Building.JobId = :job', values: { ':job': jobId } },
        },
      },
      ...(retire ? [continued(jobId, retire, at)] : []),
      ...(building.By
        ? [
            auditWrite(
              {
                objectType: 'Setting',
                objectId: PROJECTION_SETTING,
                action: 'Reports rebuilt',
                remarks: `${loans} loans, generation ${building.Generation}`,
                actor: { ...building.By, kind: building.By.kind as Actor['kind'] },
              },
              at,
              randomIds.next(),
            ),
          ]
        : []),
    ])
    .catch(ignoreRepeat);
  return retire;
}

/**
 * Empties a page of a generation no longer live: a day's rows before the summary that names the
 * day (so no day is left unnamed), then the month summaries, cells and buckets of the forms before,
 * then the loans' pictures. Each page deletes what is there, so a redelivered page finds less.
 */
async function retirePage(
  ports: RebuildPorts,
  jobId: string,
  step: NonNullable<Step>,
  state: ProjectionState,
): Promise<Step> {
  // Never the live generation, nor one being built (a mistaken or very late page).
  if (step.generation === state.live || step.generation === state.building?.Generation) return undefined;
  const keys = projectionKeys(step.generation);
  const doomed = await nextToEmpty(ports.table, keys);
  const at = ports.now().toISOString();
  if (doomed.length === 0) {
    await ports.table
      .update(settingKey, {
        remove: ['Retiring'],
        condition: { expression: 'Retiring = :g', values: { ':g': step.generation } },
      })
      .catch(ignoreRepeat);
    return undefined;
  }
  await ports.table.batchDelete(doomed);
  const next = { ...step, page: step.page + 1 };
  await ports.table.transact([continued(jobId, next, at)]).catch(ignoreRepeat);
  return next;
}

async function nextToEmpty(table: Table, keys: ProjectionKeys): Promise<Key[]> {
  const found = new Map<string, Key>();
  const take = (items: readonly Item[]) => {
    for (const i of items) found.set(`${i.PK}\u0000${i.SK}`, { PK: String(i.PK), SK: String(i.SK) });
  };
  const room = () => ITEMS_A_PAGE - found.size;
  /** Takes what a partition holds, as far as the page has room; whether it was taken whole. */
  const partition = async (pk: string) => {
    const page = await table.query({ pk, limit: Math.max(room(), 1) });
    take(page.items);
    return page.cursor === undefined;
  };
  for (const report of reportNames) {
    const days = new Set<string>();
    let cursor: string | undefined;
    do {
      const summaries = await table.query({
        pk: keys.summaries(report),
        limit: 100,
        ...(cursor ? { cursor } : {}),
      });
      for (const day of summaries.items.map((i) => String(i.SK).slice(0, 10))) {
        if (days.has(day)) continue;
        days.add(day);
        // A summary goes only with the whole of its day's rows, so no day is left unnamed.
        if (!(await partition(keys.rowsOfDay(report, day))) || room() <= 0) return [...found.values()];
      }
      take(summaries.items);
      if (room() <= 0) return [...found.values()];
      cursor = summaries.cursor;
    } while (cursor);
    for (const pk of [keys.monthSummaries(report), keys.cells(report), keys.formerBuckets(report)]) {
      if (!(await partition(pk)) || room() <= 0) return [...found.values()];
    }
  }
  const listed = await table.query({
    index: 'GSI1',
    pk: keys.loansIndex,
    limit: Math.max(Math.floor(room() / 2), 1),
  });
  take(listed.items.flatMap((i) => [keys.loan(String(i.LoanNo)), keys.listed(String(i.LoanNo))]));
  return [...found.values()];
}

/** A page already handed on (its event's id taken) or a job already switched: nothing more to do. */
function ignoreRepeat(e: unknown): void {
  if (!(e instanceof ConditionFailedError)) throw e;
}

/**
 * A whole rebuild run here, page after page, without the bus (the local `npm run reports:rebuild`,
 * and tests): the same pages the job's events would run. Its events are written all the same, and
 * find their pages done.
 */
export async function rebuildReportsHere(ports: RebuildPorts, by?: Actor): Promise<RebuildView> {
  const started = await startReportsRebuild(ports, by);
  await runToEnd(ports, started.JobId, started.Generation);
  return { ...started, Loans: Number((await ports.table.get(settingKey))?.Loans ?? 0) };
}

/** A job's pages from its first, here, until it has switched and emptied the generation it replaced. */
async function runToEnd(ports: RebuildPorts, jobId: string, generation: number) {
  let step: Step = { phase: 'build', generation, cursor: '', page: 1 };
  while (step) step = await rebuildPage(ports, jobId, step);
}

/** The loans' pictures and their list entries of a generation, found through its list. */
export async function reportLoanItems(table: Table, keys: ProjectionKeys): Promise<(Item & Key)[]> {
  const listed = await table.queryAll<Item & Key>({ index: 'GSI1', pk: keys.loansIndex });
  // A store from before the lists listed the pictures themselves.
  const pictures = await table.batchGet(
    listed.filter((i) => i.SK !== keys.loan('').SK).map((i) => keys.loan(String(i.LoanNo))),
  );
  return [...listed.map((i) => ({ ...i })), ...pictures.flatMap((p) => (p ? [p as Item & Key] : []))];
}
