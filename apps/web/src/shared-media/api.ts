import type { Language, PublicMediaItem, PublicMediaSession } from '@maxer/domain';
import { sendFile, UploadError } from '../lib/upload-queue.ts';

/** The public endpoints of one shared session; the token in the path is the only credential. */
export function sharedMediaApi(token: string, language: Language, fetcher: typeof fetch = fetch) {
  const base = `/api/public/media/${encodeURIComponent(token)}`;
  return {
    async view(): Promise<PublicMediaSession> {
      let response: Response;
      try {
        response = await fetcher(base, {
          headers: { accept: 'application/json', 'accept-language': language },
          credentials: 'omit',
          referrerPolicy: 'no-referrer',
        });
      } catch {
        throw new UploadError(0, null, '');
      }
      const answer: unknown = await response.json().catch(() => null);
      if (response.ok) return answer as PublicMediaSession;
      const error = (answer as { error?: { code?: unknown; message?: unknown } } | null)?.error;
      throw new UploadError(
        response.status,
        typeof error?.code === 'string' ? error.code : null,
        typeof error?.message === 'string' ? error.message : '',
      );
    },
    /** One photo of the customer's, with its progress. */
    upload(file: File, onProgress: (loaded: number, total: number) => void, signal: AbortSignal) {
      return sendFile(`${base}/items?name=${encodeURIComponent(file.name)}`, file, {
        headers: {
          'content-type': 'application/octet-stream',
          accept: 'application/json',
          'accept-language': language,
        },
        onProgress,
        signal,
      }) as Promise<PublicMediaItem>;
    },
    thumbnailUrl: (itemId: string) => `${base}/items/${itemId}/thumbnail`,
    displayUrl: (itemId: string) => `${base}/items/${itemId}/display`,
    logoUrl: `${base}/logo`,
  };
}
export type SharedMediaApi = ReturnType<typeof sharedMediaApi>;
