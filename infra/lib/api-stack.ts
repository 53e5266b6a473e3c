import { type ContextName, contextNames } from '@ezc/platform/bus/rules';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { Alarms } from './alarms';
import { collectRoutes } from './api-routes';
import { BusRules } from './bus-rules';
import { contextApps, contextConsumers } from './context-apps';
import type { DataStack } from './data-stack';
import { handSecrets } from './function-secrets';
import { pascalCase } from './names';
import { ezcFunction, type LazyModule } from './node-function';
import { grantNotify } from './notify-grants';
import { OutboxRelay } from './outbox-relay';
import { platformEnvironment } from './platform-environment';
import type { SecretName } from './product-secrets';
import type { RealtimeStack } from './realtime-stack';
import { RecurringSchedules } from './recurring-schedules';
import { settings } from './settings';
import { grantSiteAddress } from './site-address';

export interface ApiStackProps extends StackProps {
  data: DataStack;
  realtime: RealtimeStack;
}

/**
 * Contexts that keep documents: identity papers, agreements, recordings, payment slips, report
 * exports.
 */
const documentContexts: readonly ContextName[] = ['customers', 'loans', 'signing', 'payments', 'reports'];
/** Contexts that e-mail or text people: OTPs and resets, invitations, receipts, reminders. */
const notifyingContexts: readonly ContextName[] = [
  'identity',
  'customers',
  'loans',
  'signing',
  'payments',
  'jobs',
];
/** Contexts that set one-off schedules (reminders, signing slots, mandate follow-ups). */
const schedulingContexts: readonly ContextName[] = ['jobs', 'signing', 'payments'];
/**
 * pdf-lib is most of the weight of the contexts that make PDFs: only the calls that make or stamp
 * an agreement, make a receipt or a statement, or export a customer's data as a PDF, load it. The
 * same for identity's password-strength check.
 */
const lazyModules: Partial<Record<ContextName, readonly LazyModule[]>> = {
  signing: [{ entry: 'functions/signing/src/agreements/pdf-engine.ts', file: 'pdf-engine.mjs' }],
  payments: [{ entry: 'functions/payments/src/documents/pdf-engine.ts', file: 'pdf-engine.mjs' }],
  customers: [{ entry: 'functions/customers/src/data-export/pdf-engine.ts', file: 'pdf-engine.mjs' }],
  // The password policy's list of common passwords: only choosing a password loads it.
  identity: [
    { entry: 'functions/identity/src/credentials/password-strength.ts', file: 'password-strength.mjs' },
  ],
};
/**
 * Every API function verifies access tokens and decides whether to believe CloudFront's viewer
 * address; identity also signs the system account in, payments checks e-mandate callbacks, and
 * signing hands live sessions their TURN server.
 */
const apiSecrets: readonly SecretName[] = ['AUTH_TOKEN_SECRET', 'ORIGIN_VERIFY_SECRET'];
const contextSecrets: Partial<Record<ContextName, readonly SecretName[]>> = {
  identity: ['SYSTEM_PASSWORD', 'SYSTEM_API_KEY'],
  payments: ['EMANDATE_WEBHOOK_SECRET'],
  // The TURN server's credentials, answered to the two browsers of a live signing session.
  signing: ['ICE_SERVERS'],
};

/**
 * How long a context's consumers may run on one event: an export (a report, a year of document
 * reads) or a page of the daily run takes longer than an API call may, and nothing waits on it
 * but the page that follows it or the next page.
 */
const consumerTimeouts: Partial<Record<ContextName, Duration>> = {
  reports: Duration.minutes(15),
  customers: Duration.minutes(15),
  payments: Duration.minutes(5),
};
const CONSUMER_TIMEOUT = Duration.minutes(2);

/**
 * The stateless backend: one function per bounded context behind the HTTP API, another running
 * the same code for the context's bus consumers (its own timeout and concurrency, so events never
 * take the API's), the outbox relay, the bus rules and the schedules. Safe to destroy and
 * redeploy; all state is in the data stack.
 */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly functions: Record<ContextName, NodejsFunction>;
  /** The functions that run each context's bus consumers (contexts without consumers have none). */
  readonly consumerFunctions: Partial<Record<ContextName, NodejsFunction>>;
  readonly relay: OutboxRelay;
  readonly busRules: BusRules;
  /** `<id>.execute-api.<region>.amazonaws.com`, the CloudFront origin of `/api/*`. */
  readonly apiDomain: string;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { data, realtime } = props;
    const alarms = new Alarms(this, 'Alarms', { email: settings(this).alarmEmail });
    const schedules = new RecurringSchedules(this, 'Schedules', { bus: data.bus });

    const environment = {
      ...platformEnvironment(this, data),
      SCHEDULER_ROLE_ARN: schedules.role.roleArn,
      WEB_SOCKET_ENDPOINT: realtime.stage.callbackUrl,
    };
    const contextFunction = (
      context: ContextName,
      id: string,
      description: string,
      run?: { timeout: Duration; reservedConcurrency?: number | undefined },
    ) => {
      const fn = ezcFunction(this, id, {
        entry: `functions/${context}/src/handler.ts`,
        description,
        environment,
        ...(lazyModules[context] ? { lazyModules: lazyModules[context] } : {}),
        ...(run ? { timeout: run.timeout } : {}),
        ...(run?.reservedConcurrency !== undefined ? { reservedConcurrency: run.reservedConcurrency } : {}),
      });
      data.table.grantReadWriteData(fn);
      data.bus.grantPutEventsTo(fn);
      grantSiteAddress(this, fn);
      const secrets = [...apiSecrets, ...(contextSecrets[context] ?? [])];
      handSecrets(fn, Object.fromEntries(secrets.map((name) => [name, data.secrets[name]])));
      // Any context may push a status change to the users watching it.
      realtime.grantPush(fn);
      if (documentContexts.includes(context)) data.documents.grantReadWrite(fn);
      if (schedulingContexts.includes(context)) schedules.grantManageSchedules(fn);
      if (notifyingContexts.includes(context)) grantNotify(fn, settings(this).mailFrom);
      return fn;
    };
    const functions = {} as Record<ContextName, NodejsFunction>;
    const consumerFunctions: Partial<Record<ContextName, NodejsFunction>> = {};
    for (const context of contextNames) {
      functions[context] = contextFunction(
        context,
        `${pascalCase(context)}Function`,
        `The ${context} context: its API routes`,
      );
      if (Object.keys(contextConsumers[context] ?? {}).length === 0) continue;
      consumerFunctions[context] = contextFunction(
        context,
        `${pascalCase(context)}Consumers`,
        `The ${context} context: its bus consumers`,
        {
          timeout: consumerTimeouts[context] ?? CONSUMER_TIMEOUT,
          reservedConcurrency: settings(this).consumerConcurrency,
        },
      );
    }
    this.functions = functions;
    this.consumerFunctions = consumerFunctions;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: 'ezc-loans',
      description: 'The loans API under /api, one integration per bounded context',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'HttpApiAccessLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Declared here rather than by `createDefaultStage`, which cannot take throttling.
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { burstLimit: 200, rateLimit: 100 },
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
    });
    this.apiDomain = `${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;

    const integrations = {} as Record<ContextName, HttpLambdaIntegration>;
    for (const context of contextNames) {
      integrations[context] = new HttpLambdaIntegration(
        `${pascalCase(context)}Integration`,
        functions[context],
        {
          // One invoke permission per function for the whole API, not one per route: a route-scoped
          // permission per route would outgrow the 20 KB function policy and the 500-resource stack.
          scopePermissionToRoute: false,
        },
      );
    }
    for (const route of collectRoutes(contextApps)) {
      this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: integrations[route.context],
      });
    }

    this.relay = new OutboxRelay(this, 'OutboxRelay', { table: data.table, bus: data.bus, alarms });
    this.busRules = new BusRules(this, 'BusRules', { bus: data.bus, functions: consumerFunctions, alarms });

    new CfnOutput(this, 'ApiUrl', { value: `https://${this.apiDomain}/api` });
  }
}
