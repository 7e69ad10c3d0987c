import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/index.ts';
import { pdfPageRgba, pdfText, pdfWordBoxes, pdfWords } from '../../../testing/pdf.ts';
import { acceptSigned, pngDataUrl, sendWorkedOffer, signaturePng } from '../../offers/offer-test-support.ts';
import { contractTestKit } from '../contract-test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const kit = contractTestKit(() => t);

/** Dark pixels in the 180 × 58 pt box above a word's box on a page rendered at 72 dpi (1 px a point). */
function inkAbove(pdf: Buffer, word: string): number | null {
  const pages = pdfText(pdf)
    .split('\f')
    .filter((text) => text.trim() !== '').length;
  for (let page = 1; page <= pages; page += 1) {
    const caption = pdfWordBoxes(pdf, page).find((box) => box.text === word);
    if (!caption) continue;
    const image = pdfPageRgba(pdf, page, 72);
    let inked = 0;
    for (let y = Math.floor(caption.yMin - 62); y < caption.yMin - 4; y += 1) {
      for (let x = Math.floor(caption.xMin); x < caption.xMin + 180; x += 1) {
        if (image.data[(y * image.width + x) * 4]! < 128) inked += 1;
      }
    }
    return inked;
  }
  return null;
}

describe('the accepted contract’s PDF', () => {
  it('prints the acceptance with the typed name, or says it was accepted without a signature', async () => {
    const tenant = await kit.company();
    const typed = await sendWorkedOffer(t, tenant.user);
    expect((await acceptSigned(t, typed.token, { kind: 'typed', name: 'Erika Muster' })).statusCode).toBe(
      200,
    );
    const de = await kit.call(tenant.user, 'GET', `/api/contracts/${typed.contractId}/pdf`, undefined, 'de');
    expect(pdfWords(de.rawPayload)).toContain('Unterschrieben mit getipptem Namen: Erika Muster');
    expect(pdfWords(de.rawPayload)).toMatch(/Online angenommen am \d\d\.\d\d\.\d{4}/);
    const en = await kit.call(tenant.user, 'GET', `/api/contracts/${typed.contractId}/pdf`, undefined, 'en');
    expect(pdfWords(en.rawPayload)).toContain('Signed with a typed name: Erika Muster');

    const unsigned = await sendWorkedOffer(t, tenant.user);
    expect((await acceptSigned(t, unsigned.token)).statusCode).toBe(200);
    const plain = await kit.call(
      tenant.user,
      'GET',
      `/api/contracts/${unsigned.contractId}/pdf`,
      undefined,
      'de',
    );
    expect(pdfWords(plain.rawPayload)).toContain('Ohne Unterschrift angenommen.');

    // Not before an acceptance.
    const open = await sendWorkedOffer(t, tenant.user);
    const before = await kit.call(
      tenant.user,
      'GET',
      `/api/contracts/${open.contractId}/pdf`,
      undefined,
      'de',
    );
    expect(pdfWords(before.rawPayload)).not.toContain('angenommen');
  });

  it('draws a drawn signature above its line, on the office’s and on the customer’s PDF', async () => {
    const tenant = await kit.company();
    const { contractId, token } = await sendWorkedOffer(t, tenant.user);
    const image = pngDataUrl(await signaturePng(600, 200));
    expect((await acceptSigned(t, token, { kind: 'drawn', image })).statusCode).toBe(200);
    const office = (await kit.call(tenant.user, 'GET', `/api/contracts/${contractId}/pdf`, undefined, 'de'))
      .rawPayload;
    expect(inkAbove(office, 'Unterschrift')).toBeGreaterThan(50);
    const customer = (await t.app.inject({ method: 'GET', url: `/api/public/offers/${token}/pdf` }))
      .rawPayload;
    expect(inkAbove(customer, 'Unterschrift')).toBeGreaterThan(50);

    // A typed name leaves the box without a drawing but with the name's letters (the caption differs).
    const typed = await sendWorkedOffer(t, tenant.user);
    expect((await acceptSigned(t, typed.token, { kind: 'typed', name: 'E. M.' })).statusCode).toBe(200);
    const typedPdf = (
      await kit.call(tenant.user, 'GET', `/api/contracts/${typed.contractId}/pdf`, undefined, 'de')
    ).rawPayload;
    expect(inkAbove(typedPdf, 'Unterschrift')).toBeNull();
  });
});
