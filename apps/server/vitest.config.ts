import { defineProject } from 'vitest/config';

// API tests through app.inject on a freshly migrated database per test file: PGlite by default,
// the PostgreSQL server at TEST_DATABASE_URL when set (CI runs them both ways, the second time with Redis).
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Tests of the several-instances setup need Redis and a PostgreSQL server: `npm run test:api:pg`.
    exclude: process.env.REDIS_URL && process.env.TEST_DATABASE_URL ? [] : ['src/**/*.instances.test.ts'],
    environment: 'node',
    globalSetup: ['../../scripts/vitest-node-check.ts', './src/testing/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
