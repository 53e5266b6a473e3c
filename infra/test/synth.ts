import { readFileSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { addEzcStacks, type EzcStacks } from '../lib/ezc-app';
import { fromRoot } from '../lib/paths';

const cdkContext = (
  JSON.parse(readFileSync(fromRoot('cdk.json'), 'utf8')) as { context: Record<string, unknown> }
).context;

export interface Synthesized {
  stacks: EzcStacks;
  templates: Record<keyof EzcStacks, Template>;
}

/** The app as `cdk synth` builds it (same feature flags), minus bundling, which tests do not need. */
export function synth(context: Record<string, unknown> = {}): Synthesized {
  const app = new App({ context: { ...cdkContext, 'aws:cdk:bundling-stacks': [], ...context } });
  const stacks = addEzcStacks(app);
  return {
    stacks,
    templates: {
      data: Template.fromStack(stacks.data),
      realtime: Template.fromStack(stacks.realtime),
      api: Template.fromStack(stacks.api),
      web: Template.fromStack(stacks.web),
    },
  };
}

export type Resource = { Type: string; Properties?: Record<string, unknown> };

export const resourcesOf = (template: Template, type: string): Record<string, Resource> =>
  template.findResources(type) as Record<string, Resource>;
