import fs from 'node:fs';
import type module from 'node:module';
import path from 'node:path';

/** Bumped when what is stored changes meaning. */
const FORMAT = 1;

type Resolved = Pick<module.ResolveFnOutput, 'url' | 'format'>;

/**
 * Where the installed packages' modules resolved to at the last start, kept between starts (ADR 063).
 * Node answers an import into node_modules by reading package.json files and looking at the file
 * system every time, a fifth of a restart's module loading; the answers change only when the
 * packages do. `stamp` says which installation they belong to: a file of another stamp is ignored
 * (and replaced at the next `save`).
 */
export function resolutionCache(file: string, stamp: string) {
  let entries: Record<string, Resolved> = {};
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      format?: number;
      stamp?: string;
      entries?: Record<string, Resolved>;
    };
    if (stored.format === FORMAT && stored.stamp === stamp && stored.entries) entries = stored.entries;
  } catch {
    // None yet, or unreadable: every answer is Node's this time.
  }
  let added = 0;
  return {
    get: (key: string): Resolved | undefined => entries[key],
    set(key: string, resolved: Resolved) {
      entries[key] = { url: resolved.url, format: resolved.format };
      added++;
    },
    /** Write the answers if there are new ones; a read-only cache directory only means no cache. */
    save() {
      if (added === 0) return;
      try {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        const part = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(part, JSON.stringify({ format: FORMAT, stamp, entries }));
        fs.renameSync(part, file);
        added = 0;
      } catch {
        // Not kept: the next start resolves as Node does.
      }
    },
  };
}

/**
 * Which installation of the packages this is: npm rewrites node_modules/.package-lock.json on every
 * install and removal; with Node's version (its resolver) and the lockfile beside it.
 */
export function installationStamp(root: string): string {
  const stat = (file: string) => {
    try {
      const { mtimeMs, size } = fs.statSync(path.join(root, file));
      return `${mtimeMs}:${size}`;
    } catch {
      return '-';
    }
  };
  return [process.version, stat('node_modules/.package-lock.json'), stat('package-lock.json')].join('|');
}

/**
 * Whether the answer for `specifier` from `parentURL` is the installed packages' alone: a package
 * name, or any import made inside node_modules. The server's own files and the workspace's packages
 * are left to Node, so a file renamed while developing is never looked for where it was.
 */
export function packagesAlone(specifier: string, parentURL: string | undefined): boolean {
  if (specifier.startsWith('node:')) return false;
  // The workspace's own packages (@maxer/domain) are our files too: their exports change without an
  // install, so Node resolves them every time.
  if (specifier.startsWith('@maxer/')) return false;
  if (parentURL?.includes('/node_modules/')) return true;
  return !/^(\.|\/|file:|data:)/.test(specifier) && !specifier.startsWith('#');
}
