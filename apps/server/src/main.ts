// The server's entry point (`npm start`, `node apps/server/src/main.ts`). It loads nothing of the
// server itself until module loading is made cheaper (platform/module-loading.ts, ADR 059): a static
// import would load the whole server before this file's first line runs.
import { saveCompiledModules, speedUpModuleLoading } from './platform/module-loading.ts';
import { assertNode24 } from './platform/node-version.ts';

assertNode24('The Maxer server');
speedUpModuleLoading();
await import('./server.ts');
saveCompiledModules();
