// The customer's offer page (apps/web/accept-contract.html, its own Vite entry): the JavaScript a phone
// downloads for it, gzipped, from the built web app. Target (issue 5): under 150 KB. The browser test
// e2e/tests/accept-offer.spec.ts fails above it; this reports the figure beside the others.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './helpers.ts';

export const OFFER_PAGE_JS_TARGET_BYTES = 150 * 1000;

export interface OfferPageSize {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

/** The entry and every module it imports, statically or dynamically, each file gzipped on its own. */
export function runOfferPageSize(distDir = path.join(repoRoot, 'apps/web/dist')): OfferPageSize {
  const htmlFile = path.join(distDir, 'accept-contract.html');
  if (!fs.existsSync(htmlFile)) throw new Error(`${htmlFile} is missing: run npm run build first`);
  const html = fs.readFileSync(htmlFile, 'utf8');
  const pending = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const seen = new Set<string>();
  let rawBytes = 0;
  let gzipBytes = 0;
  while (pending.length > 0) {
    const file = pending.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    const body = fs.readFileSync(path.join(distDir, file));
    rawBytes += body.length;
    gzipBytes += gzipSync(body).length;
    for (const match of body
      .toString('utf8')
      .matchAll(/(?:from\s*|import\s*\(?\s*)["']\.\/([^"']+\.js)["']/g))
      pending.push(path.posix.join(path.posix.dirname(file), match[1] ?? ''));
  }
  return { files: seen.size, rawBytes, gzipBytes };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export function describeOfferPageSize(size: OfferPageSize): string {
  return `  ${size.files} files, ${kb(size.rawBytes)} raw, ${kb(size.gzipBytes)} gzipped`;
}

export function offerPageSizeProblems(size: OfferPageSize): string[] {
  return size.gzipBytes < OFFER_PAGE_JS_TARGET_BYTES
    ? []
    : [`offer-page-size: ${kb(size.gzipBytes)} gzipped, target < ${kb(OFFER_PAGE_JS_TARGET_BYTES)}`];
}

export function offerPageSizeRow(size: OfferPageSize): string[] {
  return [
    'customer offer page JavaScript (gzipped)',
    kb(size.gzipBytes),
    `${size.files} files, ${kb(size.rawBytes)} raw, from apps/web/dist, target < 150 KB`,
  ];
}
