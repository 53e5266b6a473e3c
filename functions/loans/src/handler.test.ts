import { describeLambdaEntry } from '@ezc/platform/testing/lambda-entry';

describeLambdaEntry('loans', () => import('./handler'));
