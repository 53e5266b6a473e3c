import { contextHandler } from '@ezc/platform/lambda/handler';
import { eventBridgeSchedules } from '@ezc/platform/runtime/adapters/eventbridge-schedules';
import { sesMail } from '@ezc/platform/runtime/adapters/ses-mail';
import { snsSms } from '@ezc/platform/runtime/adapters/sns-sms';
import { installAwsPlatform } from '@ezc/platform/runtime/aws-platform';
import { app } from './app';
import { consumers } from './consumers';

export const handler = contextHandler(
  'jobs',
  app,
  consumers,
  installAwsPlatform({ mail: sesMail, sms: snsSms, scheduler: eventBridgeSchedules }),
);
