import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The boundary rules of `npm run lint` (ADR 031) fire on a forbidden import: checked on a small made-up
// tree laid out like the project, so the rules cannot silently stop matching the folders they guard.
const require = createRequire(import.meta.url);
const config: IConfiguration = require('../../../.dependency-cruiser.cjs');

const files: Record<string, string> = {
  'apps/server/src/features/beta/index.ts': "export { findBeta } from './beta.repo.ts';\n",
  'apps/server/src/features/beta/beta.repo.ts': 'export const findBeta = () => 1;\n',
  'apps/server/src/features/alpha/uses-face.ts':
    "import { findBeta } from '../beta/index.ts';\nexport const a = findBeta;\n",
  'apps/server/src/features/alpha/uses-internals.ts':
    "import { findBeta } from '../beta/beta.repo.ts';\nexport const b = findBeta;\n",
  'apps/server/src/platform/reaches-feature.ts':
    "import { findBeta } from '../features/beta/index.ts';\nexport const c = findBeta;\n",
  'apps/server/src/features/gamma/index.ts': "export { d } from '../delta/index.ts';\nexport const g = 1;\n",
  'apps/server/src/features/delta/index.ts': "import { g } from '../gamma/index.ts';\nexport const d = g;\n",
  'apps/web/src/features/one/index.ts': "export { two } from '../two/internal.ts';\n",
  'apps/web/src/features/two/internal.ts': 'export const two = 2;\n',
  'apps/web/src/lib/reaches-feature.ts': "export { two } from '../features/two/internal.ts';\n",
  'packages/domain/src/reaches-app.ts':
    "export { findBeta } from '../../../apps/server/src/features/beta/index.ts';\n",
};

let base: string;
let violations: { rule: string; from: string; to: string }[];

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'maxer-boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(base, path)), { recursive: true });
    await writeFile(join(base, path), text);
  }
  const result = await cruise(['apps', 'packages'], {
    baseDir: base,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  if (typeof result.output === 'string') throw new Error('expected a cruise result');
  violations = result.output.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

const broken = (rule: string) => violations.filter((v) => v.rule === rule).map((v) => `${v.from} → ${v.to}`);

describe('feature boundaries', () => {
  it("refuses an import of another server feature's internals, and allows its index.ts", () => {
    expect(broken('server-feature-public-face')).toEqual([
      'apps/server/src/features/alpha/uses-internals.ts → apps/server/src/features/beta/beta.repo.ts',
    ]);
  });

  it('refuses platform code that reaches into a feature', () => {
    expect(broken('server-platform-knows-no-feature')).toEqual([
      'apps/server/src/platform/reaches-feature.ts → apps/server/src/features/beta/index.ts',
    ]);
  });

  it('refuses features that use each other in a circle, as modules and as features', () => {
    expect(broken('no-cycles').length).toBeGreaterThan(0);
    expect(broken('no-feature-cycles').join('\n')).toContain('apps/server/src/features/delta');
  });

  it("refuses a web feature using another's internals, and shared web code using a feature", () => {
    expect(broken('web-feature-public-face')).toEqual([
      'apps/web/src/features/one/index.ts → apps/web/src/features/two/internal.ts',
    ]);
    expect(broken('web-shared-knows-no-feature')).toEqual([
      'apps/web/src/lib/reaches-feature.ts → apps/web/src/features/two/internal.ts',
    ]);
  });

  it('refuses the domain package importing an app', () => {
    expect(broken('domain-imports-no-app')).toEqual([
      'packages/domain/src/reaches-app.ts → apps/server/src/features/beta/index.ts',
    ]);
  });
});
