import { describe, expect, it } from 'vitest';
import { catalogues, NAMESPACES } from '../lib/i18n.ts';
import inquiryPageDe from './de/inquiry-page.json';
import offerPageDe from './de/offer-page.json';
import reviewPageDe from './de/review-page.json';
import sharedMediaDe from './de/shared-media.json';
import inquiryPageEn from './en/inquiry-page.json';
import offerPageEn from './en/offer-page.json';
import reviewPageEn from './en/review-page.json';
import sharedMediaEn from './en/shared-media.json';

/** Every key of a nested catalogue as a dotted path, with the {{placeholders}} its text uses. */
function flatten(value: unknown, prefix = ''): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  if (typeof value === 'string') {
    keys.set(prefix, [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort());
    return keys;
  }
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    for (const [path, placeholders] of flatten(child, prefix ? `${prefix}.${key}` : key))
      keys.set(path, placeholders);
  }
  return keys;
}

/** The same check for every namespace: no key one language lacks, same placeholders, no empty text. */
function expectComplete(name: string, deCatalogue: unknown, enCatalogue: unknown) {
  const de = flatten(deCatalogue ?? {});
  const en = flatten(enCatalogue ?? {});
  const onlyDe = [...de.keys()].filter((key) => !en.has(key));
  const onlyEn = [...en.keys()].filter((key) => !de.has(key));
  expect({ missingInEnglish: onlyDe, missingInGerman: onlyEn }).toEqual({
    missingInEnglish: [],
    missingInGerman: [],
  });
  for (const [key, placeholders] of de) expect(en.get(key), `${name}:${key}`).toEqual(placeholders);
  for (const [key] of [...de, ...en]) expect(key, `${name}: empty key`).not.toBe('');
}

describe('message catalogues', () => {
  const all = catalogues();

  it('exist for German and English with the same namespaces, every namespace loaded', () => {
    expect(Object.keys(all).sort()).toEqual(['de', 'en']);
    expect(Object.keys(all.de ?? {}).sort()).toEqual([...NAMESPACES].sort());
    expect(Object.keys(all.en ?? {}).sort()).toEqual([...NAMESPACES].sort());
  });

  for (const namespace of NAMESPACES) {
    it(`catalogues "${namespace}": no key one language lacks, same placeholders, no empty text`, () => {
      expectComplete(namespace, all.de?.[namespace], all.en?.[namespace]);
    });
  }

  it('catalogues "offer-page" (the customer\'s offer page, its own bundle): complete in both languages', () => {
    expectComplete('offer-page', offerPageDe, offerPageEn);
    expect(Object.keys(all.de ?? {})).not.toContain('offer-page');
  });

  it('catalogues "review-page" (the customer\'s review page, its own bundle): complete in both languages', () => {
    expectComplete('review-page', reviewPageDe, reviewPageEn);
    expect(Object.keys(all.de ?? {})).not.toContain('review-page');
  });

  it('catalogues "shared-media" (the customer\'s shared media page, its own bundle): complete in both languages', () => {
    expectComplete('shared-media', sharedMediaDe, sharedMediaEn);
    expect(Object.keys(all.de ?? {})).not.toContain('shared-media');
  });

  it('catalogues "inquiry-page" (the web inquiry form, its own bundle): complete in both languages', () => {
    expectComplete('inquiry-page', inquiryPageDe, inquiryPageEn);
    expect(Object.keys(all.de ?? {})).not.toContain('inquiry-page');
  });

  it('catalogues: German texts use Swiss spelling (no ß)', () => {
    const german = JSON.stringify([all.de, offerPageDe, reviewPageDe, sharedMediaDe, inquiryPageDe]);
    expect(german).not.toContain('ß');
  });
});
