// The server's entry point (`npm start`, `node apps/server/src/main.ts`). It loads nothing of the
// server itself until module loading is made cheaper (platform/module-loading.ts, ADR 059): a static
// import would load the whole server before this file's first line runs.
import { saveCompiledModules, speedUpModuleLoading } from './platform/module-loading.ts';
import { assertNode24 } from './platform/node-version.ts';

assertNode24('The Maxer server');
speedUpModuleLoading();
const { loadConfig } = await import('./config.ts');
const config = loadConfig();
// The embedded database opens while the rest of the server loads (ADR 066): each takes about a
// second of a restart, and PGlite's file reads and WebAssembly compilation run beside module loading.
const embedded = config.databaseUrl
  ? undefined
  : import('./db/pglite-open.ts').then(({ installationTemplate, openPgliteClient }) =>
      openPgliteClient(config.dataDir, installationTemplate),
    );
// Its failure (another process holds the directory) is reported by startServer, which awaits it.
embedded?.catch(() => undefined);
const { startServer } = await import('./server.ts');
await startServer(config, embedded);
saveCompiledModules();
