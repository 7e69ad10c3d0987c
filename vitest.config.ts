import { defineConfig } from 'vitest/config';

// `npm test`: every test that needs nothing installed on the machine (domain, API on PGlite, web components).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});
