import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadError, useUploadQueue } from './upload-queue.ts';

/** An upload the test finishes by hand: its progress, its success or its failure. */
function controlledUploads() {
  const pending = new Map<
    string,
    {
      progress: (loaded: number, total: number) => void;
      resolve: () => void;
      reject: (error: unknown) => void;
    }
  >();
  const started: string[] = [];
  const upload = (file: File, progress: (loaded: number, total: number) => void) =>
    new Promise<unknown>((resolve, reject) => {
      started.push(file.name);
      pending.set(file.name, { progress, resolve: () => resolve({}), reject });
    });
  return { pending, started, upload };
}

const file = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

describe('the upload queue', () => {
  it('sends three files at a time, shows each one’s progress and all of them together, and retries a failed one', async () => {
    const uploads = controlledUploads();
    const { result } = renderHook(() =>
      useUploadQueue({
        upload: uploads.upload,
        precheck: (candidate) => (candidate.size > 1000 ? 'Zu gross' : null),
        failureText: () => 'Keine Verbindung',
      }),
    );
    act(() =>
      result.current.add([file('a.jpg'), file('b.jpg'), file('c.jpg'), file('d.jpg'), file('big.jpg', 5000)]),
    );
    await waitFor(() => expect(uploads.started).toEqual(['a.jpg', 'b.jpg', 'c.jpg']));
    // Refused before sending, with its reason; not counted in the bytes to send.
    expect(result.current.entries.find((entry) => entry.file.name === 'big.jpg')).toMatchObject({
      state: 'failed',
      error: 'Zu gross',
    });
    expect(result.current.overall).toMatchObject({ count: 5, total: 400, loaded: 0, failed: 1 });

    act(() => uploads.pending.get('a.jpg')?.progress(50, 100));
    expect(result.current.entries[0]).toMatchObject({ state: 'uploading', loaded: 50 });
    expect(result.current.overall.percent).toBe(13);

    // One done: the fourth starts. One refused by the server: its message.
    await act(async () => uploads.pending.get('a.jpg')?.resolve());
    await waitFor(() => expect(uploads.started).toContain('d.jpg'));
    await act(async () =>
      uploads.pending
        .get('b.jpg')
        ?.reject(new UploadError(415, 'error_media_file_type', 'Dieser Dateityp wird nicht angenommen.')),
    );
    await act(async () => uploads.pending.get('c.jpg')?.reject(new TypeError('network')));
    const byName = (name: string) => result.current.entries.find((entry) => entry.file.name === name);
    expect(byName('b.jpg')).toMatchObject({
      state: 'failed',
      error: 'Dieser Dateityp wird nicht angenommen.',
    });
    expect(byName('c.jpg')).toMatchObject({ state: 'failed', error: 'Keine Verbindung' });

    act(() => result.current.retry(byName('c.jpg')!.id));
    await waitFor(() => expect(uploads.started.filter((name) => name === 'c.jpg')).toHaveLength(2));
    await act(async () => uploads.pending.get('c.jpg')?.resolve());
    await act(async () => uploads.pending.get('d.jpg')?.resolve());
    expect(result.current.overall).toMatchObject({ count: 5, done: 3, failed: 2 });
    expect(result.current.busy).toBe(false);
    act(() => result.current.clear());
    expect(result.current.entries).toEqual([]);
  });
});
