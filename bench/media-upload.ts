// Media uploads (issue 18, "Tests and figures"): 50 photos of 5 MB (12-megapixel JPEGs) uploaded to
// `POST /api/media-sessions/{id}/items` of the real server (`apps/server/src/main.ts`, a separate
// process on the embedded PGlite and the local file store, as `npm start` runs it), three at a time as
// the office's page sends them; then one 300 MB video streamed in. Printed: throughput, each upload's
// time (p50, p95: the thumbnail and display version are made inside the request), the server's RSS
// before and at its peak during each phase (read from /proc every 25 ms), and the thumbnail time alone
// (`imageVersions`, the same code, in this process).
//
//   npm run bench:media -w @maxer/bench     (or: npx node bench/media-upload.ts)
//
// BENCH_PHOTOS   photos (default 50);  BENCH_VIDEO_MB   the video's size (default 300; 0: none).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { imageVersions } from '../apps/server/src/features/media/media-files.ts';
import { freePort, machineLine, numberFromEnv, repoRoot, sleep, table } from './helpers.ts';

const MB = 1024 * 1024;
const PARALLEL = 3;

/** A photo-like 4000 × 3000 JPEG of about 5 MB (noise, lightly blurred), with EXIF orientation 6. */
async function photo(seed: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = randomBytes(width * height * 3);
  noise[0] = seed;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(0.7)
    .jpeg({ quality: 84 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** The peak RSS of `pid` while `work` runs. */
async function watched<T>(pid: number, work: () => Promise<T>) {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 25);
  const started = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - started, peak: Math.max(peak, rssOf(pid)) };
  } finally {
    clearInterval(timer);
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function startServer(dataDir: string) {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL', 'S3_BUCKET', 'S3_REGION']) delete env[name];
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    if (waited > 90_000) throw new Error('the server did not start');
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await sleep(100);
  }
  return { base, child };
}

function stop(child: ChildProcess) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function main() {
  const count = numberFromEnv('BENCH_PHOTOS', 50);
  const videoMb = process.env.BENCH_VIDEO_MB === '0' ? 0 : numberFromEnv('BENCH_VIDEO_MB', 300);
  console.log(
    `\nMedia uploads: ${count} photos of ~5 MB, ${PARALLEL} at a time; a ${videoMb} MB video\n${machineLine()}\n`,
  );
  // Five different photos, each sent ten times: what the server does per file does not depend on it.
  const photos = await Promise.all([1, 2, 3, 4, 5].map(photo));
  const photoBytes = photos.reduce((sum, p) => sum + p.length, 0) / photos.length;

  // The thumbnail and display version alone, as the server makes them (median of 20).
  const versionTimes: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await imageVersions(photos[i % photos.length]!);
    versionTimes.push(performance.now() - started);
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-media-bench-'));
  const server = await startServer(dataDir);
  const pid = server.child.pid!;
  try {
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@example.com', password: 'maxer-demo' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}` };
    const customer = (await (
      await fetch(`${server.base}/api/customers`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ lastName: 'Bench' }),
      })
    ).json()) as { _id: string };
    const session = (await (
      await fetch(`${server.base}/api/media-sessions`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Bench', kind: 'INVENTORY', customerId: customer._id }),
      })
    ).json()) as { _id: string };
    const url = `${server.base}/api/media-sessions/${session._id}/items`;
    const send = async (body: RequestInit['body'], extra: RequestInit = {}) => {
      const started = performance.now();
      const response = await fetch(`${url}?name=bench.jpg`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/octet-stream' },
        body,
        ...extra,
      });
      if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`);
      await response.json();
      return performance.now() - started;
    };

    // Warm-up (first sharp and first storage write), not counted.
    await send(photos[0]!);
    const idle = rssOf(pid);
    const times: number[] = [];
    /** The server's RSS after every tenth photo: flat, or growing with the number of uploads? */
    const series: number[] = [];
    const photoRun = await watched(pid, async () => {
      let next = 0;
      await Promise.all(
        Array.from({ length: PARALLEL }, async () => {
          while (next < count) {
            const index = next++;
            times.push(await send(photos[index % photos.length]!));
            if (times.length % 10 === 0) series.push(rssOf(pid));
          }
        }),
      );
    });
    const afterPhotos = rssOf(pid);

    let videoRun: Awaited<ReturnType<typeof watched<number>>> | null = null;
    if (videoMb > 0) {
      const head = Buffer.concat([
        Buffer.from([0, 0, 0, 0x20]),
        Buffer.from('ftypisom\0\0\x02\0isomiso2avc1mp41'),
      ]);
      const chunk = Buffer.alloc(MB, 0x20);
      async function* video() {
        yield Buffer.concat([head, chunk.subarray(head.length)]);
        for (let i = 1; i < videoMb; i++) yield chunk;
      }
      videoRun = await watched(pid, () =>
        send(Readable.from(video()) as unknown as RequestInit['body'], { duplex: 'half' } as RequestInit),
      );
    }

    const total = (photoBytes * count) / MB;
    console.log(
      table(
        ['what', 'result'],
        [
          ['photo size (average)', `${(photoBytes / MB).toFixed(1)} MB, 4000 × 3000`],
          [
            'thumbnail + display version alone (median, p95)',
            `${percentile(versionTimes, 50).toFixed(0)} ms, ${percentile(versionTimes, 95).toFixed(0)} ms`,
          ],
          [`${count} photos, ${PARALLEL} at a time: wall time`, `${(photoRun.ms / 1000).toFixed(1)} s`],
          [
            'throughput',
            `${(total / (photoRun.ms / 1000)).toFixed(1)} MB/s, ${(count / (photoRun.ms / 1000)).toFixed(1)} photos/s`,
          ],
          [
            'one upload incl. versions (p50, p95)',
            `${percentile(times, 50).toFixed(0)} ms, ${percentile(times, 95).toFixed(0)} ms`,
          ],
          [
            'server RSS: idle → peak during photos → after',
            `${(idle / MB).toFixed(0)} → ${(photoRun.peak / MB).toFixed(0)} → ${(afterPhotos / MB).toFixed(0)} MB`,
          ],
          ['server RSS after every 10 photos', `${series.map((rss) => (rss / MB).toFixed(0)).join(', ')} MB`],
          ...(videoRun
            ? [
                [
                  `${videoMb} MB video, streamed`,
                  `${(videoRun.ms / 1000).toFixed(1)} s, ${(videoMb / (videoRun.ms / 1000)).toFixed(0)} MB/s`,
                ],
                [
                  'server RSS: before → peak during the video',
                  `${(afterPhotos / MB).toFixed(0)} → ${(videoRun.peak / MB).toFixed(0)} MB`,
                ],
              ]
            : []),
        ],
      ),
    );
  } finally {
    await stop(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
