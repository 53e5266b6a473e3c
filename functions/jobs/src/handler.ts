import { contextHandler } from '@ezc/platform/lambda/handler';
import { installAwsPlatform } from '@ezc/platform/runtime/aws-platform';
import { app } from './app';
import { consumers } from './consumers';

export const handler = contextHandler('jobs', app, consumers, installAwsPlatform());
