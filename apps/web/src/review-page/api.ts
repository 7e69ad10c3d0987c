import type { Language, PublicReview, ReviewSubmitInput } from '@maxer/domain';

/** A failed call: the server's error (code and message in the page's language), or no answer (status 0). */
export class ReviewApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  constructor(status: number, code: string | null, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

function errorOf(status: number, body: unknown): ReviewApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return new ReviewApiError(
    status,
    typeof error?.code === 'string' ? error.code : null,
    typeof error?.message === 'string' ? error.message : '',
  );
}

/** The public review endpoints; the token in the path is the only credential. */
export function reviewApi(token: string, language: Language, fetcher: typeof fetch = fetch) {
  const base = `/api/public/reviews/${encodeURIComponent(token)}`;
  async function call(body?: object, path = ''): Promise<PublicReview> {
    let response: Response;
    try {
      response = await fetcher(`${base}${path}`, {
        method: body ? 'POST' : 'GET',
        // The server answers errors in this language (requestLanguage reads Accept-Language).
        headers: {
          accept: 'application/json',
          'accept-language': language,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
      });
    } catch {
      throw new ReviewApiError(0, null, '');
    }
    const answer: unknown = await response.json().catch(() => null);
    if (response.ok) return answer as PublicReview;
    throw errorOf(response.status, answer);
  }
  return {
    view: () => call(),
    submit: (input: ReviewSubmitInput) => call(input),
    /** After a low review: what went wrong, once (the review funnel). */
    followUp: (text: string) => call({ text }, '/follow-up'),
    logoUrl: `${base}/logo`,
  };
}
export type ReviewApi = ReturnType<typeof reviewApi>;
