import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INLINE_STYLE_LIMIT, withInlinedStyles } from './inline-styles.ts';

let dist: string;

beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-inline-styles-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets/page-a1.css'), '.page{margin:0 auto}');
  fs.writeFileSync(path.join(dist, 'assets/big-b2.css'), `.x{color:red}${' '.repeat(INLINE_STYLE_LIMIT)}`);
  fs.writeFileSync(path.join(dist, 'assets/evil-c3.css'), '.x{content:"</style><script>"}');
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const link = (file: string) => `<link rel="stylesheet" crossorigin href="/assets/${file}">`;

describe('stylesheets inlined into a rendered page', () => {
  it('puts a small sheet of the build into the page in place of its link, and leaves scripts alone', async () => {
    const script = '<script type="module" crossorigin src="/assets/page-d4.js"></script>';
    const html = `<head>${script}${link('page-a1.css')}</head>`;
    expect(await withInlinedStyles(html, dist)).toBe(
      `<head>${script}<style>.page{margin:0 auto}</style></head>`,
    );
  });

  it('keeps the link of a sheet that is missing, too large, or could close the style element', async () => {
    const html = `${link('missing-e5.css')}${link('big-b2.css')}${link('evil-c3.css')}`;
    expect(await withInlinedStyles(html, dist)).toBe(html);
  });

  it('reads nothing outside the build: only plain file names under /assets are taken', async () => {
    const html = '<link rel="stylesheet" href="/assets/../../etc/passwd.css">';
    expect(await withInlinedStyles(html, dist)).toBe(html);
  });
});
