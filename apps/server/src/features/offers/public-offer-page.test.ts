import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, signIn, type TestApp } from '../../testing/index.ts';
import { PUBLIC_OFFER_LIMIT } from './public-offers.service.ts';

/** What the customer's page needs from the server: its own HTML, the PDF, the time zone, the limits. */
let t: TestApp;
let dist: string;

beforeAll(async () => {
  // A stand-in for the built web app: the page must come from its own entry, not the app's index.html.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(dist, 'accept-contract.html'), '<!doctype html><title>offer page</title>');
  t = await createTestApp({}, { PUBLIC_URL: 'https://app.maxer.test', WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function sentOffer(companyValues: Parameters<TestApp['make']['company']>[0] = {}) {
  const company = await t.make.company(companyValues);
  const owner = await signIn(t.app, (await t.make.user(company.id, { role: 'OWNER' })).email);
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
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/contracts/${contract._id}/offers`,
    headers: owner.headers,
    payload: { language: 'en', validUntil: '2099-12-31' },
  });
  expect(sent.statusCode).toBe(201);
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.companyId, company.id), eq(mailOutbox.kind, 'offer')))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const link = /https:\/\/app\.maxer\.test(\/(?:en\/)?accept-contract\?token=([A-Za-z0-9_-]+))/.exec(
    mail!.text,
  )!;
  return { owner, contract, path: link[1]!, token: link[2]! };
}

describe("the customer's offer page", () => {
  it('answers the e-mailed link with its own page and no referrer, the app elsewhere', async () => {
    const { path: linkPath } = await sentOffer();
    expect(linkPath.startsWith('/en/accept-contract?token=')).toBe(true);
    for (const url of [linkPath, '/accept-contract?token=x', '/accept-contract', '/en/accept-contract']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('offer page');
      expect(page.headers['referrer-policy'], url).toBe('no-referrer');
    }
    for (const url of ['/', '/contracts', '/accept-contracts', '/x/accept-contract']) {
      expect((await t.app.inject({ method: 'GET', url })).body, url).toContain('<title>app</title>');
    }
  });

  it("serves the offer's PDF through the link, in the company's time zone, and nothing for a bad link", async () => {
    const { token } = await sentOffer({ timeZone: 'Europe/Berlin' });
    const view = await t.app.inject({ method: 'GET', url: `/api/public/offers/${token}` });
    expect(view.json().company.timeZone).toBe('Europe/Berlin');

    const pdf = await t.app.inject({ method: 'GET', url: `/api/public/offers/${token}/pdf?download=1` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="Offerte-\d+\.pdf"$/);
    expect(pdf.headers['referrer-policy']).toBe('no-referrer');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const unknown = await t.app.inject({ method: 'GET', url: `/api/public/offers/${'x'.repeat(43)}/pdf` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('error_contract_link_not_found');
  });

  it('gives a replaced link no PDF', async () => {
    const first = await sentOffer();
    await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${first.contract._id}/offers`,
      headers: first.owner.headers,
      payload: { language: 'de', validUntil: '2099-12-31' },
    });
    const old = await t.app.inject({ method: 'GET', url: `/api/public/offers/${first.token}/pdf` });
    expect(old.statusCode).toBe(404);
  });

  it('limits how often one address may call the public endpoints', async () => {
    const ip = '203.0.113.77';
    const call = () =>
      t.app.inject({ method: 'GET', url: `/api/public/offers/${'y'.repeat(43)}`, remoteAddress: ip });
    for (let i = 0; i < PUBLIC_OFFER_LIMIT.max; i++) expect((await call()).statusCode).toBe(404);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/public/offers/${'y'.repeat(43)}`,
      remoteAddress: '203.0.113.78',
    });
    expect(other.statusCode).toBe(404);
  });

  it('counts an IPv6 client by its /64 network, where it can pick any address', async () => {
    const call = (suffix: number) =>
      t.app.inject({
        method: 'GET',
        url: `/api/public/offers/${'z'.repeat(43)}`,
        remoteAddress: `2001:db8:77:1::${suffix.toString(16)}`,
      });
    for (let i = 0; i < PUBLIC_OFFER_LIMIT.max; i++) expect((await call(i + 1)).statusCode).toBe(404);
    expect((await call(0xffff)).statusCode).toBe(429);
    const nextNetwork = await t.app.inject({
      method: 'GET',
      url: `/api/public/offers/${'z'.repeat(43)}`,
      remoteAddress: '2001:db8:77:2::1',
    });
    expect(nextNetwork.statusCode).toBe(404);
  });
});
