import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { jsonLogDestination, logDestinationFor } from './log-output.ts';

function fakeStdout(isTTY: boolean) {
  const out = new PassThrough();
  let written = '';
  out.on('data', (chunk: Buffer) => {
    written += chunk.toString('utf8');
  });
  Object.assign(out, { isTTY });
  return { out: out as unknown as NodeJS.WriteStream, written: () => stripVTControlCharacters(written) };
}

describe('log output', () => {
  it('prints readable lines, not JSON, when standard output is a terminal', async () => {
    const stdout = fakeStdout(true);
    const destination = logDestinationFor(stdout.out);
    expect(destination).toBeDefined();
    const log = pino({ level: 'info' }, destination);
    log.info({ offerId: 'offer-42' }, 'offer sent');
    log.error('shutdown took too long; exiting');
    await new Promise((resolve) => setImmediate(resolve));

    const lines = stdout.written().trimEnd().split('\n');
    expect(lines[0]).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: offer sent$/);
    expect(lines[1]).toContain('offerId: "offer-42"');
    expect(lines[2]).toMatch(/ERROR: shutdown took too long; exiting$/);
    for (const line of lines) expect(() => JSON.parse(line)).toThrow();
  });

  it('prints a request as one line: its message, without the fields the JSON logs keep', async () => {
    const stdout = fakeStdout(true);
    const log = pino({ level: 'info' }, logDestinationFor(stdout.out));
    log.info(
      {
        reqId: 'a0f013b6-ec75-4af5-b167-301a98e6553c',
        req: { method: 'GET', url: '/api/customers', hostname: 'localhost', remoteAddress: '127.0.0.1' },
        res: { statusCode: 200 },
        responseTime: 12.3,
      },
      'GET /api/customers 200 12 ms',
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(stdout.written().trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: GET \/api\/customers 200 12 ms$/),
    ]);
  });

  it('writes each line before the logger returns, so nothing is lost on process.exit', () => {
    const writes: string[] = [];
    const out = Object.assign(new PassThrough(), { isTTY: true }) as unknown as NodeJS.WriteStream;
    out.write = ((chunk: string) => writes.push(chunk) > 0) as typeof out.write;
    pino({ level: 'info' }, logDestinationFor(out)).warn('about to exit');
    expect(writes.map((text) => stripVTControlCharacters(text)).join('')).toContain('WARN: about to exit');
  });

  it('leaves pino’s JSON lines when standard output is a pipe or a file (CI, tests, log collectors)', () => {
    const destination = logDestinationFor(fakeStdout(false).out);
    expect(destination).toBe(jsonLogDestination(1));
  });

  it('writes JSON lines asynchronously, all of them and in order', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-log-')), 'out.log');
    const fd = fs.openSync(file, 'w');
    try {
      const destination = jsonLogDestination(fd);
      const log = pino({ level: 'info' }, destination);
      for (let i = 0; i < 100; i++) log.info({ reqId: `r${i}` }, `GET /api/customers 200 ${i} ms`);
      // Nothing is written before pino returns: the lines go out together, in order.
      expect(fs.readFileSync(file, 'utf8').split('\n').length).toBeLessThan(100);
      const read = () => fs.readFileSync(file, 'utf8').trimEnd().split('\n');
      await vi.waitFor(() => expect(read()).toHaveLength(100), { timeout: 5_000, interval: 10 });
      const lines = read();
      expect(lines.map((line) => JSON.parse(line).reqId)).toEqual(
        Array.from({ length: 100 }, (_, i) => `r${i}`),
      );
      expect(JSON.parse(lines[99]!)).toMatchObject({
        level: 30,
        reqId: 'r99',
        msg: 'GET /api/customers 200 99 ms',
      });
    } finally {
      fs.closeSync(fd);
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });
});
