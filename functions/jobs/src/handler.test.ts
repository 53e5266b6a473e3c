import { describeLambdaEntry } from '@ezc/platform/testing/lambda-entry';

describeLambdaEntry('jobs', () => import('./handler'));
