import type { Catalogue } from '@ezc/domain/i18n/en';
import { atom } from 'nanostores';
import { api } from '../lib/api-client';
import type { ApiAnswer } from '../lib/api-operations';
import { notify } from './notifications';
import { fill, known, sameMembers, toggled } from './user-role';

/**
 * Which staff roles must use two-step sign-in (Admin only), on the User Role screen: the saved
 * choice, the unsaved edit, and whether it is being saved. Calls go through the typed API client,
 * which handles the session and failure rules of spec §8.
 */

export type SecurityTexts = Catalogue['securitySettings'];
export type MfaSettings = ApiAnswer<'get', '/api/settings/mfa'>['Data'];
export type MfaRole = MfaSettings['Roles'][number];

// ---- Pure helpers ------------------------------------------------------------------------------

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The setting in a `{Data: {Roles, IsDefault}}` answer, its roles in the order of `order`; or
 * undefined when the answer is not that, or names a role the screen does not offer (saving the
 * screen's choice would silently drop it).
 */
export function parseMfaSettings(body: unknown, order: readonly MfaRole[]): MfaSettings | undefined {
  const data = isRecord(body) ? body.Data : undefined;
  if (!isRecord(data) || typeof data.IsDefault !== 'boolean' || !Array.isArray(data.Roles)) return undefined;
  const roles: unknown[] = data.Roles;
  if (!roles.every((r) => typeof r === 'string' && (order as readonly string[]).includes(r)))
    return undefined;
  return { Roles: known(roles as string[], order), IsDefault: data.IsDefault };
}

/** Roles as a sentence reads them ("A, B and C"), or `nobody` for none. */
export function roleList(roles: readonly string[], lang: string, nobody: string): string {
  if (roles.length === 0) return nobody;
  return new Intl.ListFormat(lang === 'en' ? 'en-GB' : lang, { type: 'conjunction' }).format(roles);
}

/** The default of each place the product runs, as the screen states it. */
export function defaultNote(
  texts: Pick<SecurityTexts, 'defaultNote' | 'nobody'>,
  defaults: { readonly local: readonly string[]; readonly aws: readonly string[] },
  lang: string,
): string {
  return fill(texts.defaultNote, {
    local: roleList(defaults.local, lang, texts.nobody),
    aws: roleList(defaults.aws, lang, texts.nobody),
  });
}

// ---- State -------------------------------------------------------------------------------------

export const $mfaSettings = atom<MfaSettings | undefined>(undefined);
export const $mfaLoadState = atom<'loading' | 'ready' | 'failed'>('loading');
/** The unsaved choice of roles; undefined when it is the saved one. */
export const $mfaDraft = atom<readonly MfaRole[] | undefined>(undefined);
export const $mfaSaving = atom(false);

export async function loadMfaSettings(texts: SecurityTexts, order: readonly MfaRole[]): Promise<void> {
  $mfaLoadState.set('loading');
  const result = await api.get('/api/settings/mfa', {
    failureTitle: texts.fetchFailed,
    parse: (b) => parseMfaSettings(b, order),
  });
  if (result.ok) $mfaSettings.set(result.data);
  $mfaLoadState.set(result.ok ? 'ready' : 'failed');
}

export function setRequiredRole(role: MfaRole, on: boolean, order: readonly MfaRole[]): void {
  const saved = $mfaSettings.get();
  if (!saved) return;
  const next = known(toggled($mfaDraft.get() ?? saved.Roles, role, on, order), order);
  $mfaDraft.set(sameMembers(next, saved.Roles) ? undefined : next);
}

export async function saveMfaSettings(texts: SecurityTexts, order: readonly MfaRole[]): Promise<void> {
  const draft = $mfaDraft.get();
  if (!draft || $mfaSaving.get()) return;
  $mfaSaving.set(true);
  const result = await api.post(
    '/api/settings/mfa',
    { Roles: [...draft] },
    { failureTitle: texts.saveFailed, parse: (b) => parseMfaSettings(b, order) },
  );
  $mfaSaving.set(false);
  if (!result.ok) return;
  $mfaSettings.set(result.data);
  $mfaDraft.set(undefined);
  const roles = result.data.Roles;
  notify({
    type: 'success',
    title: texts.saved,
    description: roles.length ? fill(texts.savedText, { roles: roles.join(', ') }) : texts.savedNone,
  });
}
