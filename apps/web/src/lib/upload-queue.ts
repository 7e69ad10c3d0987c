import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

// Shared by the office's media page and the customer's shared-media page (its own small bundle): only
// React, no UI library, no app module (ADR 048).

/** A failed upload: the server's message (its code and text in the page language), or none (network). */
export class UploadError extends Error {
  readonly status: number;
  readonly code: string | null;
  constructor(status: number, code: string | null, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/**
 * Send one file as the raw body of a POST with XMLHttpRequest, whose upload reports its progress
 * (fetch cannot). Resolves with the JSON answer; rejects with an UploadError (status 0: no answer).
 */
export function sendFile(
  url: string,
  file: Blob,
  options: {
    headers: Record<string, string>;
    onProgress: (loaded: number, total: number) => void;
    signal?: AbortSignal;
  },
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(options.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) =>
      options.onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not ours (a proxy's page): the status speaks.
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body);
      const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
      reject(
        new UploadError(
          xhr.status,
          typeof error?.code === 'string' ? error.code : null,
          typeof error?.message === 'string' ? error.message : '',
        ),
      );
    };
    xhr.onerror = () => reject(new UploadError(0, null, ''));
    xhr.onabort = () => reject(new UploadError(0, 'aborted', ''));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

export type UploadState = 'queued' | 'uploading' | 'done' | 'failed';

export interface UploadEntry {
  id: number;
  file: File;
  state: UploadState;
  /** Bytes sent so far, of `total`. */
  loaded: number;
  total: number;
  /** Why it failed, in words for the person (the server's message, or the page's own). */
  error: string | null;
}

export interface UploadQueueOptions {
  /** Send one file; report progress; resolve when the server took it. */
  upload: (
    file: File,
    onProgress: (loaded: number, total: number) => void,
    signal: AbortSignal,
  ) => Promise<unknown>;
  /** A reason to refuse a file before sending it (its size over the limit), or null. */
  precheck?: (file: File) => string | null;
  /** The words for a failure without a message of the server's (no connection). */
  failureText: (error: unknown) => string;
  /** Told after each file the server took. */
  onUploaded?: (file: File, answer: unknown) => void;
  /** Files sent at the same time. */
  parallel?: number;
}

export interface UploadOverall {
  count: number;
  done: number;
  failed: number;
  /** Bytes sent of the files not failed, and their total. */
  loaded: number;
  total: number;
  /** 0–100. */
  percent: number;
}

/**
 * Many files, a few at a time (one request each), each with its progress and its own failure; a
 * failed file can be tried again. The files stay listed until `clear`.
 */
export function useUploadQueue(options: UploadQueueOptions) {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const nextId = useRef(1);
  const running = useRef(new Set<number>());
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const aborter = useRef(new AbortController());
  useEffect(() => () => aborter.current.abort(), []);

  const update = useCallback((id: number, patch: Partial<UploadEntry>) => {
    setEntries((all) => all.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)));
  }, []);

  // Start queued files while fewer than `parallel` are on their way.
  useEffect(() => {
    const parallel = optionsRef.current.parallel ?? 3;
    const waiting = entries.filter((entry) => entry.state === 'queued' && !running.current.has(entry.id));
    for (const entry of waiting.slice(0, Math.max(0, parallel - running.current.size))) {
      running.current.add(entry.id);
      update(entry.id, { state: 'uploading', loaded: 0, error: null });
      const { upload, onUploaded, failureText } = optionsRef.current;
      upload(entry.file, (loaded, total) => update(entry.id, { loaded, total }), aborter.current.signal).then(
        (answer) => {
          running.current.delete(entry.id);
          update(entry.id, { state: 'done', loaded: entry.total });
          onUploaded?.(entry.file, answer);
        },
        (error: unknown) => {
          running.current.delete(entry.id);
          const message = error instanceof UploadError && error.message ? error.message : failureText(error);
          update(entry.id, { state: 'failed', error: message });
        },
      );
    }
  }, [entries, update]);

  const add = useCallback((files: Iterable<File>) => {
    const added: UploadEntry[] = [];
    for (const file of files) {
      const refused = optionsRef.current.precheck?.(file) ?? null;
      added.push({
        id: nextId.current++,
        file,
        state: refused ? 'failed' : 'queued',
        loaded: 0,
        total: file.size,
        error: refused,
      });
    }
    setEntries((all) => [...all, ...added]);
  }, []);

  const retry = useCallback(
    (id: number) =>
      setEntries((all) =>
        all.map((entry) =>
          entry.id === id && entry.state === 'failed'
            ? { ...entry, state: 'queued', loaded: 0, error: null }
            : entry,
        ),
      ),
    [],
  );

  /** Forget the finished files (done or failed); those on their way stay. */
  const clear = useCallback(
    () => setEntries((all) => all.filter((entry) => entry.state === 'queued' || entry.state === 'uploading')),
    [],
  );

  const overall = useMemo<UploadOverall>(() => {
    // A failed file is not on its way: the bar tells how far the others are.
    const counted = entries.filter((entry) => entry.state !== 'failed');
    const loaded = counted.reduce((sum, entry) => sum + Math.min(entry.loaded, entry.total), 0);
    const total = counted.reduce((sum, entry) => sum + entry.total, 0);
    return {
      count: entries.length,
      done: entries.filter((entry) => entry.state === 'done').length,
      failed: entries.filter((entry) => entry.state === 'failed').length,
      loaded,
      total,
      percent: total > 0 ? Math.round((loaded / total) * 100) : 0,
    };
  }, [entries]);

  const busy = entries.some((entry) => entry.state === 'queued' || entry.state === 'uploading');
  return { entries, add, retry, clear, overall, busy };
}

/** A file size in words: 4.2 MB, 830 KB. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString(locale, { maximumFractionDigits: unit > 1 ? 1 : 0 })} ${units[unit]}`;
}
