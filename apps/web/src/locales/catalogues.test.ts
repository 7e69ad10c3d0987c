import { describe, expect, it } from 'vitest';
import { catalogues, NAMESPACES } from '../lib/i18n.ts';

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

describe('message catalogues', () => {
  const all = catalogues();

  it('exist for German and English with the same namespaces, every namespace loaded', () => {
    expect(Object.keys(all).sort()).toEqual(['de', 'en']);
    expect(Object.keys(all.de ?? {}).sort()).toEqual([...NAMESPACES].sort());
    expect(Object.keys(all.en ?? {}).sort()).toEqual([...NAMESPACES].sort());
  });

  for (const namespace of NAMESPACES) {
    it(`catalogues "${namespace}": no key one language lacks, same placeholders, no empty text`, () => {
      const de = flatten(all.de?.[namespace] ?? {});
      const en = flatten(all.en?.[namespace] ?? {});
      const onlyDe = [...de.keys()].filter((key) => !en.has(key));
      const onlyEn = [...en.keys()].filter((key) => !de.has(key));
      expect({ missingInEnglish: onlyDe, missingInGerman: onlyEn }).toEqual({
        missingInEnglish: [],
        missingInGerman: [],
      });
      for (const [key, placeholders] of de) expect(en.get(key), `${namespace}:${key}`).toEqual(placeholders);
      for (const [key] of [...de, ...en]) expect(key, `${namespace}: empty key`).not.toBe('');
    });
  }

  it('catalogues: German texts use Swiss spelling (no ß)', () => {
    const german = JSON.stringify(all.de);
    expect(german).not.toContain('ß');
  });
});
