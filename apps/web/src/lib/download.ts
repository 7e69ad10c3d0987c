import { notifications } from '@mantine/notifications';
import { TOAST } from '@maxer/domain';
import { fetchWith } from './api.ts';
import { apiErrorFrom, networkError } from './api-error.ts';
import { toastApiError } from './api-error-toast.ts';
import { type DownloadProgress, deliverFile, fileNameFrom, readBody } from './download-core.ts';
import { currentLanguage } from './language.ts';

/**
 * The one way the office app fetches a file of the API (PDFs, exports, originals, the logo): through
 * the API client (cookies, language, `x-company-id` while an admin acts for a company, decision 038),
 * the body read chunk by chunk so a large file can show its progress, a non-2xx answer turned into
 * an ApiError (its JSON body read, never handed on as the file).
 */

export { type DownloadProgress, fileNameFrom, readBody } from './download-core.ts';

export interface ApiFile {
  blob: Blob;
  /** The name the server gave (`Content-Disposition`), if any. */
  fileName: string | undefined;
}

/** A download this large (bytes, by its `Content-Length`) shows its progress at once … */
export const PROGRESS_AT_BYTES = 1024 * 1024;
/** … any other once it has taken this long (ms). */
export const PROGRESS_AFTER_MS = 1000;

/** A file of the API; fails like `unwrap` does (an ApiError in the current language). */
export async function fetchApiFile(
  path: string,
  { onProgress, signal }: { onProgress?: DownloadProgress; signal?: AbortSignal } = {},
): Promise<ApiFile> {
  let response: Response;
  try {
    response = await fetchWith('end-session')(new Request(new URL(path, window.location.origin), { signal }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError(currentLanguage());
  }
  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    throw apiErrorFrom(response.status, body, currentLanguage());
  }
  return { blob: await readBody(response, onProgress), fileName: fileNameFrom(response) };
}

export interface DownloadOptions {
  /** Save it (under `fileName`, else the server's name), or open it in a new tab. */
  mode: 'open' | 'download';
  fileName?: string;
  /** The progress toast's text: `percent` when the size is known, else the megabytes so far. */
  progressText: (progress: { percent?: number; megabytes: string }) => string;
}

let downloads = 0;

/**
 * Saves or opens a file of the API. Call it synchronously in the click handler: the new tab opens
 * at once, while the click still counts as the person's, so no pop-up blocker stops it. A large or slow
 * file shows its progress in a toast; an error answer becomes the error's toast, nothing is saved and
 * the new tab closes. Resolves whether the file arrived.
 */
export async function downloadApiFile(path: string, options: DownloadOptions): Promise<boolean> {
  const tab = options.mode === 'open' ? window.open('', '_blank') : null;
  const id = `download-${++downloads}`;
  const started = Date.now();
  let shown = false;
  let lastText = '';
  let latest: { received: number; total: number | undefined } = { received: 0, total: undefined };
  const text = () => {
    const { received, total } = latest;
    return options.progressText({
      percent: total ? Math.min(100, Math.floor((received / total) * 100)) : undefined,
      megabytes: (received / (1024 * 1024)).toFixed(1),
    });
  };
  const show = () => {
    lastText = text();
    if (shown) {
      notifications.update({ id, message: lastText });
      return;
    }
    shown = true;
    notifications.show({
      id,
      message: lastText,
      loading: true,
      autoClose: false,
      withCloseButton: false,
      position: TOAST.position,
      withBorder: true,
    });
  };
  const timer = setTimeout(show, PROGRESS_AFTER_MS);
  try {
    const file = await fetchApiFile(path, {
      onProgress: (received, total) => {
        latest = { received, total };
        const due = shown || (total ?? 0) >= PROGRESS_AT_BYTES || Date.now() - started >= PROGRESS_AFTER_MS;
        if (due && text() !== lastText) show();
      },
    });
    deliverFile(file.blob, { tab, fileName: options.fileName ?? file.fileName ?? '' });
    return true;
  } catch (error) {
    tab?.close();
    toastApiError(error);
    return false;
  } finally {
    clearTimeout(timer);
    if (shown) notifications.hide(id);
  }
}
