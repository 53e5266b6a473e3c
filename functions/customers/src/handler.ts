import { contextHandler } from '@ezc/platform/lambda/handler';
import { s3Blobs } from '@ezc/platform/runtime/adapters/s3-blobs';
import { sesMail } from '@ezc/platform/runtime/adapters/ses-mail';
import { snsSms } from '@ezc/platform/runtime/adapters/sns-sms';
import { installAwsPlatform } from '@ezc/platform/runtime/aws-platform';
import { app } from './app';
import { consumers } from './consumers';

export const handler = contextHandler(
  'customers',
  app,
  consumers,
  installAwsPlatform({ blobs: s3Blobs, mail: sesMail, sms: snsSms }),
);
