// What a browser transfers for the sign-in page (/login.php) and the customer's offer page
// (/accept-contract?token=…): `node apps/server/src/main.ts` on an empty data directory serving the
// built web app (run `npm run build` first), and Debian's Chromium (CHROMIUM_PATH, default
// /usr/bin/chromium; no browser is downloaded) opening each page until the network is idle. Each
// response counts with its headers and its body as sent (compressed when the server compressed it).
// Targets (issue 15, item 14): login < 150 KB, offer page < 120 KB.
//   npx node bench/page-weight.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { repoRoot, startServerProcess } from './helpers.ts';

export const LOGIN_TARGET_BYTES = 150 * 1000;
export const OFFER_TARGET_BYTES = 120 * 1000;

export interface PageWeight {
  name: string;
  path: string;
  requests: number;
  /** Headers and bodies as transferred. */
  transferredBytes: number;
  /** JavaScript bodies only, as transferred. */
  scriptBytes: number;
  /** Every body decoded (what it would cost without compression). */
  decodedBytes: number;
  /** Each response: its path and transferred size. */
  files: string[];
  target: number;
  /** First contentful paint with the CPU slowed down 4× (Chromium's throttling), a fresh cache. */
  firstPaintMs4x?: number;
}

/** The page's first contentful paint in a fresh context with the CPU 4× slower (median of three). */
async function firstPaintSlowCpu(browser: Browser, url: string): Promise<number> {
  const paints: number[] = [];
  for (let run = 0; run < 3; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page
      .waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
        timeout: 10_000,
      })
      .catch(() => undefined);
    paints.push(
      await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      ),
    );
    await context.close();
  }
  return paints.sort((a, b) => a - b)[1] ?? Number.NaN;
}

async function weigh(page: Page, base: string, name: string, urlPath: string, target: number) {
  const responses: Promise<{ url: string; transferred: number; script: number; decoded: number }>[] = [];
  page.on('requestfinished', (request) => {
    responses.push(
      (async () => {
        const sizes = await request.sizes();
        const response = await request.response();
        const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
        const transferred = sizes.responseBodySize + sizes.responseHeadersSize;
        return {
          url: new URL(request.url()).pathname,
          transferred,
          script: request.resourceType() === 'script' ? sizes.responseBodySize : 0,
          decoded: body.length,
        };
      })(),
    );
  });
  await page.goto(`${base}${urlPath}`, { waitUntil: 'networkidle' });
  const all = await Promise.all(responses);
  page.removeAllListeners('requestfinished');
  const sum = (pick: (entry: (typeof all)[number]) => number) => all.reduce((total, e) => total + pick(e), 0);
  return {
    name,
    path: urlPath,
    requests: all.length,
    transferredBytes: sum((e) => e.transferred),
    scriptBytes: sum((e) => e.script),
    decodedBytes: sum((e) => e.decoded),
    files: all.map((e) => `${e.url} ${kb(e.transferred)}`),
    target,
  } satisfies PageWeight;
}

export async function runPageWeight(): Promise<PageWeight[]> {
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html')))
    throw new Error('apps/web/dist is missing: run npm run build first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-bench-weight-'));
  const { base, child } = await startServerProcess(dataDir, {
    seedDemo: false,
    timeoutMs: 60_000,
    pollMs: 50,
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const results: PageWeight[] = [];
    for (const [name, urlPath, target] of [
      ['sign-in page', '/login.php', LOGIN_TARGET_BYTES],
      ['offer page', `/accept-contract?token=${'x'.repeat(43)}`, OFFER_TARGET_BYTES],
    ] as const) {
      // A fresh context each time: an empty cache, like a first visit.
      const context = await browser.newContext();
      const weight = await weigh(await context.newPage(), base, name, urlPath, target);
      await context.close();
      results.push({ ...weight, firstPaintMs4x: await firstPaintSlowCpu(browser, `${base}${urlPath}`) });
    }
    return results;
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export function pageWeightRows(results: PageWeight[]): string[][] {
  return results.map((result) => [
    `${result.name} transferred (first visit)`,
    kb(result.transferredBytes),
    `${result.requests} requests, JavaScript ${kb(result.scriptBytes)}, ${kb(result.decodedBytes)} decoded, target < ${kb(result.target)}; first paint ${Math.round(result.firstPaintMs4x ?? Number.NaN)} ms at 4× CPU slowdown`,
  ]);
}

export function pageWeightProblems(results: PageWeight[]): string[] {
  return results
    .filter((result) => result.transferredBytes >= result.target)
    .map(
      (result) => `page-weight: ${result.name} ${kb(result.transferredBytes)}, target < ${kb(result.target)}`,
    );
}

if (import.meta.main) {
  const results = await runPageWeight();
  for (const row of pageWeightRows(results)) console.log(row.join(': '));
  if (process.argv.includes('--files'))
    for (const result of results) console.log(`${result.name}:\n  ${result.files.join('\n  ')}`);
  const problems = pageWeightProblems(results);
  for (const problem of problems) console.log(problem);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
