import type { Context } from 'hono';
import type { Actor } from '../table/aggregate-store';
import type { AppEnv } from './types';

/** The signed-in caller as the audit trail records them: who, of which kind, from which IP. */
export const actorOf = (c: Context<AppEnv>): Actor => {
  const p = c.get('principal')!;
  return {
    id: p.id,
    kind: p.kind === 'service' ? 'system' : p.kind,
    ip: c.get('clientIp'),
    ...(p.name ? { name: p.name } : {}),
  };
};
