import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { maxWorkers } from '../../vitest.workers.ts';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    // One jsdom and one module graph per worker, not per test file (jsdom and the imports of React,
    // Mantine and TanStack were two thirds of the CPU time). src/test/setup.ts resets what a file may
    // leave behind in the shared window: rendered trees, stubbed globals, spies, the URL, storage, cookies.
    isolate: false,
    maxWorkers,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    globalSetup: ['../../scripts/vitest-node-check.ts'],
    css: false,
    testTimeout: 30_000,
  },
});
