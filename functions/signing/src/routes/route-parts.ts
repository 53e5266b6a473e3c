import { type AppEnv, actorOf, platform } from '@ezc/platform';
import type { Context } from 'hono';
import * as z from 'zod';
import { signingPorts } from '../ports';

/** The pieces the signing routes declare alike. */
export const ports = () => signingPorts(platform());
/** Who calls a command: the principal, and the actor its audit row names. */
export const who = (c: Context<AppEnv>) => ({ principal: c.get('principal')!, actor: actorOf(c) });
export const loanNoField = z.string().trim().min(1).max(40);
/** The IP the browser reports; the server records the one it sees (spec §5). */
export const ipField = z.string().trim().max(64).optional();
/** A signature drawn now (base64 PNG or JPEG, a data URL allowed), or the saved one. */
export const signatureFields = {
  SignatureFile: z.string().max(700_000).optional(),
  UseSavedSignature: z.boolean().optional(),
};
