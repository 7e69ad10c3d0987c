import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaItems } from '../../db/schema/index.ts';
import { createTenant, createTestApp, type Tenant, type TestApp } from '../../testing/index.ts';
import { startS3Server } from '../../testing/s3-server.ts';
import { REMOVE_MEDIA_OBJECTS_JOB } from './media-cleanup.ts';
import { mediaTestKit, PDF, phonePhoto } from './media-test-support.ts';

/** The same upload path with the files in S3-compatible object storage (a real S3 API on loopback). */
let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
let tenant: Tenant;
const media = mediaTestKit(() => t);

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({}, s3.env);
  tenant = await createTenant(t);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

async function keysOf(itemId: string) {
  const [row] = await t.database.db.select().from(mediaItems).where(eq(mediaItems.id, itemId));
  return { file: row!.fileKey, display: row!.displayKey, thumbnail: row!.thumbnailKey };
}

describe('media in S3-compatible object storage', () => {
  it('streams uploads into the bucket under the company’s prefix, sends the browser there, and deletes the objects', async () => {
    const customer = (
      await t.app.inject({
        method: 'POST',
        url: '/api/customers',
        headers: tenant.owner.session.headers,
        payload: { lastName: 'Brunner' },
      })
    ).json();
    const session = (
      await media.createSession(tenant.owner.session, {
        title: 'Inventar',
        kind: 'INVENTORY',
        customerId: customer._id,
      })
    ).json();
    const url = `/api/media-sessions/${session._id}/items`;

    const photo = await phonePhoto(60, 40);
    const item = (await media.upload(tenant.owner.session, url, photo, 'Keller.jpg')).json();
    expect([item.width, item.height]).toEqual([40, 60]);
    const keys = await keysOf(item._id);
    for (const key of Object.values(keys))
      expect(key).toMatch(new RegExp(`^media/${tenant.company.id}/[0-9a-f-]{36}$`));
    expect(await s3.head(keys.file)).toEqual({ contentType: 'image/jpeg', size: photo.length });
    expect((await s3.head(keys.thumbnail!))?.contentType).toBe('image/jpeg');

    // A 7 MB video of unknown length goes up in parts (multipart), never held whole.
    const mp4Head = Buffer.concat([
      Buffer.from([0, 0, 0, 0x20]),
      Buffer.from('ftypisom\0\0\x02\0isomiso2avc1mp41'),
    ]);
    const video = await media.upload(
      tenant.owner.session,
      url,
      media.streamOf(mp4Head, 7 * 1024 * 1024),
      'Rundgang.mp4',
    );
    expect(video.json()).toMatchObject({ kind: 'video', contentType: 'video/mp4', size: 7 * 1024 * 1024 });
    expect((await s3.head((await keysOf(video.json()._id)).file))?.size).toBe(7 * 1024 * 1024);

    // The thumbnail: a redirect to a short-lived signed address in the bucket.
    const thumbnail = await t.app.inject({
      method: 'GET',
      url: `${url}/${item._id}/thumbnail`,
      headers: tenant.owner.session.headers,
    });
    expect(thumbnail.statusCode).toBe(302);
    const followed = await fetch(thumbnail.headers.location as string);
    const meta = await sharp(Buffer.from(await followed.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([40, 60, undefined]);

    // The customer's shared page redirects the same way; another company's session is 404.
    const share = (
      await t.app.inject({
        method: 'POST',
        url: `/api/media-sessions/${session._id}/share`,
        headers: tenant.owner.session.headers,
        payload: {},
      })
    ).json();
    const token = new URL(share.url).searchParams.get('token')!;
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/public/media/${token}/items/${item._id}/display`,
    });
    expect(shown.statusCode).toBe(302);
    const stranger = await t.app.inject({
      method: 'GET',
      url: `${url}/${item._id}/file`,
      headers: tenant.stranger.session.headers,
    });
    expect(stranger.statusCode).toBe(404);

    // Refused uploads leave nothing in the bucket; a refused type is judged before the store is touched.
    const refused = await media.upload(null, `/api/public/media/${token}/items`, PDF, 'Keller.jpg');
    expect(refused.json().error.code).toBe('error_media_photos_only');

    const allKeys = [...Object.values(keys), (await keysOf(video.json()._id)).file].filter(
      (key): key is string => key !== null,
    );
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/media-sessions/${session._id}`,
      headers: tenant.owner.session.headers,
    });
    expect(deleted.statusCode).toBe(204);
    await t.app.jobs.runDue(REMOVE_MEDIA_OBJECTS_JOB);
    for (const key of allKeys) expect(await s3.head(key)).toBeNull();
  });

  it('removes what it stored when a photo over the limit is cut off mid-stream', async () => {
    const session = (
      await media.createSession(tenant.owner.session, {
        title: 'Schaden',
        kind: 'DAMAGE',
        customerId: (
          await t.app.inject({
            method: 'POST',
            url: '/api/customers',
            headers: tenant.owner.session.headers,
            payload: { lastName: 'Zaugg' },
          })
        ).json()._id,
      })
    ).json();
    const response = await media.upload(
      tenant.owner.session,
      `/api/media-sessions/${session._id}/items`,
      media.streamOf(await phonePhoto(), 25 * 1024 * 1024 + 1),
    );
    expect(response.json().error.code).toBe('error_media_image_too_large');
    // Nothing of this company's media is left in the bucket's files (a cut-off multipart upload is aborted).
    const stored = fs.readdirSync(s3.directory, { recursive: true }).map(String);
    expect(stored.filter((file) => file.includes(`media/${tenant.company.id}`))).toEqual([]);
  });
});
