import { type ReportsProjectionStatus, reportsProjectionStatuses } from '@ezc/domain';
import { platformKeys, type Table } from '@ezc/platform';
import * as z from 'zod';
import { type ProjectionKeys, projectionKeys } from './report-store';

/**
 * Which generation of the projection is live, and which is being built.
 *
 * A rebuild never clears what the pages read: it builds a new generation beside the live one (its
 * keys prefixed `G<n>#`), a page of loans at a time, while every event about a loan is applied to
 * both. Each loan's picture is changed only through the store's version-checked change, which
 * reads the sources after loading what is stored, so the job and the events land in either order
 * and the last write always holds the sources as they stand. Once every loan is in, one conditional
 * write switches the live generation, and the old one is emptied a page at a time.
 *
 * A store that never had a projection builds its first generation in place (there is nothing to
 * hide from the pages): events and the job write the same one. The setting's `Status` follows the
 * projection's machine (`reportsProjectionMachine`: None → Building → Live → Building …); the
 * building generation's own fields say which build it is.
 */
export const PROJECTION_SETTING = 'reports-projection';
/**
 * The stored form of the projection: 2 kept each row as one string in a day's packed buckets; 3
 * keeps each row as an item of its own, a day's rows in a partition of their own. A store whose
 * live generation is of an older form (or none) is built again, into a new generation.
 */
export const PROJECTION_FORM = 3;

const actorSchema = z.object({
  id: z.string(),
  kind: z.string(),
  name: z.string().optional(),
  ip: z.string().optional(),
});

const buildingSchema = z.object({
  Generation: z.number().int().min(0),
  JobId: z.string(),
  StartedAt: z.string(),
  /** Who asked for it (none when the store's first build started on its own). */
  By: actorSchema.optional(),
});
export type Building = z.infer<typeof buildingSchema>;

const settingSchema = z.object({
  Status: z.enum(reportsProjectionStatuses).optional(),
  Form: z.number().int().optional(),
  Generation: z.number().int().min(0).optional(),
  Building: buildingSchema.optional(),
  /** Loans worked out into the generation being built so far. */
  BuildingLoans: z.number().int().optional(),
  /** The generation being emptied after a switch, while it is. */
  Retiring: z.number().int().min(0).optional(),
});

export interface ProjectionState {
  status: ReportsProjectionStatus;
  /** A setting exists: the store has had (or is building) a projection. */
  kept: boolean;
  live: number;
  /** The stored form of the live generation (1 for a setting from before forms were named). */
  liveForm: number;
  building?: Building;
  buildingLoans: number;
  retiring?: number;
}

export const settingKey = platformKeys.setting(PROJECTION_SETTING);

export async function projectionState(table: Table): Promise<ProjectionState> {
  const item = await table.get(settingKey);
  if (!item) return { status: 'None', kept: false, live: 0, liveForm: 0, buildingLoans: 0 };
  const s = settingSchema.parse(item);
  return {
    // A setting from before the machine: building while it names a build, else live.
    status: s.Status ?? (s.Building ? 'Building' : 'Live'),
    kept: true,
    live: s.Generation ?? 0,
    liveForm: s.Form ?? 1,
    buildingLoans: s.BuildingLoans ?? 0,
    ...(s.Building ? { building: s.Building } : {}),
    ...(s.Retiring !== undefined ? { retiring: s.Retiring } : {}),
  };
}

/**
 * The generations a loan's change is written to now: the live one when it is of the current form
 * (an older form is only read until its replacement is whole), and the one being built.
 */
export function generationsToWrite(s: ProjectionState): number[] {
  const live = s.kept && s.liveForm === PROJECTION_FORM ? [s.live] : [];
  const building = s.building && !live.includes(s.building.Generation) ? [s.building.Generation] : [];
  return [...live, ...building];
}

/** A store needs a build when it never had a projection, or its live one is of an older form. */
export const needsBuild = (s: ProjectionState) => !s.building && (!s.kept || s.liveForm < PROJECTION_FORM);

/**
 * The live generation's keys, read at each read of the pages (one small consistent read): a page
 * never reads a generation after the switch away from it, when it is being emptied.
 */
export const liveKeys = (table: Table) => async (): Promise<ProjectionKeys> =>
  projectionKeys((await projectionState(table)).live);
