import { describeLambdaEntry } from '@ezc/platform/testing/lambda-entry';

describeLambdaEntry('reports', () => import('./handler'));
