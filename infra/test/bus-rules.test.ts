import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contexts } from '@ezc/contexts';
import { type BusRule, busRules, type ContextName, contextNames } from '@ezc/platform/bus/rules';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { Alarms } from '../lib/alarms';
import { BusRules, rulesWithConsumers } from '../lib/bus-rules';
import { pascalCase } from '../lib/names';
import { resourcesOf, type Synthesized, synth } from './synth';

let app: Synthesized;
beforeAll(() => {
  app = synth({ webDist: join(tmpdir(), `ezc-web-never-built-${process.pid}`) });
});

const fakeRule = (name: string, target: ContextName): BusRule => ({
  name,
  description: `Rule ${name}`,
  pattern: { source: [`test.${name}`] },
  target,
});

describe('bus rules', () => {
  it("deploys exactly the rules whose target context has a consumer under the rule's name", () => {
    const consumed = busRules.filter((rule) => contexts[rule.target].consumers[rule.name] !== undefined);
    const deployed = Object.values(resourcesOf(app.templates.api, 'AWS::Events::Rule')).map(
      (r) => r.Properties?.Description,
    );
    expect(deployed.sort()).toEqual(consumed.map((rule) => rule.description).sort());
    // Today realtime pushes status changes; the other rules wait for their consumers.
    expect(deployed).toContain(busRules.find((r) => r.name === 'realtime-push-status-changes')?.description);
  });

  it("targets the consuming context's function", () => {
    for (const rule of app.stacks.api.busRules.deployed) {
      const [found] = Object.values(resourcesOf(app.templates.api, 'AWS::Events::Rule')).filter(
        (r) => r.Properties?.Description === rule.description,
      );
      const [target] = found!.Properties!.Targets as { Arn: { 'Fn::GetAtt': [string, string] } }[];
      expect(target?.Arn['Fn::GetAtt'][0]).toMatch(new RegExp(`^${pascalCase(rule.target)}Function`));
    }
  });

  it('keeps a declared rule back until its consumer exists', () => {
    const rules = [
      fakeRule('a-consumed', 'loans'),
      fakeRule('b-waiting', 'jobs'),
      fakeRule('c-elsewhere', 'reports'),
    ];
    // c-elsewhere has a consumer, but in another context than its target.
    const consumers = { loans: { 'a-consumed': () => {} }, jobs: {}, payments: { 'c-elsewhere': () => {} } };
    expect(rulesWithConsumers(rules, consumers).map((r) => r.name)).toEqual(['a-consumed']);

    const stack = new Stack();
    const fn = new LambdaFunction(stack, 'Fn', {
      runtime: Runtime.NODEJS_22_X,
      handler: 'index.handler',
      code: Code.fromInline('exports.handler = async () => {}'),
    });
    const functions = Object.fromEntries(contextNames.map((name) => [name, fn])) as Record<
      ContextName,
      LambdaFunction
    >;
    const construct = new BusRules(stack, 'Rules', {
      bus: new EventBus(stack, 'Bus'),
      functions,
      alarms: new Alarms(stack, 'Alarms', { email: undefined }),
      rules,
      consumers,
    });
    expect(construct.deployed.map((r) => r.name)).toEqual(['a-consumed']);
    const template = Template.fromStack(stack);
    template.resourceCountIs('AWS::Events::Rule', 1);
    template.hasResourceProperties('AWS::Events::Rule', {
      Description: 'Rule a-consumed',
      EventPattern: { source: ['test.a-consumed'] },
    });
    template.resourceCountIs('AWS::SQS::Queue', 1);
  });
});
