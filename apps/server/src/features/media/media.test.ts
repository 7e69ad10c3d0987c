import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaItems, notifications } from '../../db/schema/index.ts';
import { localFileStorage } from '../../platform/storage.ts';
import { createTenant, createTestApp, type Session, type Tenant, type TestApp } from '../../testing/index.ts';
import { contractTestKit } from '../contracts/contract-test-support.ts';
import { REMOVE_MEDIA_OBJECTS_JOB } from './media-cleanup.ts';
import { hasGpsTag, mediaTestKit, PDF, phonePhoto } from './media-test-support.ts';
import { PUBLIC_MEDIA_LIMITS } from './public-media.service.ts';

const NOW = new Date('2026-12-01T09:00:00Z');
const DAY = 86_400_000;
let clock = NOW;

let t: TestApp;
let tenant: Tenant;
let filesDir: string;
const storage = () => localFileStorage(filesDir);
const jobs = contractTestKit(() => t);
const media = mediaTestKit(() => t);

beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-media-'));
  // A stand-in for the built web app: the shared page must come from its own entry, not the app's.
  const dist = path.join(filesDir, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(dist, 'shared-media.html'), '<!doctype html><title>shared media</title>');
  t = await createTestApp({ now: () => clock, storage: localFileStorage(filesDir) }, { WEB_DIST_DIR: dist });
  tenant = await createTenant(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const call = (session: Session, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...session.headers, 'accept-language': 'en' }, payload });

async function jobSession(session: Session, title = 'Besichtigung') {
  const job = (await jobs.createFull(session)).json() as {
    _id: string;
    number: number;
    customer: { _id: string };
  };
  const created = await media.createSession(session, { title, kind: 'VIEWING', contractId: job._id });
  expect(created.statusCode).toBe(201);
  return {
    job,
    session: created.json() as { _id: string; customer: { _id: string }; contract: { number: number } },
  };
}

async function itemKeys(itemId: string) {
  const [row] = await t.database.db.select().from(mediaItems).where(eq(mediaItems.id, itemId));
  return [row!.fileKey, row!.displayKey, row!.thumbnailKey].filter((key): key is string => key !== null);
}

describe('media sessions', () => {
  it('belong to a job (knowing its customer) or a customer; never to nothing or to another company’s', async () => {
    const { job, session } = await jobSession(tenant.owner.session);
    expect(session.customer._id).toBe(job.customer._id);
    expect(session.contract.number).toBe(job.number);

    const customer = (
      await call(tenant.user.session, 'POST', '/api/customers', { lastName: 'Keller' })
    ).json() as { _id: string };
    const ofCustomer = await media.createSession(tenant.user.session, {
      title: 'Schaden Sofa',
      kind: 'DAMAGE',
      note: 'Kratzer links',
      customerId: customer._id,
    });
    expect(ofCustomer.statusCode).toBe(201);
    expect(ofCustomer.json()).toMatchObject({
      customer: { _id: customer._id, name: 'Keller' },
      contract: null,
    });

    const none = await call(tenant.owner.session, 'POST', '/api/media-sessions', {
      title: 'x',
      kind: 'OTHER',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.customerId.code).toBe('error_media_owner_required');
    expect(none.json().error.fields.customerId.message).toBe(
      'Choose the job or the customer this media session belongs to.',
    );

    const mismatch = await media.createSession(tenant.owner.session, {
      title: 'x',
      kind: 'OTHER',
      contractId: job._id,
      customerId: customer._id,
    });
    expect(mismatch.json().error.fields.customerId.code).toBe('error_media_customer_mismatch');

    // Another company's job or customer is not there for this one.
    for (const payload of [{ contractId: job._id }, { customerId: customer._id }]) {
      const foreign = await media.createSession(tenant.stranger.session, {
        title: 'x',
        kind: 'OTHER',
        ...payload,
      });
      expect(foreign.statusCode).toBe(400);
    }

    // The list: paged, filtered by customer, job and text; the other company sees none of them.
    const byJob = await call(tenant.owner.session, 'GET', `/api/media-sessions?contractId=${job._id}`);
    expect(byJob.json().items.map((s: { _id: string }) => s._id)).toEqual([session._id]);
    const byCustomer = await call(
      tenant.owner.session,
      'GET',
      `/api/media-sessions?customerId=${customer._id}`,
    );
    expect(byCustomer.json()).toMatchObject({ total: 1, items: [{ title: 'Schaden Sofa' }] });
    const byText = await call(tenant.owner.session, 'GET', '/api/media-sessions?q=kratzer&pageSize=1');
    expect(byText.json()).toMatchObject({ total: 1, page: 1, pageSize: 1 });
    expect((await call(tenant.stranger.session, 'GET', '/api/media-sessions')).json().total).toBe(0);
    expect(
      (await call(tenant.stranger.session, 'GET', `/api/media-sessions/${session._id}`)).statusCode,
    ).toBe(404);
  });

  it('turns a photo upright in its thumbnail and display version and strips their metadata; the original stays as taken', async () => {
    const { session } = await jobSession(tenant.owner.session);
    const photo = await phonePhoto(60, 40);
    expect(hasGpsTag((await sharp(photo).metadata()).exif)).toBe(true);
    const url = `/api/media-sessions/${session._id}/items`;
    const added = await media.upload(tenant.user.session, url, photo, 'Wohnzimmer Süd.jpg');
    expect(added.statusCode).toBe(201);
    const item = added.json();
    expect(item).toMatchObject({
      kind: 'image',
      contentType: 'image/jpeg',
      size: photo.length,
      name: 'Wohnzimmer Süd.jpg',
      width: 40,
      height: 60,
      fromCustomer: false,
    });

    for (const version of ['thumbnail', 'display']) {
      const shown = await call(tenant.owner.session, 'GET', `${url}/${item._id}/${version}`);
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(shown.rawPayload).metadata();
      // Upright: the stored 60 × 40 landscape, orientation 6, is a 40 × 60 portrait.
      expect([meta.width, meta.height]).toEqual([40, 60]);
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
    }
    const original = await call(tenant.owner.session, 'GET', `${url}/${item._id}/file`);
    expect(original.rawPayload.equals(photo)).toBe(true);
    expect(original.headers['content-disposition']).toBe('inline; filename=Wohnzimmer_Sud.jpg');
    expect(hasGpsTag((await sharp(original.rawPayload).metadata()).exif)).toBe(true);

    // Every object sits under the company's own prefix.
    for (const key of await itemKeys(item._id))
      expect(key.startsWith(`media/${tenant.company.id}/`)).toBe(true);

    // A large phone photo fits in the display box, and its thumbnail in the grid's.
    const big = await phonePhoto(4000, 3000);
    const large = (await media.upload(tenant.owner.session, url, big)).json();
    expect([large.width, large.height]).toEqual([1200, 1600]);
    const thumbnail = await call(tenant.owner.session, 'GET', `${url}/${large._id}/thumbnail`);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 300, height: 400 });
  });

  it('judges a file by its content, not its name, and names the limit of its kind', async () => {
    const { session } = await jobSession(tenant.owner.session);
    const url = `/api/media-sessions/${session._id}/items`;
    // A PDF called .jpg is a document here (the office may add PDFs).
    const pdf = await media.upload(tenant.owner.session, url, PDF, 'photo.jpg');
    expect(pdf.json()).toMatchObject({ kind: 'document', contentType: 'application/pdf', width: null });
    expect((await call(tenant.owner.session, 'GET', `${url}/${pdf.json()._id}/thumbnail`)).statusCode).toBe(
      404,
    );

    const refused = [
      [Buffer.from('MZ\x90\x00 not a photo at all'), 'photo.jpg', 415, 'error_media_file_type'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'photo.png', 415, 'error_media_file_type'],
      [
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]),
        'broken.jpg',
        422,
        'error_media_image_unreadable',
      ],
      [
        Buffer.concat([
          Buffer.from([0, 0, 0, 0x18]),
          Buffer.from('ftypheic\0\0\0\0mif1heic'),
          Buffer.alloc(64),
        ]),
        'IMG_0001.jpg',
        415,
        'error_media_heic',
      ],
      [Buffer.alloc(0), 'empty.jpg', 415, 'error_media_file_type'],
    ] as const;
    for (const [body, name, status, code] of refused) {
      const response = await media.upload(tenant.owner.session, url, body, name);
      expect([response.statusCode, response.json().error.code]).toEqual([status, code]);
    }

    // A photo over 25 MB, sent without a length: refused once it grows past the limit, nothing kept.
    const before = fs.readdirSync(filesDir, { recursive: true }).length;
    const photo = await phonePhoto();
    const tooLarge = await media.upload(
      tenant.owner.session,
      url,
      media.streamOf(photo, 25 * 1024 * 1024 + 1),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toMatchObject({
      code: 'error_media_image_too_large',
      message: 'Dieses Foto ist zu gross: Fotos dürfen höchstens 25 MB haben.',
    });
    // A video that says it is larger than 500 MB is refused before its content is read.
    const mp4Head = Buffer.concat([
      Buffer.from([0, 0, 0, 0x20]),
      Buffer.from('ftypisom\0\0\x02\0isomiso2avc1mp41'),
    ]);
    const video = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...tenant.owner.session.headers, 'content-type': 'video/mp4', 'accept-language': 'de' },
      payload: media.streamOf(mp4Head, 2 * 1024 * 1024),
    });
    expect(video.json().error).toBeUndefined();
    const declared = await t.app.inject({
      method: 'POST',
      url,
      headers: {
        ...tenant.owner.session.headers,
        'content-type': 'video/mp4',
        'content-length': String(600 * 1024 * 1024),
        'accept-language': 'de',
      },
      payload: media.streamOf(mp4Head, 64 * 1024),
    });
    expect(declared.statusCode).toBe(413);
    expect(declared.json().error.message).toBe(
      'Dieses Video ist zu gross: Videos dürfen höchstens 500 MB haben.',
    );
    expect(fs.readdirSync(filesDir, { recursive: true }).length).toBe(before + 1 + 1);
  });

  it('edits captions and removes files and whole sessions with their objects once the change committed', async () => {
    const { session } = await jobSession(tenant.owner.session);
    const url = `/api/media-sessions/${session._id}/items`;
    const first = (await media.upload(tenant.owner.session, url, await phonePhoto())).json();
    const second = (await media.upload(tenant.owner.session, url, PDF, 'Inventar.pdf')).json();

    const captioned = await call(tenant.user.session, 'PATCH', `${url}/${first._id}`, {
      caption: '  Küche  ',
    });
    expect(captioned.json().caption).toBe('Küche');
    const tooLong = await call(tenant.user.session, 'PATCH', `${url}/${first._id}`, {
      caption: 'x'.repeat(501),
    });
    expect(tooLong.json().error.fields.caption.code).toBe('error_field_invalid');
    const detail = (await call(tenant.owner.session, 'GET', `/api/media-sessions/${session._id}`)).json();
    const captionOf = (id: string) => detail.items.find((item: { _id: string }) => item._id === id).caption;
    expect([captionOf(first._id), captionOf(second._id)]).toEqual(['Küche', null]);
    expect(detail.itemCount).toBe(2);
    // The first image is the cover (the PDF has no thumbnail).
    expect(detail.coverItemId).toBe(first._id);

    // Another company cannot see, change, download or remove them.
    for (const [method, suffix] of [
      ['GET', `/${first._id}/file`],
      ['GET', `/${first._id}/thumbnail`],
      ['PATCH', `/${first._id}`],
      ['DELETE', `/${first._id}`],
    ] as const) {
      const response = await call(
        tenant.stranger.session,
        method,
        `${url}${suffix}`,
        method === 'PATCH' ? { caption: 'x' } : undefined,
      );
      expect(response.statusCode).toBe(404);
    }
    expect((await media.upload(tenant.stranger.session, url, await phonePhoto())).statusCode).toBe(404);
    expect(
      (await call(tenant.stranger.session, 'DELETE', `/api/media-sessions/${session._id}`)).statusCode,
    ).toBe(404);

    const firstKeys = await itemKeys(first._id);
    expect(firstKeys).toHaveLength(3);
    expect((await call(tenant.user.session, 'DELETE', `${url}/${first._id}`)).statusCode).toBe(204);
    // The objects go with the job that runs after the commit.
    for (const key of firstKeys) expect(await storage().stat(key)).not.toBeNull();
    await t.app.jobs.runDue(REMOVE_MEDIA_OBJECTS_JOB);
    for (const key of firstKeys) expect(await storage().stat(key)).toBeNull();

    const secondKeys = await itemKeys(second._id);
    expect(
      (await call(tenant.owner.session, 'DELETE', `/api/media-sessions/${session._id}`)).statusCode,
    ).toBe(204);
    await t.app.jobs.runDue(REMOVE_MEDIA_OBJECTS_JOB);
    for (const key of secondKeys) expect(await storage().stat(key)).toBeNull();
    expect((await call(tenant.owner.session, 'GET', `/api/media-sessions/${session._id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('a media session shared with the customer', () => {
  async function shared() {
    const { session } = await jobSession(tenant.owner.session, 'Inventar Wohnung');
    const url = `/api/media-sessions/${session._id}/items`;
    const photo = (await media.upload(tenant.owner.session, url, await phonePhoto(), 'Estrich.jpg')).json();
    const pdf = (await media.upload(tenant.owner.session, url, PDF)).json();
    const share = await call(tenant.owner.session, 'POST', `/api/media-sessions/${session._id}/share`, {
      days: 7,
      language: 'en',
    });
    expect(share.statusCode).toBe(200);
    const link = share.json() as { url: string; expiresAt: string };
    const token = new URL(link.url).searchParams.get('token')!;
    return { session, photo, pdf, link, token };
  }

  it('shows only the display versions of its photos, by a link of 256 bits kept only as its hash', async () => {
    const { session, photo, link, token } = await shared();
    expect(link.url).toMatch(/\/en\/shared-media\?token=[A-Za-z0-9_-]{43}$/);
    expect(link.expiresAt).toBe(new Date(NOW.getTime() + 7 * DAY).toISOString());
    const detail = (await call(tenant.owner.session, 'GET', `/api/media-sessions/${session._id}`)).json();
    expect(detail.share).toEqual({ createdAt: NOW.toISOString(), expiresAt: link.expiresAt, language: 'en' });
    expect(JSON.stringify(await t.database.db.select().from(mediaItems))).not.toContain(token);

    const page = await t.app.inject({ method: 'GET', url: `/api/public/media/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.json()).toMatchObject({ language: 'en', title: 'Inventar Wohnung', kind: 'VIEWING' });
    // The PDF and the office's note stay in the office.
    expect(page.json().items.map((item: { _id: string }) => item._id)).toEqual([photo._id]);
    expect(Object.keys(page.json().items[0]).sort()).toEqual(
      ['_id', 'caption', 'createdAt', 'fromCustomer', 'height', 'width'].sort(),
    );
    const display = await t.app.inject({
      method: 'GET',
      url: `/api/public/media/${token}/items/${photo._id}/display`,
    });
    expect(display.statusCode).toBe(200);
    expect((await sharp(display.rawPayload).metadata()).exif).toBeUndefined();
    // No original through the link.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/media/${token}/items/${photo._id}/file` }))
        .statusCode,
    ).toBe(404);
  });

  it('reaches nothing of another session or company by its token; stops when revoked, replaced or expired', async () => {
    const first = await shared();
    const second = await shared();
    // The first link does not open the second session's photo.
    const across = await t.app.inject({
      method: 'GET',
      url: `/api/public/media/${first.token}/items/${second.photo._id}/thumbnail`,
    });
    expect(across.statusCode).toBe(404);
    // Another company's share link shows that company's session only.
    const { session: foreign } = await jobSession(tenant.stranger.session, 'Fremd');
    const foreignShare = (
      await call(tenant.stranger.session, 'POST', `/api/media-sessions/${foreign._id}/share`, {})
    ).json();
    const foreignToken = new URL(foreignShare.url).searchParams.get('token')!;
    const foreignPage = await t.app.inject({ method: 'GET', url: `/api/public/media/${foreignToken}` });
    expect(foreignPage.json()).toMatchObject({ title: 'Fremd', items: [] });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/public/media/${foreignToken}/items/${first.photo._id}/display`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await media.upload(null, `/api/public/media/${'x'.repeat(43)}/items`, await phonePhoto())).json().error
        .code,
    ).toBe('error_media_link_not_found');

    // A new link replaces the old one.
    const again = (
      await call(tenant.owner.session, 'POST', `/api/media-sessions/${first.session._id}/share`, {
        language: 'de',
        days: 1,
      })
    ).json();
    const replaced = await t.app.inject({ method: 'GET', url: `/api/public/media/${first.token}` });
    expect(replaced.json().error.code).toBe('error_media_link_not_found');
    const newToken = new URL(again.url).searchParams.get('token')!;
    expect(again.url).toContain('/shared-media?token=');
    expect(again.url).not.toContain('/en/');
    // Expired: 410.
    clock = new Date(NOW.getTime() + 2 * DAY);
    try {
      const expired = await t.app.inject({ method: 'GET', url: `/api/public/media/${newToken}` });
      expect([expired.statusCode, expired.json().error.code]).toEqual([410, 'error_media_link_expired']);
      expect(
        (await call(tenant.owner.session, 'GET', `/api/media-sessions/${first.session._id}`)).json().share,
      ).toBeNull();
    } finally {
      clock = NOW;
    }
    // Revoked: unknown.
    expect(
      (await call(tenant.owner.session, 'DELETE', `/api/media-sessions/${first.session._id}/share`))
        .statusCode,
    ).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/media/${newToken}` })).statusCode).toBe(
      404,
    );
  });

  it('takes the customer’s photos (photos only, same limits), marks them, and tells the office once per batch', async () => {
    const { session, token } = await shared();
    const url = `/api/public/media/${token}/items`;
    const added = await media.upload(null, url, await phonePhoto(), 'Keller.jpg');
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ fromCustomer: true, width: 40, height: 60 });
    expect((await media.upload(null, url, await phonePhoto())).statusCode).toBe(201);

    // A PDF called .jpg, and a video, are not photos.
    const pdf = await media.upload(null, url, PDF, 'Keller.jpg');
    expect([pdf.statusCode, pdf.json().error.code]).toEqual([415, 'error_media_photos_only']);
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x20]),
      Buffer.from('ftypisom\0\0\x02\0isomiso2avc1mp41'),
      Buffer.alloc(64),
    ]);
    expect((await media.upload(null, url, mp4)).json().error.code).toBe('error_media_photos_only');
    const big = await media.upload(null, url, media.streamOf(await phonePhoto(), 26 * 1024 * 1024));
    expect(big.json().error.code).toBe('error_media_image_too_large');

    const detail = (await call(tenant.owner.session, 'GET', `/api/media-sessions/${session._id}`)).json();
    const fromCustomer = detail.items.filter((item: { fromCustomer: boolean }) => item.fromCustomer);
    expect([detail.items.length, fromCustomer.length]).toEqual([4, 2]);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, tenant.owner.account.id), eq(notifications.kind, 'mediaAdded')));
    expect(told.filter((row) => row.data.mediaSessionId === session._id)).toHaveLength(1);
    expect(told.at(-1)!.data).toMatchObject({ title: 'Inventar Wohnung', customerName: 'Erika Muster' });
  });

  it('answers the link, in either language, with its own page and no referrer', async () => {
    for (const url of ['/shared-media?token=abc', '/en/shared-media?token=abc']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.body).toContain('shared media');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
    }
    expect((await t.app.inject({ method: 'GET', url: '/media' })).body).toContain('<title>app</title>');
  });

  it('limits uploads per address', async () => {
    const url = `/api/public/media/${'z'.repeat(43)}/items`;
    for (let i = 0; i < PUBLIC_MEDIA_LIMITS.uploads.max; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        remoteAddress: '203.0.113.77',
        payload: PDF,
        headers: { 'content-type': 'application/pdf' },
      });
      expect(response.statusCode).toBe(404);
    }
    const limited = await t.app.inject({
      method: 'POST',
      url,
      remoteAddress: '203.0.113.77',
      payload: PDF,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(limited.statusCode).toBe(429);
  });
});
