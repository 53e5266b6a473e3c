/**
 * The kinds of test the suite holds, by where they live; the README gives each a time budget and
 * the command that runs it alone.
 */
export const TEST_KINDS = [
  { id: 'unit', title: 'Unit' },
  { id: 'use-case', title: 'Use case' },
  { id: 'infra', title: 'Infrastructure (CDK)' },
  { id: 'journey', title: 'Journey' },
  { id: 'browser', title: 'Browser' },
  { id: 'stress', title: 'Stress (fast)' },
] as const;

export type TestKind = (typeof TEST_KINDS)[number]['id'];

/**
 * A file's kind from its path; `source` tells a use-case test (against DynamoDB Local through the
 * run's test tables) from a unit test.
 */
export function kindOfTestFile(path: string, source = ''): TestKind {
  if (path.startsWith('tests/journeys/')) return 'journey';
  if (path.startsWith('tests/browser/')) return 'browser';
  if (path.startsWith('tests/stress/')) return 'stress';
  if (path.startsWith('infra/')) return 'infra';
  if (source.includes('testing/test-table')) return 'use-case';
  return 'unit';
}
