import { type AppEnv, actorOf, platform } from '@ezc/platform';
import type { Context } from 'hono';
import * as z from 'zod';
import { paymentsPorts } from '../ports';

/** The pieces the payments routes declare alike. */
export const ports = () => paymentsPorts(platform());
/** Who calls a command: the principal, and the actor its audit row names. */
export const who = (c: Context<AppEnv>) => ({ principal: c.get('principal')!, actor: actorOf(c) });
export const loanNoField = z.string().trim().min(1).max(40);
/** A single object's answer: `{ Data }` (contract). */
export const dataOf = <S extends z.ZodType>(schema: S) => z.object({ Data: schema });
