import fs from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { installationStamp, packagesAlone, resolutionCache } from './resolution-cache.ts';

/**
 * Where Node keeps the compiled code of the server's modules between starts: beside the installed
 * packages (repository root's node_modules/.cache), so `npm ci` starts it afresh. NODE_COMPILE_CACHE
 * set in the environment wins; NODE_DISABLE_COMPILE_CACHE=1 switches it off.
 */
const COMPILE_CACHE_DIR = path.resolve(import.meta.dirname, '../../../../node_modules/.cache/maxer-compile');

/** Where the packages' resolutions are kept between starts (resolution-cache.ts, ADR 063). */
const RESOLUTIONS_FILE = path.resolve(
  import.meta.dirname,
  '../../../../node_modules/.cache/maxer-resolutions.json',
);
const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../../../..');

/**
 * Packages whose package.json carries an `exports` map so large (drizzle-orm: 447 entries, 179 KB)
 * that Node's resolver, which parses it anew for every file it resolves in or into the package,
 * spends more time on it than on compiling: a third of the module loading of a start (ADR 059).
 * Only packages without a package.json below their root: their `type` decides every .js file's format.
 */
const LARGE_MANIFESTS = ['drizzle-orm'];

const formatOf = (url: string, packageType: string) => {
  if (url.endsWith('.mjs')) return 'module';
  if (url.endsWith('.cjs')) return 'commonjs';
  if (url.endsWith('.js')) return packageType === 'module' ? 'module' : 'commonjs';
  return undefined;
};

/** This process's kept resolutions, written by `saveCompiledModules`. */
let resolutions: ReturnType<typeof resolutionCache> | undefined;

/**
 * Make the start cheaper in CPU before the server's ~1,800 modules load (main.ts): Node's compile
 * cache keeps their compiled code (and the TypeScript files with their types stripped) for the next
 * start; a resolution hook answers what Node would answer for LARGE_MANIFESTS without parsing their
 * package.json every time, and for every import into the installed packages what Node answered at
 * an earlier start of the same installation (resolution-cache.ts). They only change how fast modules
 * load, never which ones.
 */

export function speedUpModuleLoading(
  resolutionsFile = RESOLUTIONS_FILE,
  stamp = installationStamp(REPOSITORY_ROOT),
): void {
  module.enableCompileCache(COMPILE_CACHE_DIR);
  const kept = resolutionCache(resolutionsFile, stamp);
  resolutions = kept;

  /** Per package: its directory as a file URL and its `type`, learnt at the first bare import. */
  const roots = new Map<string, { url: string; type: string }>();
  /**
   * Bare specifiers already resolved, per importing directory: what Node answers depends only on the
   * specifier, the directory (the node_modules above it) and the conditions.
   */
  const resolved = new Map<string, module.ResolveFnOutput>();
  /** Node's answer, or the one it gave at an earlier start for the installed packages. */
  const keptOrNext: module.ResolveHookSync = (specifier, context, nextResolve) => {
    if (!packagesAlone(specifier, context.parentURL)) return resolveFast(specifier, context, nextResolve);
    const parent = context.parentURL ?? '';
    const key = [
      specifier,
      parent.slice(0, parent.lastIndexOf('/') + 1),
      context.conditions?.join(',') ?? '',
      JSON.stringify(context.importAttributes ?? {}),
    ].join('\0');
    const known = kept.get(key);
    if (known) return { ...known, shortCircuit: true };
    const result = resolveFast(specifier, context, nextResolve);
    if (result.url.startsWith('file:') || result.url.startsWith('node:')) kept.set(key, result);
    return result;
  };

  const resolveFast: module.ResolveHookSync = (specifier, context, nextResolve) => {
    const parent = context.parentURL;
    // A file of the package importing a sibling by its relative path, extension included.
    if (parent && (specifier.startsWith('./') || specifier.startsWith('../'))) {
      for (const root of roots.values()) {
        if (!parent.startsWith(root.url)) continue;
        const url = new URL(specifier, parent).href;
        const format = formatOf(url, root.type);
        if (format && url.startsWith(root.url)) return { url, format, shortCircuit: true };
      }
      return nextResolve(specifier, context);
    }
    const name = LARGE_MANIFESTS.find((one) => specifier === one || specifier.startsWith(`${one}/`));
    if (!name) return nextResolve(specifier, context);
    const directory = parent ? parent.slice(0, parent.lastIndexOf('/') + 1) : '';
    const key = `${specifier}\0${directory}\0${context.conditions?.join(',') ?? ''}`;
    const known = resolved.get(key);
    if (known) return { ...known, shortCircuit: true };
    const result = nextResolve(specifier, context);
    const marker = `/node_modules/${name}/`;
    const at = result.url.indexOf(marker);
    if (at >= 0) {
      resolved.set(key, result);
      if (!roots.has(name)) {
        const url = result.url.slice(0, at + marker.length);
        const manifest = JSON.parse(fs.readFileSync(new URL('package.json', url), 'utf8')) as {
          type?: string;
        };
        roots.set(name, { url, type: manifest.type ?? 'commonjs' });
      }
    }
    return result;
  };
  module.registerHooks({ resolve: keptOrNext });
}

/** Write what was compiled so far to the cache now, not only when the process exits. */
export function saveCompiledModules(): void {
  module.flushCompileCache();
  resolutions?.save();
}
