import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, offers } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';
import { startS3Server } from '../../testing/s3-server.ts';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
let owner: Session;
let stranger: Session;
let companyId: string;

beforeAll(async () => {
  s3 = await startS3Server();
  // Configured the way a deployment is: through the S3_* variables alone.
  t = await createTestApp({}, s3.env);
  const company = await t.make.company({ name: 'Zügel Meier AG' });
  companyId = company.id;
  const other = await t.make.company({ name: 'Andere GmbH' });
  owner = await signIn(t.app, (await t.make.user(company.id, { role: 'OWNER' })).email);
  stranger = await signIn(t.app, (await t.make.user(other.id, { role: 'OWNER' })).email);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const PDF = Buffer.from('%PDF-1.4\n% AGB Zügel Meier\n%%EOF\n');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

async function storedKey(field: 'logoFile' | 'agbFile'): Promise<string> {
  const [row] = await t.database.db.select().from(companies).where(eq(companies.id, companyId));
  return row![field]!;
}

const upload = (session: Session, file: 'logo' | 'agb', body: Buffer) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/company/${file}`,
    headers: { ...session.headers, 'content-type': 'application/octet-stream' },
    payload: body,
  });
const download = (session: Session, file: 'logo' | 'agb', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/company/${file}`, headers: { ...session.headers, ...headers } });

describe('company files in S3-compatible object storage', () => {
  it('stores an uploaded logo in the bucket and sends the browser to it; the bytes arrive as uploaded', async () => {
    const png = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#0b7285' } })
      .png()
      .toBuffer();
    expect((await upload(owner, 'logo', png)).json().hasLogo).toBe(true);
    const key = await storedKey('logoFile');
    expect(key).toMatch(/^logos\/[0-9a-f-]{36}$/);
    expect(await s3.head(key)).toEqual({ contentType: 'image/png', size: png.length });

    const response = await download(owner, 'logo');
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const location = response.headers.location as string;
    expect(location.startsWith(`${s3.config.endpoint}/${s3.config.bucket}/${key}?`)).toBe(true);
    const followed = await fetch(location);
    expect(followed.status).toBe(200);
    expect(followed.headers.get('content-type')).toBe('image/png');
    // The web app's pages may show an image from there.
    const page = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(page.headers['content-security-policy']).toContain(
      `img-src 'self' data: blob: ${s3.config.endpoint};`,
    );
    expect(followed.headers.get('content-disposition')).toBe('inline; filename=logo.png');
    expect(Buffer.from(await followed.arrayBuffer()).equals(png)).toBe(true);

    // The contract PDF reads the same object to print the letterhead.
    const contract = (
      await t.app.inject({
        method: 'POST',
        url: '/api/contracts',
        headers: owner.headers,
        payload: {
          newCustomer: { gender: 'FEMALE', firstName: 'Erika', lastName: 'Muster' },
          relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5 },
        },
      })
    ).json();
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/contracts/${contract._id}/pdf`,
      headers: owner.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1')).toContain('/Subtype /Image');

    // A replaced logo leaves no object behind.
    await upload(owner, 'logo', png);
    expect(await s3.head(key)).toBeNull();
    expect(await s3.head(await storedKey('logoFile'))).toEqual({
      contentType: 'image/png',
      size: png.length,
    });
  });

  it('streams through the server what a redirect would expose: SVGs, and files the web app fetches itself', async () => {
    await upload(owner, 'logo', SVG);
    const svg = await download(owner, 'logo');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-security-policy']).toContain('sandbox');
    expect(svg.rawPayload.equals(SVG)).toBe(true);

    await upload(owner, 'agb', PDF);
    const fetched = await download(owner, 'agb', { 'sec-fetch-mode': 'cors' });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('application/pdf');
    expect(fetched.headers['content-length']).toBe(String(PDF.length));
    expect(fetched.headers['content-disposition']).toBe('inline; filename=AGB.pdf');
    expect(fetched.rawPayload.equals(PDF)).toBe(true);
  });

  it("keeps another company's files out of reach and answers 404 for a file gone from the bucket", async () => {
    await upload(owner, 'agb', PDF);
    expect((await download(stranger, 'agb')).statusCode).toBe(404);
    expect((await download(stranger, 'logo')).statusCode).toBe(404);

    const key = await storedKey('agbFile');
    await s3.client.send(new DeleteObjectCommand({ Bucket: s3.config.bucket, Key: key }));
    for (const headers of [{}, { 'sec-fetch-mode': 'cors' }] as Record<string, string>[]) {
      const gone = await download(owner, 'agb', headers);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().error.code).toBe('error_resource_not_found');
    }
  });

  it("sends the customer's offer page to the terms in the bucket while the link is valid", async () => {
    await upload(owner, 'agb', PDF);
    const contract = (
      await t.app.inject({
        method: 'POST',
        url: '/api/contracts',
        headers: owner.headers,
        payload: {
          newCustomer: { gender: 'MALE', firstName: 'Hans', lastName: 'Muster', email: 'hans@example.ch' },
          relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5 },
        },
      })
    ).json();
    const token = 'offer-link-token-for-the-s3-test-0123456789';
    await t.database.db.insert(offers).values({
      companyId,
      contractId: contract._id,
      recipient: 'hans@example.ch',
      language: 'de',
      validUntil: '2099-12-31',
      expiresAt: new Date('2099-12-31T23:00:00Z'),
      tokenHash: hashToken(token),
    });

    const agb = await t.app.inject({ method: 'GET', url: `/api/public/offers/${token}/agb` });
    expect(agb.statusCode).toBe(302);
    const followed = await fetch(agb.headers.location as string);
    expect(followed.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await followed.arrayBuffer()).equals(PDF)).toBe(true);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/public/offers/${token.replace('offer', 'other')}/agb`,
        })
      ).statusCode,
    ).toBe(404);
  });
});
