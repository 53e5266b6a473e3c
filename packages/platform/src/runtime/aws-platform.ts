import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { S3BlobStore } from '../blobs/s3-blob-store';
import { EventBridgeBus } from '../bus/eventbridge-bus';
import { systemClock } from '../clock/clock';
import { EventBridgeScheduler } from '../clock/eventbridge-scheduler';
import { parseConfig } from '../config';
import { sessionVerifier } from '../http/session-verifier';
import { randomIds } from '../ids';
import { createLogger } from '../log';
import { SesMailer } from '../notify/ses-mailer';
import { SnsSmsSender } from '../notify/sns-sms-sender';
import { setPlatform } from '../platform';
import { ApiGatewayPushGateway } from '../push/apigw-push-gateway';
import { TableConnectionRegistry } from '../push/table-connection-registry';
import { AggregateStore } from '../table/aggregate-store';
import { dynamoClient } from '../table/dynamo-client';
import { Table } from '../table/table';

function required(name: string, value: string | undefined): string {
  if (!value) throw new Error(`${name} must be set in AWS`);
  return value;
}

/** The token key: from Secrets Manager (its ARN in AUTH_TOKEN_SECRET_ARN), read once per cold start. */
async function tokenSecret(region: string, direct: string | undefined): Promise<string> {
  if (direct) return direct;
  const arn = required('AUTH_TOKEN_SECRET_ARN', process.env.AUTH_TOKEN_SECRET_ARN);
  const out = await new SecretsManagerClient({ region }).send(new GetSecretValueCommand({ SecretId: arn }));
  return required('the token secret value', out.SecretString);
}

let ready: Promise<void> | undefined;

/**
 * Assembles the platform from the AWS adapters, once per Lambda container. The handler awaits the
 * returned promise before its first request, so a cold start reads the secret exactly once.
 */
export function installAwsPlatform(): Promise<void> {
  ready ??= (async () => {
    const config = parseConfig({ ...process.env, STAGE: 'aws' });
    const region = config.AWS_REGION;
    const log = createLogger(config.LOG_LEVEL, { fn: process.env.AWS_LAMBDA_FUNCTION_NAME });
    // DYNAMODB_ENDPOINT is only set when the Lambda entry is exercised against DynamoDB Local in tests.
    const endpoint = config.DYNAMODB_ENDPOINT;
    const table = new Table(dynamoClient({ region, ...(endpoint ? { endpoint } : {}) }), config.TABLE_NAME);
    const secret = await tokenSecret(region, config.AUTH_TOKEN_SECRET);
    setPlatform({
      config,
      log,
      clock: systemClock,
      ids: randomIds,
      table,
      store: new AggregateStore(table, systemClock, randomIds),
      bus: EventBridgeBus.fromRegion(region, config.EVENT_BUS_NAME),
      blobs: S3BlobStore.fromRegion(region, {
        bucket: config.BUCKET_NAME,
        kmsKeyId: required('KMS_KEY_ID', config.KMS_KEY_ID),
      }),
      push: ApiGatewayPushGateway.fromEndpoint(
        required('WEB_SOCKET_ENDPOINT', config.WEB_SOCKET_ENDPOINT),
        region,
      ),
      connections: new TableConnectionRegistry(table),
      mail: SesMailer.fromRegion(region, config.MAIL_FROM),
      sms: SnsSmsSender.fromRegion(region),
      scheduler: EventBridgeScheduler.fromRegion(region, {
        eventBusArn: required('EVENT_BUS_ARN', config.EVENT_BUS_ARN),
        roleArn: required('SCHEDULER_ROLE_ARN', config.SCHEDULER_ROLE_ARN),
        groupName: 'ezc-loans',
      }),
      tokens: sessionVerifier({ secret, table, now: () => new Date() }),
      tokenSecret: secret,
    });
  })();
  return ready;
}
