import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { cdkContext } from '../lib/cdk-context';
import { addEzcStacks, type EzcStacks } from '../lib/ezc-app';

export { cdkContext };

export interface Synthesized {
  stacks: EzcStacks;
  templates: Record<keyof EzcStacks, Template>;
}

/** A site folder that does not exist: the stacks synthesize as they do before `npm run build`. */
export const NEVER_BUILT_SITE = join(tmpdir(), `ezc-web-never-built-${process.pid}`);

const synthesized = new Map<string, Synthesized>();

/**
 * The app as `cdk synth` builds it (same feature flags), minus bundling, which tests do not need.
 * The test files of a worker that ask for the same context share one synthesis: the templates are
 * only read, and synthesizing the app takes seconds.
 */
export function synth(context: Record<string, unknown> = {}): Synthesized {
  const key = JSON.stringify(context);
  let made = synthesized.get(key);
  if (!made) {
    made = synthesizeApp(context);
    synthesized.set(key, made);
  }
  return made;
}

function synthesizeApp(context: Record<string, unknown>): Synthesized {
  const app = new App({ context: { ...cdkContext, 'aws:cdk:bundling-stacks': [], ...context } });
  const stacks = addEzcStacks(app);
  return {
    stacks,
    templates: {
      data: Template.fromStack(stacks.data),
      realtime: Template.fromStack(stacks.realtime),
      api: Template.fromStack(stacks.api),
      edgeFirewall: Template.fromStack(stacks.edgeFirewall),
      web: Template.fromStack(stacks.web),
    },
  };
}

/**
 * A folder shaped like the site's build (one client asset, the server entry), for the stacks that
 * bundle a built site; the caller removes it.
 */
export function fakeBuiltSite(): string {
  const dist = mkdtempSync(join(tmpdir(), 'ezc-web-dist-'));
  mkdirSync(join(dist, 'client', '_astro'), { recursive: true });
  mkdirSync(join(dist, 'server'));
  writeFileSync(join(dist, 'client', '_astro', 'app.abc123.js'), 'export {};\n');
  writeFileSync(join(dist, 'server', 'entry.mjs'), 'export function startServer() {}\n');
  return dist;
}

export type Resource = { Type: string; Properties?: Record<string, unknown> };

export const resourcesOf = (template: Template, type: string): Record<string, Resource> =>
  template.findResources(type) as Record<string, Resource>;

export type Statement = Record<string, unknown>;

/** The statements of an IAM policy, or of a role's inline policies. */
export const statementsOf = (resource: Resource): Statement[] => {
  const props = resource.Properties ?? {};
  if (resource.Type === 'AWS::IAM::Policy') {
    return (props.PolicyDocument as { Statement: Statement[] }).Statement;
  }
  const inline = (props.Policies ?? []) as { PolicyDocument: { Statement: Statement[] } }[];
  return inline.flatMap((p) => p.PolicyDocument.Statement);
};

/** Every identity-policy statement of every stack. */
export const allStatements = (a: Synthesized): Statement[] =>
  Object.values(a.templates).flatMap((template) =>
    [
      ...Object.values(resourcesOf(template, 'AWS::IAM::Policy')),
      ...Object.values(resourcesOf(template, 'AWS::IAM::Role')),
    ].flatMap(statementsOf),
  );

/** A statement's actions, always as a list. */
export const actionsOf = (statement: Statement): string[] =>
  ([] as string[]).concat(statement.Action as string);

/**
 * A string CloudFormation assembles with `Fn::Join`, with each intrinsic written as a readable
 * placeholder: `{GetAtt Site1234.DomainName}`, `{Ref Bucket1234}`, `{Output EzcData.<output name>}`
 * (a weak reference to another stack's output, whose name carries the referenced logical id).
 */
export function flattenJoin(value: unknown): string {
  if (typeof value === 'string') return value;
  const v = value as Record<string, unknown>;
  if ('Fn::Join' in v) {
    const [separator, parts] = v['Fn::Join'] as [string, unknown[]];
    return parts.map(flattenJoin).join(separator);
  }
  if ('Fn::GetAtt' in v) return `{GetAtt ${(v['Fn::GetAtt'] as string[]).join('.')}}`;
  if ('Ref' in v) return `{Ref ${String(v.Ref)}}`;
  if ('Fn::GetStackOutput' in v) {
    const out = v['Fn::GetStackOutput'] as { StackName: string; OutputName: string };
    return `{Output ${out.StackName}.${out.OutputName}}`;
  }
  throw new Error(`No placeholder for ${JSON.stringify(value)}`);
}
