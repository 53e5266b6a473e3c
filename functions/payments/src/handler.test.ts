import { describeLambdaEntry } from '@ezc/platform/testing/lambda-entry';

describeLambdaEntry('payments', () => import('./handler'));
