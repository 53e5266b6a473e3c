import { contextHandler } from '@ezc/platform/lambda/handler';
import { apiGatewayPush } from '@ezc/platform/runtime/adapters/apigw-push';
import { tableConnections } from '@ezc/platform/runtime/adapters/table-connections';
import { installAwsPlatform } from '@ezc/platform/runtime/aws-platform';
import { app } from './app';
import { consumers } from './consumers';

export const handler = contextHandler(
  'realtime',
  app,
  consumers,
  installAwsPlatform({ push: apiGatewayPush, connections: tableConnections }),
);
