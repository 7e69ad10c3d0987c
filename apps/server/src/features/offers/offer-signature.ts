import { type OfferSignatureInput, SIGNATURE_LIMITS, SIGNATURE_PNG_PREFIX } from '@maxer/domain';
import { AppError } from '../../platform/errors.ts';
import { loadSharp } from '../../platform/images.ts';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A signature as an acceptance keeps it: the typed name, or the drawn one as a checked PNG. */
export type StoredSignature =
  | { signatureKind: 'typed'; signatureName: string; signaturePng: null }
  | { signatureKind: 'drawn'; signatureName: null; signaturePng: Buffer };

const refused = () => new AppError('error_offer_signature_invalid');

/**
 * The drawn signature's PNG, checked as what it claims to be (ADR 057): base64 of a PNG (its magic
 * bytes, then decoded in full by libvips), at most SIGNATURE_LIMITS in bytes and pixels, not blank.
 * What is stored is its re-encoding, laid on white: never the customer's bytes as sent.
 */
async function checkedPng(dataUrl: string): Promise<Buffer> {
  const base64 = dataUrl.slice(SIGNATURE_PNG_PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw refused();
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > SIGNATURE_LIMITS.maxBytes || !bytes.subarray(0, 8).equals(PNG_MAGIC)) throw refused();
  const sharp = await loadSharp();
  try {
    const image = sharp(bytes, { limitInputPixels: SIGNATURE_LIMITS.maxWidth * SIGNATURE_LIMITS.maxHeight });
    const meta = await image.metadata();
    if (
      meta.format !== 'png' ||
      !meta.width ||
      !meta.height ||
      meta.width > SIGNATURE_LIMITS.maxWidth ||
      meta.height > SIGNATURE_LIMITS.maxHeight
    )
      throw refused();
    const flat = image.timeout({ seconds: 5 }).flatten({ background: '#ffffff' });
    // A blank pad is no signature: the darkest pixel must be clearly darker than the paper.
    const { channels } = await flat.clone().greyscale().stats();
    if ((channels[0]?.min ?? 255) > 200) throw refused();
    return await flat.png({ compressionLevel: 9 }).toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refused();
  }
}

/** The signature as sent, checked and in the columns that keep it. */
export async function storedSignature(input: OfferSignatureInput): Promise<StoredSignature> {
  if (input.kind === 'typed')
    return { signatureKind: 'typed', signatureName: input.name.trim(), signaturePng: null };
  return { signatureKind: 'drawn', signatureName: null, signaturePng: await checkedPng(input.image) };
}
