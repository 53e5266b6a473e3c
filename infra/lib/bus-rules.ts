import { type BusRule, busRules, type ContextName } from '@ezc/platform/bus/rules';
import { Duration } from 'aws-cdk-lib';
import { type EventPattern, type IEventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { Alarms } from './alarms';
import { contextConsumers } from './context-apps';
import { deadLetterQueue } from './dead-letter-queue';
import { pascalCase } from './names';

/**
 * The platform's pattern keys are EventBridge's JSON names; CDK spells them in camelCase. Values pass
 * through untouched: content filters such as `{ suffix }` are valid EventBridge even where CDK's
 * types only admit strings. An unknown key stops synthesis instead of silently widening the rule.
 */
export function toEventPattern(pattern: BusRule['pattern']): EventPattern {
  const fields: Record<string, keyof EventPattern> = {
    source: 'source',
    'detail-type': 'detailType',
    detail: 'detail',
  };
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(pattern)) {
    const field = fields[key];
    if (!field) throw new Error(`Bus rule pattern key ${key} has no mapping to a CDK EventPattern field`);
    result[field] = value;
  }
  return result as EventPattern;
}

/**
 * The rules whose target context has a consumer under the rule's name. A rule ahead of its
 * consumer would invoke a function that finds nothing to run and returns success: the events
 * would count as delivered, and neither the retries nor the dead-letter queue would show the gap.
 */
export function rulesWithConsumers(
  rules: readonly BusRule[],
  consumers: Partial<Record<ContextName, Partial<Record<string, unknown>>>>,
): BusRule[] {
  return rules.filter((rule) => consumers[rule.target]?.[rule.name] !== undefined);
}

export interface BusRulesProps {
  bus: IEventBus;
  /** The function that runs each context's consumers. */
  functions: Partial<Record<ContextName, IFunction>>;
  alarms: Alarms;
  /** The declared rules to consider; the platform's by default. */
  rules?: readonly BusRule[];
  /** Each context's consumers by rule name; the registry's by default. */
  consumers?: Partial<Record<ContextName, Partial<Record<string, unknown>>>>;
}

/**
 * One EventBridge rule per declared bus rule that has a consumer, each with its own dead-letter
 * queue and alarm.
 */
export class BusRules extends Construct {
  /** The rules deployed, in declaration order. */
  readonly deployed: readonly BusRule[];

  constructor(scope: Construct, id: string, props: BusRulesProps) {
    super(scope, id);
    this.deployed = rulesWithConsumers(props.rules ?? busRules, props.consumers ?? contextConsumers);
    for (const rule of this.deployed) {
      const name = pascalCase(rule.name);
      const target = props.functions[rule.target];
      if (!target) throw new Error(`No function runs the ${rule.target} consumers (rule ${rule.name})`);
      const deadLetters = deadLetterQueue(this, `${name}Dlq`);
      new Rule(this, name, {
        eventBus: props.bus,
        description: rule.description,
        eventPattern: toEventPattern(rule.pattern),
        targets: [
          new LambdaFunction(target, {
            retryAttempts: 3,
            maxEventAge: Duration.hours(2),
            deadLetterQueue: deadLetters,
          }),
        ],
      });
      props.alarms.onDeadLetters(`${name}DlqAlarm`, deadLetters);
    }
  }
}
