import { defineConfig } from 'vitest/config';
import { maxWorkers } from './vitest.workers.ts';

// `npm test`: every test that needs nothing installed on the machine (domain, API on PGlite, web components).
// Each project sets `maxWorkers` (vitest.workers.ts) and runs its test files without re-importing
// modules per file (`isolate: false`): docs/decisions/030-faster-tests.md.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    maxWorkers,
  },
});
