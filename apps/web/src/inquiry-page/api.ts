import type { InquiryForm, InquiryInput, Language } from '@maxer/domain';

/** A failed call: the server's error (code, message, field codes in the page's language), or no answer (0). */
export class InquiryApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly fields: Record<string, string>;
  constructor(status: number, code: string | null, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; fields?: Record<string, { code?: unknown }> };
}

function errorOf(status: number, body: unknown): InquiryApiError {
  const error = (body as ErrorBody | null)?.error;
  const fields = Object.fromEntries(
    Object.entries(error?.fields ?? {}).flatMap(([name, field]) =>
      typeof field?.code === 'string' ? [[name, field.code]] : [],
    ),
  );
  return new InquiryApiError(
    status,
    typeof error?.code === 'string' ? error.code : null,
    typeof error?.message === 'string' ? error.message : '',
    fields,
  );
}

/** The public inquiry endpoints of one company; no cookie goes along (the page may sit in a frame). */
export function inquiryApi(companyId: string, language: Language, fetcher: typeof fetch = fetch) {
  const base = `/api/public/inquiry-forms/${encodeURIComponent(companyId)}`;
  async function call<T>(path: string, body?: object): Promise<T> {
    let response: Response;
    try {
      response = await fetcher(`${base}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          accept: 'application/json',
          'accept-language': language,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        credentials: 'omit',
      });
    } catch {
      throw new InquiryApiError(0, null, '');
    }
    const answer: unknown = await response.json().catch(() => null);
    if (response.ok) return answer as T;
    throw errorOf(response.status, answer);
  }
  return {
    form: () => call<InquiryForm>(''),
    send: (input: InquiryInput) => call<{ received: true }>('/inquiries', input),
    logoUrl: `${base}/logo`,
  };
}
export type InquiryApi = ReturnType<typeof inquiryApi>;
