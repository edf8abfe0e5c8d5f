// Jest 30 for the whole monorepo: one process runs every client package's unit and component tests ("unit"),
// the api suite ("api") runs separately because it needs the auth emulator and a database (scripts/test-api.mjs).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: [
        '<rootDir>/shared/src',
        '<rootDir>/shell/src',
        '<rootDir>/mf-calendar/src',
        '<rootDir>/mf-tasks/src',
        '<rootDir>/mf-notifications/src',
        '<rootDir>/mf-profile/src',
        '<rootDir>/mf-settings/src',
      ],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: {
        // Generated from the shared singletons' one list, as webpack does (tooling/webpack/sharedModulesLoader.cjs).
        'shell/src/features/remotes/sharedModules\\.ts$':
          '<rootDir>/jest/sharedModulesTransform.cjs',
        '^.+\\.(t|j)sx?$': swc,
      },
      moduleNameMapper: {
        '\\.module\\.css$': 'identity-obj-proxy',
        '\\.css$': '<rootDir>/jest/styleStub.cjs',
        // The shell's requests for the shared facades (tooling/webpack/sharedFacades.cjs): in tests, the package.
        '^planner-shared-facade/(.*)$': '$1',
      },
      setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.cjs$': swc },
      // ESM-only deps of fastify's inject, and PGlite's dynamic import() of node built-ins, compiled to require().
      transformIgnorePatterns: [
        '/node_modules/(?!(@electric-sql/pglite|cookie|light-my-request/node_modules/cookie)/)',
      ],
    },
  ],
};
