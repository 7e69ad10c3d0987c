import { describe, expect, it } from 'vitest';
import { isSpsText, shortenAtWord, toSpsText } from './sps-text.ts';

describe('SPS character set', () => {
  it('keeps Swiss, French, Italian, Romanian letters, ß and €', () => {
    expect(isSpsText('Zürich, Genève, Città, Ștefan, Straße, 5 €')).toBe(true);
    expect(isSpsText('Łódź')).toBe(true);
    expect(isSpsText('東京')).toBe(false);
    expect(toSpsText('Müller-Lüdenscheidt\nGmbH', 70)).toBe('Müller-Lüdenscheidt GmbH');
    expect(toSpsText('Straße Genève', 70)).toBe('Straße Genève');
  });

  it('transliterates typographic quotes, dashes and other characters outside it', () => {
    expect(toSpsText('O’Brien ‘s „Haus“ “am See” – Süd — Nord', 140)).toBe(
      `O'Brien 's "Haus" "am See" - Süd - Nord`,
    );
    expect(toSpsText('Ṡtraße… ﬁrma Ωmega Жуков', 70)).toBe('Straße... firma Omega Zhukov');
    expect(isSpsText(toSpsText('東京 😀 ‰ ™', 70))).toBe(true);
  });
});

describe('field limits', () => {
  it('shortens at the last word that fits, never inside a word', () => {
    const name = 'Genossenschaft für Wohnungsbau und Siedlungsentwicklung der Zürcher Oberländer Gemeinden';
    expect(toSpsText(name, 70)).toBe('Genossenschaft für Wohnungsbau und Siedlungsentwicklung der Zürcher');
    expect(shortenAtWord('Hinterwaldhausen am Zürichsee im Oberland', 35)).toBe(
      'Hinterwaldhausen am Zürichsee im',
    );
    expect(shortenAtWord('Bahnhofstrasse 1, 2. Stock', 17)).toBe('Bahnhofstrasse 1');
    expect(shortenAtWord('exactly ten', 11)).toBe('exactly ten');
    expect(shortenAtWord('Donaudampfschifffahrtsgesellschaft', 16)).toBe('Donaudampfschiff');
  });
});
