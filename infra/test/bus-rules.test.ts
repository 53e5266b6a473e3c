import { type BusRule, type ContextName, contextNames } from '@ezc/platform/bus/rules';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { Alarms } from '../lib/alarms';
import { BusRules, rulesWithConsumers } from '../lib/bus-rules';
import { NEVER_BUILT_SITE, resourcesOf, type Synthesized, synth } from './synth';

let app: Synthesized;
beforeAll(() => {
  app = synth({ webDist: NEVER_BUILT_SITE });
});

const fakeRule = (name: string, target: ContextName): BusRule => ({
  name,
  description: `Rule ${name}`,
  pattern: { source: [`test.${name}`] },
  target,
});

/**
 * Which events reach which consumer, written out by hand from what each consumer is for (README:
 * Architecture, Lending, Payments, Compliance): the function it runs in and the events it takes,
 * as EventBridge patterns. A rule lost, added, widened or pointed at another function fails here.
 */
const expected: Record<string, { fn: string; pattern: Record<string, unknown> }> = {
  'identity-send-account-mail': {
    fn: 'Identity',
    pattern: {
      source: ['ezc.identity'],
      'detail-type': [
        'identity.password-reset-requested',
        'account.password-changed',
        'account.email-verification-requested',
        'account.registration-repeated',
        'account.mfa-enrolment-requested',
      ],
    },
  },
  'identity-close-erased-account': {
    fn: 'Identity',
    pattern: { source: ['ezc.customers'], 'detail-type': ['customer.personal-data-erased'] },
  },
  'customers-open-record': {
    fn: 'Customers',
    pattern: { source: ['ezc.identity'], 'detail-type': ['account.customer-registered'] },
  },
  'customers-retention-run': {
    fn: 'Customers',
    pattern: {
      source: ['ezc.jobs'],
      'detail-type': ['jobs.tick'],
      detail: { data: { job: ['customers-retention-run'] } },
    },
  },
  'customers-retention-run-continue': {
    fn: 'Customers',
    pattern: { source: ['ezc.customers'], 'detail-type': ['retention-run.continued'] },
  },
  'realtime-push-status-changes': {
    fn: 'Realtime',
    // Any source: every context's status changes are pushed.
    pattern: {
      'detail-type': [{ suffix: '.status-changed' }, 'signing-session.not-joined', 'reports.changed'],
    },
  },
  'realtime-close-ended-sessions': {
    fn: 'Realtime',
    pattern: {
      source: ['ezc.identity'],
      'detail-type': [
        'session.ended',
        'account.password-changed',
        'account.deactivated',
        'account.roles-changed',
        'account.mfa-reset',
      ],
    },
  },
  'jobs-run-scheduled': {
    fn: 'Jobs',
    // Every tick and due schedule but those the payments, customers and signing rules take.
    pattern: {
      source: ['ezc.jobs'],
      'detail-type': ['jobs.tick', 'schedule.due'],
      detail: {
        data: {
          job: [{ 'anything-but': ['payments-daily-run', 'customers-retention-run'] }, { exists: false }],
          kind: [{ 'anything-but': ['signing-not-joined'] }, { exists: false }],
        },
      },
    },
  },
  'signing-schedule-reminders': {
    fn: 'Signing',
    pattern: { source: ['ezc.signing'], 'detail-type': ['signing-session.booked'] },
  },
  'signing-check-joined': {
    fn: 'Signing',
    pattern: {
      source: ['ezc.jobs'],
      'detail-type': ['schedule.due'],
      detail: { data: { kind: ['signing-not-joined'] } },
    },
  },
  'signing-prepare-agreement': {
    fn: 'Signing',
    pattern: { source: ['ezc.loans'], 'detail-type': ['application.approved'] },
  },
  'signing-erase-loan-records': {
    fn: 'Signing',
    pattern: { source: ['ezc.customers'], 'detail-type': ['customer.personal-data-erased'] },
  },
  'loans-send-for-review': {
    fn: 'Loans',
    pattern: { source: ['ezc.customers'], 'detail-type': ['customer.onboarding-completed'] },
  },
  'loans-recheck-documents': {
    fn: 'Loans',
    pattern: { source: ['ezc.customers'], 'detail-type': ['customer.documents-changed'] },
  },
  'loans-complete-termination': {
    fn: 'Loans',
    pattern: { source: ['ezc.loans'], 'detail-type': ['loan.termination-requested'] },
  },
  'loans-follow-signing': {
    fn: 'Loans',
    pattern: { source: ['ezc.signing'], 'detail-type': ['signing.status-changed'] },
  },
  'loans-follow-account': {
    fn: 'Loans',
    pattern: { source: ['ezc.payments'], 'detail-type': ['loan-account.changed'] },
  },
  'loans-erase-lending-records': {
    fn: 'Loans',
    pattern: { source: ['ezc.customers'], 'detail-type': ['customer.personal-data-erased'] },
  },
  'loans-index-lists': {
    fn: 'Loans',
    pattern: {
      source: ['ezc.jobs'],
      'detail-type': ['jobs.tick'],
      detail: { data: { job: ['payments-daily-run'] } },
    },
  },
  'signing-index-lists': {
    fn: 'Signing',
    pattern: {
      source: ['ezc.jobs'],
      'detail-type': ['jobs.tick'],
      detail: { data: { job: ['payments-daily-run'] } },
    },
  },
  'payments-open-account': {
    fn: 'Payments',
    pattern: { source: ['ezc.loans'], 'detail-type': ['loan.disbursed'] },
  },
  'payments-daily-run': {
    fn: 'Payments',
    pattern: {
      source: ['ezc.jobs'],
      'detail-type': ['jobs.tick'],
      detail: { data: { job: ['payments-daily-run'] } },
    },
  },
  'payments-daily-run-continue': {
    fn: 'Payments',
    pattern: { source: ['ezc.payments'], 'detail-type': ['daily-run.continued'] },
  },
  'payments-erase-loan-records': {
    fn: 'Payments',
    pattern: { source: ['ezc.customers'], 'detail-type': ['customer.personal-data-erased'] },
  },
  'customers-write-reads-export': {
    fn: 'Customers',
    pattern: { source: ['ezc.customers'], 'detail-type': ['document-reads-export.requested'] },
  },
  'reports-follow-loans': {
    fn: 'Reports',
    pattern: {
      source: ['ezc.loans', 'ezc.payments'],
      'detail-type': ['loan.status-changed', 'loan-account.changed', 'payment.changed'],
    },
  },
  'reports-write-export': {
    fn: 'Reports',
    pattern: { source: ['ezc.reports'], 'detail-type': ['report-export.requested'] },
  },
  'reports-rebuild-continue': {
    fn: 'Reports',
    pattern: { source: ['ezc.reports'], 'detail-type': ['reports-rebuild.continued'] },
  },
  'reports-erase-loan-records': {
    fn: 'Reports',
    pattern: { source: ['ezc.customers'], 'detail-type': ['customer.personal-data-erased'] },
  },
};

/** A rule's logical id: `BusRules`, its name in PascalCase, then the hash CDK adds. */
const logicalIdPrefix = (name: string) =>
  `BusRules${name
    .split('-')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('')}`;

describe('bus rules', () => {
  it('routes each event to exactly the consumers written above, in their functions', () => {
    type Target = { Arn: { 'Fn::GetAtt': [string, string] } };
    const rules = Object.entries(resourcesOf(app.templates.api, 'AWS::Events::Rule')).map(([id, r]) => {
      const [target] = (r.Properties?.Targets ?? []) as Target[];
      return { id, pattern: r.Properties?.EventPattern, target: target?.Arn['Fn::GetAtt'][0] };
    });
    const found = Object.keys(expected).map((name) => {
      const matches = rules.filter((r) => new RegExp(`^${logicalIdPrefix(name)}[0-9A-F]{8}$`).test(r.id));
      return { name, count: matches.length, pattern: matches[0]?.pattern, target: matches[0]?.target };
    });
    expect(found).toEqual(
      Object.entries(expected).map(([name, rule]) => ({
        name,
        count: 1,
        pattern: rule.pattern,
        target: expect.stringMatching(new RegExp(`^${rule.fn}Consumers[0-9A-F]{8}$`)),
      })),
    );
    // And no rule beyond them.
    expect(rules).toHaveLength(29);
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
