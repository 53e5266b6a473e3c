import { readFileSync } from 'node:fs';
import { fromRoot } from './paths';

/** The feature flags and settings of cdk.json, as `cdk synth` reads them. */
export const cdkContext = (
  JSON.parse(readFileSync(fromRoot('cdk.json'), 'utf8')) as { context: Record<string, unknown> }
).context;
