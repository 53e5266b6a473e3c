import type { MenuSettings } from '@ezc/domain/identity/menu-rules';
import { z } from 'zod';
import { DEFAULT_MENU_SETTINGS } from './menu';

const answerSchema = z.object({ Data: z.object({ Enabled: z.boolean() }) });

export interface MenuSettingsOptions {
  readonly apiOrigin: string;
  /** The browser's cookies: the setting is read as the signed-in person. */
  readonly cookieHeader: string;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

/**
 * The Admin settings the menu depends on (`GET /api/settings/ekyc`), read by the page server. When
 * they cannot be read the spec's defaults apply: the perform-KYC entry stays disabled.
 */
export async function readMenuSettings(options: MenuSettingsOptions): Promise<MenuSettings> {
  const doFetch = options.fetch ?? fetch;
  try {
    const res = await doFetch(`${options.apiOrigin}/api/settings/ekyc`, {
      headers: { cookie: options.cookieHeader, accept: 'application/json', 'x-client': 'web' },
      signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
    });
    if (!res.ok) return DEFAULT_MENU_SETTINGS;
    const parsed = answerSchema.safeParse(await res.json());
    return parsed.success ? { ekycEnabled: parsed.data.Data.Enabled } : DEFAULT_MENU_SETTINGS;
  } catch {
    return DEFAULT_MENU_SETTINGS;
  }
}
