import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../testing/s3-server.ts';
import { type FileStorage, localFileStorage, s3FileStorage } from './storage.ts';

const PDF = Buffer.from('%PDF-1.4\n% AGB\n%%EOF\n');
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

interface Store {
  storage: FileStorage;
  /** The bytes under `key` as the store itself holds them, bypassing FileStorage. */
  raw(key: string): Promise<Buffer | null>;
  close(): Promise<void>;
}

/** What every implementation promises; run against each so the local directory and S3 behave alike. */
function fileStorageContract(name: string, open: () => Promise<Store>) {
  describe(`${name}: the FileStorage contract`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(() => store.close());

    it('keeps content under a fresh key of its prefix and gives it back whole, as a stream, and described', async () => {
      const { storage } = store;
      const key = await storage.put('agb', PDF, { contentType: 'application/pdf' });
      const other = await storage.put('agb', PDF, { contentType: 'application/pdf' });
      expect(key).toMatch(new RegExp(`^agb/${UUID}$`));
      expect(other).not.toBe(key);
      expect((await store.raw(key))?.equals(PDF)).toBe(true);

      expect((await storage.get(key))?.equals(PDF)).toBe(true);
      expect(await storage.stat(key)).toEqual({ size: PDF.length, contentType: 'application/pdf' });
      const file = await storage.open(key);
      expect(file).toMatchObject({ size: PDF.length, contentType: 'application/pdf' });
      expect((await buffer(file!.stream)).equals(PDF)).toBe(true);
    });

    it('takes a stream of unknown length larger than one upload part (media-sized)', async () => {
      const content = randomBytes(6 * 1024 * 1024 + 123);
      const chunks = Array.from({ length: 7 }, (_, i) =>
        content.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024),
      );
      const key = await store.storage.put('media/videos', Readable.from(chunks), {
        contentType: 'video/mp4',
      });
      expect(key).toMatch(new RegExp(`^media/videos/${UUID}$`));
      expect(await store.storage.stat(key)).toEqual({ size: content.length, contentType: 'video/mp4' });
      expect((await store.storage.get(key))?.equals(content)).toBe(true);
      await store.storage.delete(key);
    });

    it('forgets a deleted file; a missing one is null everywhere and deleting it again is no error', async () => {
      const { storage } = store;
      const key = await storage.put('logos', PDF, { contentType: 'application/pdf' });
      await storage.delete(key);
      expect(await store.raw(key)).toBeNull();
      expect(await storage.get(key)).toBeNull();
      expect(await storage.stat(key)).toBeNull();
      expect(await storage.open(key)).toBeNull();
      await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    it('refuses keys and prefixes it did not make, so nothing outside the store is reachable', async () => {
      const { storage } = store;
      for (const key of ['../../etc/passwd', 'logos/../../etc/passwd', 'logos/x', '/logos/0', 'Logos/abc'])
        for (const call of [
          () => storage.get(key),
          () => storage.open(key),
          () => storage.delete(key),
          () => storage.downloadUrl(key, { filename: 'x', contentType: 'text/plain' }),
        ])
          await expect(call(), key).rejects.toThrow(/invalid storage key/);
      for (const prefix of ['..', 'logos/..', '', 'a b', 'logos/'])
        await expect(storage.put(prefix, PDF, { contentType: 'application/pdf' }), prefix).rejects.toThrow(
          /invalid storage prefix/,
        );
    });
  });
}

fileStorageContract('local directory', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-files-'));
  return {
    storage: localFileStorage(root),
    raw: async (key) => fs.promises.readFile(path.join(root, key)).catch(() => null),
    close: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
});

fileStorageContract('S3 (s3rver on loopback)', async () => {
  const s3 = await startS3Server();
  return {
    storage: s3FileStorage(s3.config),
    async raw(key) {
      try {
        const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch {
        return null;
      }
    },
    close: () => s3.close(),
  };
});

describe('local directory', () => {
  it('has no address of its own: the server streams its files', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-files-'));
    const storage = localFileStorage(root);
    const key = await storage.put('agb', PDF, { contentType: 'application/pdf' });
    expect(
      await storage.downloadUrl(key, { filename: 'AGB.pdf', contentType: 'application/pdf' }),
    ).toBeNull();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('still describes a file stored before content types were kept, by its content', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-files-'));
    const key = 'agb/0b7e1c1e-5a43-4a8e-9d0e-2f4a1b3c5d6e';
    fs.mkdirSync(path.join(root, 'agb'));
    fs.writeFileSync(path.join(root, key), PDF);
    expect(await localFileStorage(root).stat(key)).toEqual({
      size: PDF.length,
      contentType: 'application/pdf',
    });
    fs.rmSync(root, { recursive: true, force: true });
  });
});

describe('S3 signed download addresses', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.close());

  it('give the bytes to a plain fetch with the type and file name asked for, and nothing once tampered with', async () => {
    const storage = s3FileStorage(s3.config);
    const key = await storage.put('agb', PDF, { contentType: 'application/pdf' });
    const url = await storage.downloadUrl(key, { filename: 'AGB 2026.pdf', contentType: 'application/pdf' });
    expect(url).toMatch(new RegExp(`^${s3.config.endpoint}/${s3.config.bucket}/agb/`));
    expect(new URL(url!).origin).toBe(storage.downloadOrigin);
    expect(new URL(url!).searchParams.get('X-Amz-Expires')).toBe('300');

    const response = await fetch(url!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="AGB 2026.pdf"');
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);

    const signed = new URL(url!);
    const signature = signed.searchParams.get('X-Amz-Signature')!;
    signed.searchParams.set(
      'X-Amz-Signature',
      `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`,
    );
    expect((await fetch(signed)).status).toBe(403);
    const otherKey = new URL(
      url!.replace(key, await storage.put('agb', PDF, { contentType: 'application/pdf' })),
    );
    expect((await fetch(otherKey)).status).toBe(403);
  });

  it("name the origin the SDK signs for, whatever the store's addressing", async () => {
    const store = { region: 'eu-central-2', accessKeyId: 'a', secretAccessKey: 'b', forcePathStyle: false };
    for (const [config, origin] of [
      [{ ...store, bucket: 'maxer-files' }, 'https://maxer-files.s3.eu-central-2.amazonaws.com'],
      [{ ...store, bucket: 'maxer.files' }, 'https://s3.eu-central-2.amazonaws.com'],
      [
        { ...store, bucket: 'maxer-files', endpoint: 'https://sos-ch-gva-2.exo.io' },
        'https://maxer-files.sos-ch-gva-2.exo.io',
      ],
      [
        { ...store, bucket: 'maxer-files', endpoint: 'http://minio:9000', forcePathStyle: true },
        'http://minio:9000',
      ],
    ] as const) {
      const storage = s3FileStorage(config);
      const url = await storage.downloadUrl('logos/0b7e1c1e-5a43-4a8e-9d0e-2f4a1b3c5d6e', {
        filename: 'logo.png',
        contentType: 'image/png',
      });
      expect(new URL(url!).origin, config.bucket).toBe(origin);
      expect(storage.downloadOrigin).toBe(origin);
    }
  });

  it('stop working once expired', async () => {
    const storage = s3FileStorage(s3.config, () => new Date(Date.now() - 61_000));
    const key = await storage.put('logos', PDF, { contentType: 'application/pdf' });
    const url = await storage.downloadUrl(key, {
      filename: 'x.pdf',
      contentType: 'application/pdf',
      expiresIn: 60,
    });
    const response = await fetch(url!);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('Request has expired');
    const fresh = s3FileStorage(s3.config);
    expect(
      (await fetch((await fresh.downloadUrl(key, { filename: 'x.pdf', contentType: 'application/pdf' }))!))
        .status,
    ).toBe(200);
  });
});
