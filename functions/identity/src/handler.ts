import { contextHandler } from '@ezc/platform/lambda/handler';
import { sesMail } from '@ezc/platform/runtime/adapters/ses-mail';
import { installAwsPlatform } from '@ezc/platform/runtime/aws-platform';
import { app } from './app';
import { consumers } from './consumers';

export const handler = contextHandler('identity', app, consumers, installAwsPlatform({ mail: sesMail }));
