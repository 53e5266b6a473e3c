import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventEnvelopeSchema } from '@ezc/domain';
import { outboxStreamFilter } from '@ezc/platform/outbox/relay';
import { tableDefinition } from '@ezc/platform/table/table-definition';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextApps } from '../lib/context-apps';
import { bundleWebSite } from '../lib/web-site-bundle';
import {
  actionsOf,
  allStatements,
  fakeBuiltSite,
  NEVER_BUILT_SITE,
  resourcesOf,
  type Synthesized,
  statementsOf,
  synth,
} from './synth';

let app: Synthesized;
beforeAll(() => {
  // Independent of whether web/ happens to be built: the built case has its own synth below.
  app = synth({ webDist: NEVER_BUILT_SITE });
});

/** Actions AWS only grants on `*`: none is needed, so none is allowed. */
const allowedOnAnyResource: readonly string[] = [];

/**
 * Handlers CDK provides, whose runtime and architecture CDK picks: the bucket deployment's (Python)
 * and AwsCustomResource's (it sets the documents bucket's CORS).
 */
const providedByCdk = (id: string) =>
  id.startsWith('CustomCDKBucketDeployment') || id.startsWith('AWS679f53fac002430cb0da5b7982bd2287');

const assertNoWildcardResources = (a: Synthesized) => {
  const statements = allStatements(a);
  expect(statements.length).toBeGreaterThan(0);
  for (const statement of statements) {
    const resources = ([] as unknown[]).concat(statement.Resource ?? []);
    if (!resources.includes('*')) continue;
    expect(actionsOf(statement).filter((action) => !allowedOnAnyResource.includes(action))).toEqual([]);
  }
};

describe('data stack', () => {
  it('keeps the table safe: PITR, deletion protection, customer key, retained', () => {
    app.templates.data.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        SSESpecification: { SSEEnabled: true, SSEType: 'KMS' },
        Replicas: [
          Match.objectLike({
            DeletionProtectionEnabled: true,
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
            SSESpecification: { KMSMasterKeyId: Match.anyValue() },
          }),
        ],
      }),
    });
    app.templates.data.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
  });

  it('declares the keys, indexes, TTL and stream of the shared table definition', () => {
    app.templates.data.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: tableDefinition.indexes.map((index) =>
        Match.objectLike({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
        }),
      ),
      StreamSpecification: { StreamViewType: tableDefinition.streamView },
      TimeToLiveSpecification: { AttributeName: tableDefinition.ttlAttribute, Enabled: true },
    });
  });

  it('encrypts documents with the key, blocks public access and refuses plain HTTP', () => {
    app.templates.data.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [
            {
              BucketKeyEnabled: true,
              ServerSideEncryptionByDefault: { SSEAlgorithm: 'aws:kms', KMSMasterKeyID: Match.anyValue() },
            },
          ],
        },
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        VersioningConfiguration: { Status: 'Enabled' },
      }),
    });
    app.templates.data.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('archives the bus for 30 days', () => {
    app.templates.data.hasResourceProperties('AWS::Events::EventBus', { Name: 'ezc-loans' });
    app.templates.data.hasResourceProperties('AWS::Events::Archive', { RetentionDays: 30 });
  });
});

describe('consumers on functions of their own', () => {
  /** Each Lambda of the API stack by its logical id's name (the hash CDK adds taken off). */
  const byName = (template: Synthesized['templates']['api']) =>
    Object.fromEntries(
      Object.entries(resourcesOf(template, 'AWS::Lambda::Function'))
        .filter(([id]) => /(Function|Consumers)[0-9A-F]{8}$/.test(id) && !id.startsWith('OutboxRelay'))
        .map(([id, fn]) => [id.slice(0, -8), fn.Properties as Record<string, unknown>]),
    );

  it('gives each context an API function of 29 s and a consumers function with the time its events need', () => {
    const fns = byName(app.templates.api);
    const timeouts = Object.fromEntries(Object.entries(fns).map(([name, p]) => [name, p.Timeout]));
    expect(timeouts).toEqual({
      IdentityFunction: 29,
      CustomersFunction: 29,
      LoansFunction: 29,
      SigningFunction: 29,
      PaymentsFunction: 29,
      ReportsFunction: 29,
      RealtimeFunction: 29,
      JobsFunction: 29,
      IdentityConsumers: 120,
      CustomersConsumers: 900,
      LoansConsumers: 120,
      SigningConsumers: 120,
      // A page of the daily run, an e-mandate collection.
      PaymentsConsumers: 300,
      // A report export's file.
      ReportsConsumers: 900,
      RealtimeConsumers: 120,
      JobsConsumers: 120,
    });
    for (const p of Object.values(fns)) expect(p.ReservedConcurrentExecutions).toBeUndefined();
  });

  it('reserves the concurrency set for each consumers function, and none for the API', () => {
    const fns = byName(synth({ webDist: NEVER_BUILT_SITE, consumerConcurrency: '10' }).templates.api);
    for (const [name, p] of Object.entries(fns)) {
      expect([name, p.ReservedConcurrentExecutions]).toEqual([
        name,
        name.endsWith('Consumers') ? 10 : undefined,
      ]);
    }
  });
});

describe('events', () => {
  /** Every consumer's rule (bus-rules.test.ts names each and the events it takes). */
  const RULES = 29;

  it('makes a rule for each of the 29 consumers, each target with retries and a dead-letter queue', () => {
    const rules = Object.values(resourcesOf(app.templates.api, 'AWS::Events::Rule'));
    expect(rules).toHaveLength(RULES);
    for (const rule of rules) {
      const targets = rule.Properties?.Targets as Record<string, unknown>[];
      expect(targets.length).toBeGreaterThan(0);
      for (const target of targets) {
        expect(target.DeadLetterConfig).toBeDefined();
        expect(target.RetryPolicy).toEqual({ MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 7200 });
      }
    }
  });

  it('alarms on every dead-letter queue', () => {
    const queues = resourcesOf(app.templates.api, 'AWS::SQS::Queue');
    // The rules' queues plus the relay's.
    expect(Object.keys(queues)).toHaveLength(RULES + 1);
    for (const [id, queue] of Object.entries(queues)) {
      expect(queue.Properties).toMatchObject({
        MessageRetentionPeriod: 14 * 24 * 3600,
        SqsManagedSseEnabled: true,
      });
      app.templates.api.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [id, 'QueueName'] } }],
      });
    }
  });

  it('feeds the relay from the table stream, filtered to outbox inserts', () => {
    app.templates.api.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: 100,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify(outboxStreamFilter) }] },
    });
    app.templates.api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Namespace: 'AWS/Lambda',
      Threshold: 1,
    });
  });

  it('ticks every recurring job on Malaysian time with a valid event envelope', () => {
    // The daily payments run at 00:05 and the retention run at 02:30, Malaysian time (README).
    const jobs = [
      { name: 'payments-daily-run', cron: 'cron(5 0 * * ? *)' },
      { name: 'customers-retention-run', cron: 'cron(30 2 * * ? *)' },
    ];
    const schedules = Object.values(resourcesOf(app.templates.api, 'AWS::Scheduler::Schedule'));
    expect(schedules).toHaveLength(jobs.length);
    for (const job of jobs) {
      const schedule = schedules.find((s) => s.Properties?.Name === job.name);
      expect(schedule?.Properties).toMatchObject({
        ScheduleExpression: job.cron,
        ScheduleExpressionTimezone: 'Asia/Kuala_Lumpur',
        Target: { EventBridgeParameters: { DetailType: 'jobs.tick', Source: 'ezc.jobs' } },
      });
      const target = schedule?.Properties?.Target as { Input: string };
      const envelope = eventEnvelopeSchema.parse(JSON.parse(target.Input));
      expect(envelope.data).toEqual({ job: job.name, at: '<aws.scheduler.scheduled-time>' });
    }
  });
});

describe('permissions', () => {
  it('never grants an action on Resource "*"', () => assertNoWildcardResources(app));

  it('scopes ManageConnections to the WebSocket stage connections', () => {
    const grants = allStatements(app).filter((s) => s.Action === 'execute-api:ManageConnections');
    // The eight context functions, the eight that run their consumers, and the WebSocket handler.
    expect(grants).toHaveLength(17);
    for (const grant of grants) expect(JSON.stringify(grant.Resource)).toContain('/live/*/@connections/*');
  });

  it('lets only the document contexts touch the bucket', () => {
    const policies = resourcesOf(app.templates.api, 'AWS::IAM::Policy');
    const withS3 = Object.keys(policies).filter((id) =>
      JSON.stringify(policies[id]?.Properties?.PolicyDocument).includes('s3:PutObject'),
    );
    // Each of them twice: its API function and the one running its consumers (a report export's job).
    expect(withS3.map((id) => id.replace(/(Function|Consumers).*$/, '')).sort()).toEqual([
      'Customers',
      'Customers',
      'Loans',
      'Loans',
      'Payments',
      'Payments',
      'Reports',
      'Reports',
      'Signing',
      'Signing',
    ]);
  });

  it('lets only jobs, signing and payments manage schedules, in the ezc-loans group, passing its role', () => {
    const policies = resourcesOf(app.templates.api, 'AWS::IAM::Policy');
    const scheduling = Object.entries(policies).filter(([, p]) =>
      JSON.stringify(p.Properties?.PolicyDocument).includes('scheduler:CreateSchedule'),
    );
    expect(scheduling.map(([id]) => id.replace(/(Function|Consumers).*$/, '')).sort()).toEqual([
      'Jobs',
      'Jobs',
      'Payments',
      'Payments',
      'Signing',
      'Signing',
    ]);
    for (const [, policy] of scheduling) {
      const statements = statementsOf(policy);
      const manage = statements.find((s) => JSON.stringify(s.Action).includes('scheduler:CreateSchedule'));
      expect(JSON.stringify(manage?.Resource)).toContain(':schedule/ezc-loans/*');
      const passRole = statements.find((s) => s.Action === 'iam:PassRole');
      expect(passRole?.Resource).toEqual({
        'Fn::GetAtt': [expect.stringMatching(/^SchedulesSchedulerRole/), 'Arn'],
      });
    }
  });

  it('sends e-mail only from the product address and SMS to phone numbers, never to topics', () => {
    const statements = allStatements(app);
    const mail = statements.filter((s) => JSON.stringify(s.Action).includes('ses:SendEmail'));
    expect(mail.length).toBeGreaterThan(0);
    for (const s of mail)
      expect(s.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'no-reply@ezc.example' } });
    const sms = statements.filter((s) => s.Action === 'sns:Publish');
    expect(sms.length).toBeGreaterThan(0);
    for (const s of sms) expect(s).toMatchObject({ NotResource: expect.stringMatching(/:sns:\*:\*:\*$/) });
  });

  it('lets the relay read the stream and publish, and not write the table', () => {
    const policies = resourcesOf(app.templates.api, 'AWS::IAM::Policy');
    const relay = Object.entries(policies).find(([id]) => id.startsWith('OutboxRelay'));
    const actions = statementsOf(relay![1]).flatMap((s) => ([] as unknown[]).concat(s.Action));
    expect(actions).toEqual(expect.arrayContaining(['events:PutEvents', 'dynamodb:GetRecords']));
    expect(actions.filter((a) => /dynamodb:(Put|Update|Delete|BatchWrite)/.test(String(a)))).toEqual([]);
    expect(
      actions.filter((a) => String(a).startsWith('s3:') || String(a).startsWith('secretsmanager:')),
    ).toEqual([]);
  });

  it('runs every function on Node 22 and Graviton, except the handlers CDK provides', () => {
    for (const template of Object.values(app.templates)) {
      for (const [id, fn] of Object.entries(resourcesOf(template, 'AWS::Lambda::Function'))) {
        if (providedByCdk(id)) continue;
        expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'] });
      }
    }
  });
});

describe('HTTP API', () => {
  const routeKeys = () =>
    Object.values(resourcesOf(app.templates.api, 'AWS::ApiGatewayV2::Route')).map(
      (r) => r.Properties?.RouteKey,
    );

  it('serves health and the client IP route of identity', () => {
    expect(routeKeys()).toEqual(expect.arrayContaining(['GET /api/health', 'GET /api/client']));
  });

  it('has one route per distinct route of the contexts, plus health', () => {
    const distinct = new Set<string>();
    for (const contextApp of Object.values(contextApps)) {
      for (const r of contextApp.routes) if (r.method !== 'ALL') distinct.add(`${r.method} ${r.path}`);
    }
    expect(routeKeys()).toHaveLength(distinct.size + 1);
  });

  it('has no route under /api/dev: those helpers are served by the local process only', () => {
    const keys = routeKeys().map(String);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => /^\S+ \/api\/dev(\/|$)/.test(key))).toEqual([]);
  });

  it('throttles the default stage', () => {
    app.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: 200, ThrottlingRateLimit: 100 },
    });
  });
});

describe('realtime stack', () => {
  it('routes $connect, $disconnect and $default and deploys the live stage', () => {
    const keys = Object.values(resourcesOf(app.templates.realtime, 'AWS::ApiGatewayV2::Route')).map(
      (r) => r.Properties?.RouteKey,
    );
    expect(keys.sort()).toEqual(['$connect', '$default', '$disconnect']);
    app.templates.realtime.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: 'live',
      AutoDeploy: true,
    });
  });
});

describe('web stack', () => {
  it('synthesizes without a built site, with a warning and a placeholder', () => {
    Annotations.fromStack(app.stacks.web).hasWarning('*', Match.stringLikeRegexp('Run npm run build'));
    app.templates.web.hasResourceProperties('AWS::Lambda::Function', { Handler: 'index.handler' });
  });

  describe('with a built site', () => {
    let dist: string;
    let built: Synthesized;
    beforeAll(() => {
      dist = fakeBuiltSite();
      built = synth({ webDist: dist });
    });
    afterAll(() => rmSync(dist, { recursive: true, force: true }));

    it('runs the Astro server through the Lambda Web Adapter behind a function URL with OAC', () => {
      built.templates.web.hasResourceProperties('AWS::Lambda::Function', {
        Handler: 'run.sh',
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Layers: [Match.stringLikeRegexp('753240598075:layer:LambdaAdapterLayerArm64:25$')],
        Environment: {
          Variables: Match.objectLike({ AWS_LAMBDA_EXEC_WRAPPER: '/opt/bootstrap', PORT: '8080' }),
        },
      });
      built.templates.web.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'AWS_IAM' });
      // The client files, the OpenAPI document and the reference page.
      built.templates.web.resourceCountIs('Custom::CDKBucketDeployment', 3);
      expect(Annotations.fromStack(built.stacks.web).findWarning('*', Match.anyValue())).toHaveLength(0);
    });

    it('routes /_astro/* to S3, /api/* to the HTTP API and the rest to the site function', () => {
      const [distribution] = Object.values(resourcesOf(built.templates.web, 'AWS::CloudFront::Distribution'));
      const config = distribution?.Properties?.DistributionConfig as {
        CacheBehaviors: { PathPattern: string; AllowedMethods: string[] }[];
        Origins: { Id: string; DomainName: unknown; S3OriginConfig?: unknown }[];
      };
      expect(config.CacheBehaviors.map((b) => b.PathPattern)).toEqual([
        '/_astro/*',
        '/api/openapi.json',
        '/api/docs',
        '/api/*',
      ]);
      const api = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*');
      expect(api?.AllowedMethods).toHaveLength(7);
    });

    it('runs every function on Node 22 and Graviton, except the handlers CDK provides', () => {
      const fns = Object.entries(resourcesOf(built.templates.web, 'AWS::Lambda::Function'));
      // The bucket deployments' shared handler and the documents CORS custom resource's.
      expect(fns.filter(([id]) => providedByCdk(id))).toHaveLength(2);
      for (const [, fn] of fns.filter(([id]) => !providedByCdk(id))) {
        expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'] });
      }
    });

    it('packs the site function with the client files, a self-contained server and run.sh', () => {
      const out = mkdtempSync(join(tmpdir(), 'ezc-web-bundle-'));
      try {
        bundleWebSite(dist, out);
        expect(existsSync(join(out, 'client', '_astro', 'app.abc123.js'))).toBe(true);
        expect(readFileSync(join(out, 'server', 'main.mjs'), 'utf8')).toContain('createRequire');
        expect(statSync(join(out, 'run.sh')).mode & 0o111).not.toBe(0);
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    });

    it('grants nothing on Resource "*" with the bucket deployment either', () =>
      assertNoWildcardResources(built));
  });
});
