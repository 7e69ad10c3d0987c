import { defineConfig } from 'vitest/config';

// `npm test`: every test that needs nothing installed on the machine (domain, API on PGlite, web components).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // Vitest's default is one worker less than the CPUs: one on a two-core CI machine, which leaves
    // the second core idle while test files run one after another.
    maxWorkers: 2,
  },
});
