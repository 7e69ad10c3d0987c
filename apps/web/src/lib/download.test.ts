import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, jsonResponse } from '../test/render.tsx';
import { ApiError } from './api-error.ts';
import { downloadApiFile, fetchApiFile, fileNameFrom, PROGRESS_AT_BYTES, readBody } from './download.ts';

/** A streamed answer of these chunks, with the headers given. */
function streamed(chunks: Uint8Array[], headers: Record<string, string> = {}): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers });
}

const disposition = (value: string) => new Response('x', { headers: { 'content-disposition': value } });
const progressText = ({ percent, megabytes }: { percent?: number; megabytes: string }) =>
  percent === undefined ? `${megabytes} MB` : `${percent} %`;

describe('fileNameFrom', () => {
  it('reads the plain, the quoted and the RFC 5987 name, preferring the last', () => {
    expect(fileNameFrom(disposition('attachment; filename=Rechnung-7.pdf'))).toBe('Rechnung-7.pdf');
    expect(fileNameFrom(disposition('inline; filename="Offerte 12.pdf"'))).toBe('Offerte 12.pdf');
    expect(
      fileNameFrom(
        disposition(
          `attachment; filename="Rechnung-M_ller.pdf"; filename*=UTF-8''Rechnung-M%C3%BCller%20AG.pdf`,
        ),
      ),
    ).toBe('Rechnung-Müller AG.pdf');
    expect(fileNameFrom(disposition(`attachment; filename*=utf-8'de'%C3%84nderung.pdf`))).toBe(
      'Änderung.pdf',
    );
    expect(fileNameFrom(disposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="fallback.pdf"`))).toBe(
      'fallback.pdf',
    );
    expect(fileNameFrom(new Response('x'))).toBeUndefined();
  });
});

describe('readBody', () => {
  it('reads the stream chunk by chunk, telling the bytes so far of the Content-Length', async () => {
    const heard: [number, number | undefined][] = [];
    const blob = await readBody(
      streamed([new Uint8Array(3), new Uint8Array(5), new Uint8Array(2)], {
        'content-length': '10',
        'content-type': 'application/pdf',
      }),
      (received, total) => heard.push([received, total]),
    );
    expect(heard).toEqual([
      [3, 10],
      [8, 10],
      [10, 10],
    ]);
    expect(blob.size).toBe(10);
    expect(blob.type).toBe('application/pdf');
  });

  it('tells no total when the server gave no length', async () => {
    const heard: (number | undefined)[] = [];
    await readBody(streamed([new Uint8Array(4)]), (_received, total) => heard.push(total));
    expect(heard).toEqual([undefined]);
  });
});

describe('fetchApiFile', () => {
  it('turns an error answer into an ApiError without reading it as the file', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(404, errorBody('error_not_found', 'Not found.'))),
    );
    const onProgress = vi.fn();
    const error = await fetchApiFile('/api/invoices/x/pdf', { onProgress }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'error_not_found' });
    expect(onProgress).not.toHaveBeenCalled();
  });
});

describe('downloadApiFile', () => {
  const createObjectURL = vi.fn(() => 'blob:file');
  let clicked: HTMLAnchorElement[];

  beforeEach(() => {
    clicked = [];
    createObjectURL.mockClear();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    vi.spyOn(notifications, 'show');
    vi.spyOn(notifications, 'hide');
  });
  afterEach(() => vi.restoreAllMocks());

  it('saves a large file under the server’s name, its progress in a toast that goes when done', async () => {
    const half = PROGRESS_AT_BYTES;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        streamed([new Uint8Array(half), new Uint8Array(half)], {
          'content-length': String(2 * half),
          'content-disposition': `attachment; filename*=UTF-8''Rechnung-%C3%9C.pdf`,
        }),
      ),
    );
    expect(await downloadApiFile('/api/invoices/1/pdf?download=1', { mode: 'download', progressText })).toBe(
      true,
    );
    expect(clicked.map((link) => link.download)).toEqual(['Rechnung-Ü.pdf']);
    expect(clicked[0]?.href).toBe('blob:file');
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: '50 %', loading: true }),
    );
    expect(notifications.hide).toHaveBeenCalled();
  });

  it('saves under the name given, a small quick file without a progress toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        streamed([new Uint8Array(10)], { 'content-disposition': 'attachment; filename=a.pdf' }),
      ),
    );
    await downloadApiFile('/api/x', { mode: 'download', fileName: 'mine.pdf', progressText });
    expect(clicked.map((link) => link.download)).toEqual(['mine.pdf']);
    expect(notifications.show).not.toHaveBeenCalled();
  });

  it('opens the tab at once and shows the file there', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => streamed([new Uint8Array(10)])),
    );
    const pending = downloadApiFile('/api/x', { mode: 'open', progressText });
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(await pending).toBe(true);
    expect(tab.location.href).toBe('blob:file');
    expect(clicked).toEqual([]);
  });

  it('shows an error answer as its message, saves nothing and closes the opened tab', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(404, errorBody('error_not_found', 'Nicht gefunden.'))),
    );
    expect(await downloadApiFile('/api/invoices/x/pdf', { mode: 'open', progressText })).toBe(false);
    expect(tab.close).toHaveBeenCalled();
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(clicked).toEqual([]);
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Nicht gefunden.', color: 'red' }),
    );
  });
});
