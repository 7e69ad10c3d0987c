import anyAscii from 'any-ascii';

/**
 * Text for payment codes: the character set of the Swiss Payment Standards (SIX Implementation
 * Guidelines QR-bill 2.3, "Character set": Basic Latin, Latin-1 Supplement, Latin Extended-A, Ș ș Ț ț
 * and €), and the field limits, shortened where a reader expects it (between words).
 */
const SPS_CHAR = /^[\u0020-\u007e\u00a0-\u017f\u0218-\u021b\u20ac]$/u;

export function isSpsText(text: string): boolean {
  return [...text].every((c) => SPS_CHAR.test(c));
}

/**
 * One character outside the set, transliterated (any-ascii): ’ → ', „ “ → ", – → -, … → ..., ﬁ → fi,
 * Ω → O, ж → zh. Letters with an accent the set lacks keep their base letter ("ṡ" → "s").
 */
function transliterated(char: string): string {
  return [...anyAscii(char)].filter((c) => SPS_CHAR.test(c)).join('');
}

/**
 * `text` cut to at most `max` characters at the last space that fits, so no word is cut in half
 * ("… der Zürcher Oberländer" → "… der Zürcher"); a single word longer than the field is cut hard.
 * Trailing separators (",", "-", "/") left at the cut go too.
 */
export function shortenAtWord(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const head = chars.slice(0, max + 1).join('');
  const space = head.lastIndexOf(' ');
  const cut = space > 0 ? head.slice(0, space) : chars.slice(0, max).join('');
  return cut.replace(/[\s,;:/-]+$/u, '');
}

/**
 * Text made fit for a payment code: composed (NFC), line breaks and tabs as spaces, characters outside
 * the SPS set transliterated (SIX: replace rather than refuse), runs of spaces collapsed, and shortened
 * at a word boundary to `max` characters.
 */
export function toSpsText(text: string, max: number): string {
  const out: string[] = [];
  for (const char of text.normalize('NFC').replace(/[\r\n\t]+/g, ' ')) {
    out.push(SPS_CHAR.test(char) ? char : transliterated(char));
  }
  return shortenAtWord(out.join('').replace(/ {2,}/g, ' ').trim(), max);
}
