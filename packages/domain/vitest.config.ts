import { defineProject } from 'vitest/config';
import { maxWorkers } from '../../vitest.workers.ts';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Pure functions: the test files of a worker share one module graph (zod, the catalogues).
    isolate: false,
    maxWorkers,
    globalSetup: ['../../scripts/vitest-node-check.ts'],
  },
});
