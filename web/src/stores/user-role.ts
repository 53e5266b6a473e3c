import type { Catalogue } from '@ezc/domain/i18n/en';
import { atom, map } from 'nanostores';
import { api } from '../lib/api-client';
import type { ApiBody } from '../lib/api-operations';
import { notify } from './notifications';

/**
 * State of the User Role screen (Admin only): roles with their privileges, staff users with
 * their roles and status, the unsaved edits, and what is being saved. Every call goes through the
 * typed API client, which handles the session and failure rules of spec §8.
 */

export type UserRoleTexts = Catalogue['userRole'] & {
  readonly fetchRolesFailed: string;
  readonly fetchUsersFailed: string;
};

export interface RoleRow {
  readonly RoleId: string;
  readonly Name: string;
  readonly Privileges: readonly string[];
}

export type UserStatus = ApiBody<'post', '/api/users/set-status'>['Status'];
/** The privileges and staff roles the API accepts (the domain's lists, which the page passes in). */
export type Privilege = ApiBody<'post', '/api/roles/update-privileges'>['Privileges'][number];
export type StaffRole = ApiBody<'post', '/api/users/update-roles'>['Roles'][number];

export interface UserRow {
  readonly UserId: string;
  readonly FullName: string;
  readonly Email: string;
  readonly Status: UserStatus;
  readonly Roles: readonly string[];
  /** Whether two-step sign-in is set up; absent from an answer that does not say. */
  readonly MfaEnrolled?: boolean;
}

// ---- Pure helpers ------------------------------------------------------------------------------

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const strings = (v: unknown): string[] | undefined =>
  Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : undefined;

function dataList(body: unknown): unknown[] | undefined {
  return isRecord(body) && Array.isArray(body.Data) ? body.Data : undefined;
}

export function parseRole(value: unknown): RoleRow | undefined {
  if (!isRecord(value)) return undefined;
  const { RoleId, Name } = value;
  const privileges = strings(value.Privileges);
  if (typeof RoleId !== 'string' || typeof Name !== 'string' || !privileges) return undefined;
  return { RoleId, Name, Privileges: privileges };
}

export function parseUser(value: unknown): UserRow | undefined {
  if (!isRecord(value)) return undefined;
  const { UserId, FullName, Email, Status } = value;
  const roles = strings(value.Roles);
  if (typeof UserId !== 'string' || typeof FullName !== 'string' || typeof Email !== 'string' || !roles) {
    return undefined;
  }
  if (Status !== 'Active' && Status !== 'Inactive') return undefined;
  const { MfaEnrolled } = value;
  if (MfaEnrolled !== undefined && typeof MfaEnrolled !== 'boolean') return undefined;
  return {
    UserId,
    FullName,
    Email,
    Status,
    Roles: roles,
    ...(MfaEnrolled === undefined ? {} : { MfaEnrolled }),
  };
}

/** Every row of a `{Data: [...]}` answer, or undefined when any row is not what was expected. */
export function parseList<T>(body: unknown, parse: (row: unknown) => T | undefined): T[] | undefined {
  const rows = dataList(body)?.map(parse);
  return rows?.every((r) => r !== undefined) ? (rows as T[]) : undefined;
}

const parseData =
  <T>(parse: (row: unknown) => T | undefined) =>
  (body: unknown): T | undefined =>
    isRecord(body) ? parse(body.Data) : undefined;

/** `list` with `value` in or out, in the order of `order` (so saved lists read like the screen). */
export function toggled(
  list: readonly string[],
  value: string,
  on: boolean,
  order: readonly string[],
): string[] {
  const next = new Set(list);
  if (on) next.add(value);
  else next.delete(value);
  return [...order.filter((x) => next.has(x)), ...[...next].filter((x) => !order.includes(x))];
}

/** The members of `list` that are in `order`, in its order: what the API will accept of an edit. */
export function known<T extends string>(list: readonly string[], order: readonly T[]): T[] {
  return order.filter((x) => list.includes(x));
}

export function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return a.length === b.length && b.every((x) => set.has(x)) && new Set(b).size === set.size;
}

export function fill(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (m, name: string) =>
    params[name] === undefined ? m : String(params[name]),
  );
}

// ---- State -------------------------------------------------------------------------------------

export const $loadState = atom<'loading' | 'ready' | 'failed'>('loading');
export const $roles = atom<readonly RoleRow[]>([]);
export const $users = atom<readonly UserRow[]>([]);
/** Unsaved privilege lists by RoleId. */
export const $roleDrafts = map<Record<string, readonly Privilege[] | undefined>>({});
/** Unsaved role lists by UserId. */
export const $userDrafts = map<Record<string, readonly StaffRole[] | undefined>>({});
/** What is being saved: 'role:<RoleId>', 'roles:<UserId>', 'status:<UserId>', 'mfa:<UserId>'. */
export const $saving = atom<ReadonlySet<string>>(new Set());

function setSaving(key: string, on: boolean): void {
  const next = new Set($saving.get());
  if (on) next.add(key);
  else next.delete(key);
  $saving.set(next);
}

export async function loadUserRoles(texts: UserRoleTexts): Promise<void> {
  $loadState.set('loading');
  const [roles, users] = await Promise.all([
    api.post(
      '/api/roles/find-all',
      {},
      { failureTitle: texts.fetchRolesFailed, parse: (b) => parseList(b, parseRole) },
    ),
    api.get('/api/users', {
      query: { status: 'All', Rows: 999 },
      failureTitle: texts.fetchUsersFailed,
      parse: (b) => parseList(b, parseUser),
    }),
  ]);
  if (roles.ok) $roles.set(roles.data);
  if (users.ok) $users.set(users.data);
  $loadState.set(roles.ok && users.ok ? 'ready' : 'failed');
}

export function setPrivilege(
  role: RoleRow,
  privilege: Privilege,
  on: boolean,
  order: readonly Privilege[],
): void {
  const current = $roleDrafts.get()[role.RoleId] ?? role.Privileges;
  $roleDrafts.setKey(role.RoleId, known(toggled(current, privilege, on, order), order));
}

export async function saveRole(role: RoleRow, texts: UserRoleTexts): Promise<void> {
  const draft = $roleDrafts.get()[role.RoleId];
  if (!draft) return;
  const key = `role:${role.RoleId}`;
  setSaving(key, true);
  const result = await api.post(
    '/api/roles/update-privileges',
    { RoleId: role.RoleId, Privileges: [...draft] },
    { failureTitle: texts.privilegesFailed, parse: parseData(parseRole) },
  );
  setSaving(key, false);
  if (!result.ok) return;
  $roles.set($roles.get().map((r) => (r.RoleId === role.RoleId ? result.data : r)));
  $roleDrafts.setKey(role.RoleId, undefined);
  notify({
    type: 'success',
    title: texts.privilegesSaved,
    description: fill(texts.privilegesSavedText, { role: role.Name, count: result.data.Privileges.length }),
  });
}

export function setUserRole(user: UserRow, role: StaffRole, on: boolean, order: readonly StaffRole[]): void {
  const current = $userDrafts.get()[user.UserId] ?? user.Roles;
  $userDrafts.setKey(user.UserId, known(toggled(current, role, on, order), order));
}

function replaceUser(user: UserRow): void {
  $users.set($users.get().map((u) => (u.UserId === user.UserId ? user : u)));
}

export async function saveUserRoles(user: UserRow, texts: UserRoleTexts): Promise<void> {
  const draft = $userDrafts.get()[user.UserId];
  if (!draft) return;
  if (draft.length === 0) {
    notify({ type: 'error', title: texts.rolesFailed, description: texts.atLeastOneRole });
    return;
  }
  const key = `roles:${user.UserId}`;
  setSaving(key, true);
  const result = await api.post(
    '/api/users/update-roles',
    { UserId: user.UserId, Roles: [...draft] },
    { failureTitle: texts.rolesFailed, parse: parseData(parseUser) },
  );
  setSaving(key, false);
  if (!result.ok) return;
  replaceUser(result.data);
  $userDrafts.setKey(user.UserId, undefined);
  notify({
    type: 'success',
    title: texts.rolesSaved,
    description: fill(texts.rolesSavedText, { name: user.FullName, roles: result.data.Roles.join(', ') }),
  });
}

export async function setUserStatus(user: UserRow, status: UserStatus, texts: UserRoleTexts): Promise<void> {
  const key = `status:${user.UserId}`;
  setSaving(key, true);
  const result = await api.post(
    '/api/users/set-status',
    { UserId: user.UserId, Status: status },
    { failureTitle: texts.statusFailed, parse: parseData(parseUser) },
  );
  setSaving(key, false);
  if (!result.ok) return;
  replaceUser(result.data);
  notify({
    type: 'success',
    title: texts.statusSaved,
    description: fill(status === 'Active' ? texts.activatedText : texts.deactivatedText, {
      name: user.FullName,
    }),
  });
}

export type ResetMfaTexts = Pick<
  Catalogue['securitySettings'],
  'resetDone' | 'resetDoneText' | 'resetFailed' | 'fetchUserFailed'
>;

/** The user as the API has them now, in place of a row the screen shows. */
async function refreshUser(user: UserRow, texts: ResetMfaTexts): Promise<void> {
  const result = await api.get('/api/users/{id}', {
    params: { id: user.UserId },
    failureTitle: texts.fetchUserFailed,
    parse: parseData(parseUser),
  });
  if (result.ok) replaceUser(result.data);
}

/** Clears a user's two-step sign-in; they are signed out and set it up again at next sign-in. */
export async function resetUserMfa(user: UserRow, texts: ResetMfaTexts): Promise<void> {
  const key = `mfa:${user.UserId}`;
  if ($saving.get().has(key)) return;
  setSaving(key, true);
  const result = await api.post(
    '/api/users/reset-mfa',
    { UserId: user.UserId },
    { failureTitle: texts.resetFailed, parse: parseData(parseUser) },
  );
  setSaving(key, false);
  if (!result.ok) {
    // A refusal by rule means the row was out of date (e.g. reset elsewhere meanwhile): show
    // the user as they are, beside the server's message the client has already shown.
    if (result.status === 422) await refreshUser(user, texts);
    return;
  }
  replaceUser(result.data);
  notify({
    type: 'success',
    title: texts.resetDone,
    description: fill(texts.resetDoneText, { name: user.FullName }),
  });
}
