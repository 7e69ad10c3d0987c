import os from 'node:os';

/**
 * Test files run at once: one per core the process may use. Vitest's default is one less (one on a
 * two-core CI machine, leaving the second core idle), and a `maxWorkers` in the root config does not
 * reach the projects: each project config sets this value itself (they must agree, as projects of one
 * run share the pool).
 */
export const maxWorkers = Math.max(2, os.availableParallelism());
