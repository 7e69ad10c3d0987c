import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { contractTestKit } from '../contracts/contract-test-support.ts';
import { acceptSigned, pngDataUrl, sendWorkedOffer, signaturePng } from './offer-test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const kit = contractTestKit(() => t);

const acceptedAt = async (offerId: string) =>
  (await t.database.db.select({ at: offers.acceptedAt }).from(offers).where(eq(offers.id, offerId)))[0]?.at;

describe('the signature on an acceptance', () => {
  it('is refused without one when the company requires it, and kept when typed', async () => {
    const tenant = await kit.company({ offerSignatureRequired: true });
    const { offerId, token, contractId } = await sendWorkedOffer(t, tenant.user);
    const page = await t.app.inject({ method: 'GET', url: `/api/public/offers/${token}` });
    expect(page.json()).toMatchObject({ signatureRequired: true, signature: null });

    const unsigned = await acceptSigned(t, token);
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().error.code).toBe('error_offer_signature_required');
    expect(unsigned.json().error.message).toMatch(/^Bitte unterschreiben Sie die Annahme/);
    expect(await acceptedAt(offerId)).toBeNull();

    const short = await acceptSigned(t, token, { kind: 'typed', name: ' E ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields['signature.name'].message).toMatch(/vollen Namen/);
    expect(await acceptedAt(offerId)).toBeNull();

    const typed = await acceptSigned(t, token, { kind: 'typed', name: '  Erika Muster ' });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json()).toMatchObject({ state: 'accepted', signature: 'typed' });

    const detail = (await kit.call(tenant.user, 'GET', `/api/offers/${offerId}`)).json();
    expect(detail.signature).toBe('typed');
    expect(detail.acceptance.signature).toEqual({ kind: 'typed', name: 'Erika Muster', image: null });
    const listed = (await kit.call(tenant.user, 'GET', `/api/offers?contractId=${contractId}`)).json();
    expect(listed.items[0].signature).toBe('typed');

    // Another company sees nothing of it.
    const other = await kit.company();
    expect((await kit.call(other.owner, 'GET', `/api/offers/${offerId}`)).statusCode).toBe(404);
  });

  it('is optional by default; a drawn one is kept as a checked PNG', async () => {
    const tenant = await kit.company();
    const unsigned = await sendWorkedOffer(t, tenant.user);
    const plain = await acceptSigned(t, unsigned.token);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toMatchObject({ signatureRequired: false, signature: null });

    const { offerId, token } = await sendWorkedOffer(t, tenant.user);
    const drawn = await acceptSigned(t, token, {
      kind: 'drawn',
      image: pngDataUrl(await signaturePng(600, 200)),
    });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const detail = (await kit.call(tenant.user, 'GET', `/api/offers/${offerId}`)).json();
    expect(detail.acceptance.signature.kind).toBe('drawn');
    const stored = Buffer.from(detail.acceptance.signature.image.split(',')[1], 'base64');
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 600, 200]);
  });

  it('refuses what is no real PNG within the limits, and changes nothing', async () => {
    const tenant = await kit.company();
    const { offerId, token } = await sendWorkedOffer(t, tenant.user);
    const stroke = await signaturePng(300, 100);
    const jpeg = await sharp(stroke).jpeg().toBuffer();
    const bad = [
      { kind: 'drawn', image: 'data:image/png;base64,not*base64' },
      { kind: 'drawn', image: pngDataUrl(jpeg) },
      { kind: 'drawn', image: pngDataUrl(stroke.subarray(0, 60)) },
      { kind: 'drawn', image: pngDataUrl(await signaturePng(2000, 200)) },
      { kind: 'drawn', image: pngDataUrl(await signaturePng(300, 100, false)) },
      { kind: 'drawn', image: `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}` },
      { kind: 'painted', image: pngDataUrl(stroke) },
    ];
    for (const signature of bad) {
      const response = await acceptSigned(t, token, signature);
      expect(response.statusCode, JSON.stringify(signature).slice(0, 80)).toBe(400);
      expect(response.body).toContain('error_offer_signature_invalid');
    }
    expect(await acceptedAt(offerId)).toBeNull();
  });
});
