import { defineProject } from 'vitest/config';
import { maxWorkers } from '../../vitest.workers.ts';

// API tests through app.inject on a freshly migrated database per test file: PGlite by default,
// the PostgreSQL server at TEST_DATABASE_URL when set (CI runs them both ways, the second time with Redis).
// Tests that read PDFs back with Debian's poppler-utils (*.poppler.test.ts) are not part of
// `npm test`, which needs nothing installed: `npm run test:pdf` runs them (CI does, after installing it).
const needsServers = ['src/**/*.instances.test.ts'];
const needsPoppler = ['src/**/*.poppler.test.ts'];

export default defineProject({
  test: {
    name: 'server',
    include:
      process.env.MAXER_TEST_SET === 'pdf' ? needsPoppler : ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Tests of the several-instances setup need Redis and a PostgreSQL server: `npm run test:api:pg`.
    exclude: [
      ...(process.env.REDIS_URL && process.env.TEST_DATABASE_URL ? [] : needsServers),
      ...(process.env.MAXER_TEST_SET === 'pdf' ? [] : needsPoppler),
    ],
    environment: 'node',
    // Test files of one worker share its module graph: the app, drizzle, zod and fastify are imported
    // once per worker instead of once per file (a third of the CPU time before). Each file still gets
    // its own database and app (createTestApp); tests must not change module state (no vi.mock, no
    // process.env writes), which none do.
    isolate: false,
    maxWorkers,
    globalSetup: ['../../scripts/vitest-node-check.ts', './src/testing/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
