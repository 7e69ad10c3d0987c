import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allTexts, fill, plural, TEXT_NAMESPACES } from '../platform/texts.ts';

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

/** The texts of a catalogue, every one, for the checks on their content. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.values(value as Record<string, unknown>).flatMap(strings);
}

describe("the server's text catalogues (src/locales)", () => {
  const all = allTexts();

  it('exist for German and English, every file loaded and no namespace without its file', () => {
    expect(Object.keys(all).sort()).toEqual(['de', 'en']);
    for (const language of ['de', 'en']) {
      const files = readdirSync(new URL(`./${language}/`, import.meta.url)).sort();
      expect(files).toEqual(TEXT_NAMESPACES.map((namespace) => `${namespace}.json`).sort());
    }
  });

  for (const namespace of TEXT_NAMESPACES) {
    it(`"${namespace}": no key one language lacks, same placeholders, no empty text`, () => {
      const de = flatten(all.de[namespace]);
      const en = flatten(all.en[namespace]);
      expect({
        missingInEnglish: [...de.keys()].filter((key) => !en.has(key)),
        missingInGerman: [...en.keys()].filter((key) => !de.has(key)),
      }).toEqual({ missingInEnglish: [], missingInGerman: [] });
      for (const [key, placeholders] of de) expect(en.get(key), `${namespace}:${key}`).toEqual(placeholders);
      for (const text of [...strings(all.de[namespace]), ...strings(all.en[namespace])])
        expect(text.trim(), `${namespace}: empty text`).not.toBe('');
    });
  }

  it('German texts use Swiss spelling (no ß)', () => {
    expect(JSON.stringify(all.de)).not.toContain('ß');
  });
});

describe('fill and plural', () => {
  it('put the values in, once: a value holding braces or $ stays as it is', () => {
    expect(fill('Seite {{page}} von {{ pages }}', { page: 1, pages: 3 })).toBe('Seite 1 von 3');
    expect(fill('Guten Tag {{name}}', { name: '{{name}} $& AG' })).toBe('Guten Tag {{name}} $& AG');
  });

  it('throw on a placeholder without a value rather than print braces into a document', () => {
    expect(() => fill('Umzug von {{from}} nach {{to}}', { from: 'Bern' })).toThrow('No value for {{to}}');
  });

  it('choose the singular for exactly one, the plural otherwise, with the count filled in', () => {
    const forms = { one: '{{count}} Fahrzeug', other: '{{count}} Fahrzeuge' };
    expect([0, 1, 2].map((count) => plural(forms, count))).toEqual([
      '0 Fahrzeuge',
      '1 Fahrzeug',
      '2 Fahrzeuge',
    ]);
  });
});
