import { describeLambdaEntry } from '@ezc/platform/testing/lambda-entry';

describeLambdaEntry('signing', () => import('./handler'));
