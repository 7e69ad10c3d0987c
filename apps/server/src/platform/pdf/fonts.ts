import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as fontkit from 'fontkit';
import { pdfEngine } from './engine.ts';

/**
 * The embedded Unicode font of documents: DejaVu Sans, regular and bold (npm `dejavu-fonts-ttf`,
 * Bitstream Vera licence with public-domain DejaVu changes: free to embed and redistribute). TrueType,
 * so pdfkit embeds only the glyphs a document uses; it covers Latin with every accent, Greek and
 * Cyrillic, € ’ « » – and ³. Italic is the regular face slanted (DejaVu's oblique is just that).
 *
 * Speed (a document in well under 20 ms):
 * - each file is read and parsed once per process, on first use; documents share the parsed fonts
 *   (pdfkit 0.20 accepts a fontkit font), so a render neither reads a file nor parses a table again;
 * - the OpenType layout tables (GSUB, GPOS, GDEF) are left out when loading: shaping every word through
 *   DejaVu's many lookups cost more than the rest of a document. Kerning stays (the font's `kern`
 *   table); what goes is ligatures and mark positioning, which business text written in NFC (the
 *   renderer normalises it) does not need.
 */
const FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
} as const;
const UNUSED_TABLES = ['GSUB', 'GPOS', 'GDEF', 'MATH', 'FFTM'];
export type PdfFontName = keyof typeof FILES;
export type PdfFonts = Record<PdfFontName, fontkit.Font>;

declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      /** pdfkit 0.20 takes an already parsed fontkit font as well (its types lag behind). */
      registerFont(name: string, src: fontkit.Font): this;
    }
  }
}

const require = createRequire(import.meta.url);
let fonts: PdfFonts | undefined;

/** A TrueType file without the named tables (the others keep their bytes, realigned to 4). */
export function withoutTables(font: Buffer, drop: readonly string[]): Buffer {
  const count = font.readUInt16BE(4);
  const records = Array.from({ length: count }, (_, index) => {
    const at = 12 + index * 16;
    return {
      tag: font.toString('latin1', at, at + 4),
      checksum: font.readUInt32BE(at + 4),
      offset: font.readUInt32BE(at + 8),
      length: font.readUInt32BE(at + 12),
    };
  }).filter((record) => !drop.includes(record.tag));
  const headerLength = 12 + records.length * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const out = Buffer.alloc(headerLength + records.reduce((sum, record) => sum + padded(record.length), 0));
  font.copy(out, 0, 0, 4);
  const power = 2 ** Math.floor(Math.log2(records.length));
  out.writeUInt16BE(records.length, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(records.length * 16 - power * 16, 10);
  let offset = headerLength;
  records.forEach((record, index) => {
    const at = 12 + index * 16;
    out.write(record.tag, at, 'latin1');
    out.writeUInt32BE(record.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(record.length, at + 12);
    font.copy(out, offset, record.offset, record.offset + record.length);
    offset += padded(record.length);
  });
  return out;
}

function load(file: string): fontkit.Font {
  const bytes = readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
  const parsed = pdfEngine().fontkit.create(withoutTables(bytes, UNUSED_TABLES));
  if (!('layout' in parsed)) throw new Error(`${file} is a font collection, not a font`);
  rememberOutlines(parsed);
  return parsed;
}

/** What fontkit keeps private on a TrueType glyph: the decoding of its outline. */
interface DecodableGlyph {
  _decode?: () => unknown;
}

/**
 * fontkit decodes a glyph's whole outline each time a document's font subset takes the glyph in (to
 * see whether it is made of other glyphs). A shared font's outlines never change, so the first decoding
 * serves every later document. fontkit keeps one glyph object per id, so each is wrapped once.
 */
function rememberOutlines(font: fontkit.Font) {
  const getGlyph = font.getGlyph.bind(font);
  const wrapped = new WeakSet<object>();
  font.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints);
    const internal = glyph as unknown as DecodableGlyph;
    if (!wrapped.has(glyph) && typeof internal._decode === 'function') {
      wrapped.add(glyph);
      const decode = internal._decode.bind(glyph);
      let outline: unknown;
      let decoded = false;
      internal._decode = () => {
        if (!decoded) {
          outline = decode();
          decoded = true;
        }
        return outline;
      };
    }
    return glyph;
  };
}

export function pdfFonts(): PdfFonts {
  fonts ??= { regular: load(FILES.regular), bold: load(FILES.bold) };
  return fonts;
}
