import {
  type ApiErrorBody,
  type ErrorCode,
  isApiErrorBody,
  type Language,
  type OfferAcceptInput,
  type PublicOffer,
} from '@maxer/domain';

/** A failed call: the server's error (code and message in the page's language), or no answer at all. */
export class OfferApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | null;
  readonly fields: ApiErrorBody['error']['fields'];
  constructor(
    status: number,
    code: ErrorCode | null,
    message: string,
    fields?: ApiErrorBody['error']['fields'],
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** The public offer endpoints; the token in the path is the only credential. */
export function offerApi(token: string, language: Language, fetcher: typeof fetch = fetch) {
  const base = `/api/public/offers/${encodeURIComponent(token)}`;
  async function call(path: string, init?: { method: 'POST'; body: unknown }): Promise<PublicOffer> {
    let response: Response;
    try {
      response = await fetcher(`${base}${path}`, {
        method: init?.method ?? 'GET',
        // The server answers errors in this language (requestLanguage reads Accept-Language).
        headers: {
          accept: 'application/json',
          'accept-language': language,
          ...(init ? { 'content-type': 'application/json' } : {}),
        },
        body: init ? JSON.stringify(init.body) : undefined,
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
      });
    } catch {
      throw new OfferApiError(0, null, '');
    }
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) return body as PublicOffer;
    if (isApiErrorBody(body))
      throw new OfferApiError(response.status, body.error.code, body.error.message, body.error.fields);
    throw new OfferApiError(response.status, null, '');
  }
  return {
    view: () => call(''),
    accept: (input: OfferAcceptInput) => call('/accept', { method: 'POST', body: input }),
    reject: (reason: string | null) => call('/reject', { method: 'POST', body: { reason } }),
    pdfUrl: `${base}/pdf?download=1`,
    /** The PDF's answer as it comes: the download helper reads it, or its error. */
    pdf: () =>
      fetcher(`${base}/pdf?download=1`, {
        headers: { 'accept-language': language },
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
      }),
    agbUrl: `${base}/agb`,
    logoUrl: `${base}/logo`,
  };
}
export type OfferApi = ReturnType<typeof offerApi>;
