import { contextHandler } from '@ezc/platform/lambda/handler';
import { s3Blobs } from '@ezc/platform/runtime/adapters/s3-blobs';
import { installAwsPlatform } from '@ezc/platform/runtime/aws-platform';
import { app } from './app';
import { consumers } from './consumers';

export const handler = contextHandler('reports', app, consumers, installAwsPlatform({ blobs: s3Blobs }));
