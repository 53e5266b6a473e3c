import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import type { DataStack } from './data-stack';
import { handSecrets } from './function-secrets';
import { ezcFunction } from './node-function';
import { platformEnvironment } from './platform-environment';
import { grantSiteAddress } from './site-address';

export interface RealtimeStackProps extends StackProps {
  data: DataStack;
}

/**
 * The WebSocket API. It sits before the API stack: the API functions need its callback URL to
 * push, and nothing here needs the HTTP API, so the stacks stay acyclic.
 */
export class RealtimeStack extends Stack {
  readonly stage: WebSocketStage;
  readonly handler: NodejsFunction;

  constructor(scope: Construct, id: string, props: RealtimeStackProps) {
    super(scope, id, props);
    const { data } = props;

    const api = new WebSocketApi(this, 'WebSocketApi', {
      apiName: 'ezc-loans-ws',
      description: 'Pushes status changes to signed-in users',
    });
    this.stage = new WebSocketStage(this, 'LiveStage', {
      webSocketApi: api,
      stageName: 'live',
      autoDeploy: true,
      throttle: { burstLimit: 200, rateLimit: 100 },
    });

    const handler = ezcFunction(this, 'WsHandler', {
      entry: 'functions/realtime/src/ws-handler.ts',
      description: 'WebSocket $connect (token check), $disconnect and $default',
      environment: { ...platformEnvironment(this, data), WEB_SOCKET_ENDPOINT: this.stage.callbackUrl },
    });
    this.handler = handler;
    // Connections are rows in the table; $connect verifies the access token with the secret.
    data.table.grantReadWriteData(handler);
    grantSiteAddress(this, handler);
    handSecrets(handler, { AUTH_TOKEN_SECRET: data.secrets.AUTH_TOKEN_SECRET });
    this.grantPush(handler);

    const integration = (name: string) => new WebSocketLambdaIntegration(`${name}Integration`, handler);
    api.addRoute('$connect', { integration: integration('Connect') });
    api.addRoute('$disconnect', { integration: integration('Disconnect') });
    api.addRoute('$default', { integration: integration('Default') });

    new CfnOutput(this, 'WebSocketUrl', { value: this.stage.url });
  }

  /** execute-api:ManageConnections on this stage's `@connections/*` only. */
  grantPush(grantee: IGrantable): void {
    this.stage.grantManagementApiAccess(grantee);
  }
}
