import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from '@maxer/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The language of a request: the first supported tag of Accept-Language (the web app sends its
 * current interface language there), else the language cookie, else German.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    for (const part of header.split(',')) {
      const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
      if (isLanguage(tag)) return tag;
    }
  }
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  return isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE;
}
