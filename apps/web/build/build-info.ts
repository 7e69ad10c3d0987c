import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';

/** Where the running app asks which build is the latest (spec §7: "latest-build info file"). */
export const LATEST_BUILD_FILE = 'builds/latest.json';

/**
 * Each build gets an id, compiled into the app (`__MAXER_BUILD_ID__`) and written to
 * `builds/latest.json` and `builds/meta/<id>.json` (spec §7's build manifest). A tab opened before a
 * deployment finds a different id there and offers a reload (src/lib/build-check.ts). In development
 * the id is `dev` and nothing is checked.
 */
export function buildInfo(): Plugin {
  let id = 'dev';
  return {
    name: 'maxer-build-info',
    config(_config, { command }) {
      if (command === 'build') id = randomUUID();
      return { define: { __MAXER_BUILD_ID__: JSON.stringify(id) } };
    },
    generateBundle() {
      const source = `${JSON.stringify({ id, timestamp: Date.now() })}\n`;
      this.emitFile({ type: 'asset', fileName: LATEST_BUILD_FILE, source });
      this.emitFile({ type: 'asset', fileName: `builds/meta/${id}.json`, source });
    },
  };
}
