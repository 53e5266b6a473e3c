import { defineConfig } from 'vitest/config';

/**
 * One run for the whole repository. A single DynamoDB Local (in memory) is started for the run;
 * each test file creates its own uniquely named table, so files never share state.
 */
export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', '**/cdk.out/**', 'web/dist/**'],
    globalSetup: [
      './packages/platform/src/testing/global-setup.ts',
      './tests/support/demo-password-hash.ts',
      './tests/support/snapshot-root.ts',
    ],
    env: { TZ: 'UTC' },
    // Generous: a timeout is there to end a hang, and a loaded two-core machine runs a journey several times slower.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // What a page shows after a busy server answers may take longer than the default second.
    expect: { poll: { timeout: 30_000 } },
    pool: 'forks',
    maxWorkers: 2,
    reporters: ['default', './tests/support/count-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'units',
          include: [
            'packages/**/*.test.ts',
            'functions/**/*.test.ts',
            'local/**/*.test.ts',
            'web/src/**/*.test.ts',
            'tests/support/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['infra/**/*.test.ts'],
          // The CDK library loads once per worker, and the files that synthesize the same app share
          // its templates (infra/test/synth.ts), where each file used to load and synthesize anew.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'product',
          include: ['tests/journeys/**/*.test.ts', 'tests/browser/**/*.test.ts', 'tests/stress/**/*.test.ts'],
          // A worker runs its files one after another with the product's modules loaded once
          // (each file still starts its own product on its own store, so files never share state).
          isolate: false,
          // A test that passes only on its second try is named in the run's summary as flaky.
          retry: 1,
        },
      },
    ],
  },
});
