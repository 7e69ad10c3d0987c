import { AUTH_COOKIE, AUTH_COOKIE_MAX_AGE_S, CSRF_COOKIE } from '@maxer/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { csrfTokenFor } from './tokens.ts';

function baseOptions(request: FastifyRequest) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    // Secure behind HTTPS (a proxy's X-Forwarded-Proto counts when TRUST_PROXY is on).
    secure: request.protocol === 'https',
    maxAge: AUTH_COOKIE_MAX_AGE_S,
  };
}

/** The session cookie (HttpOnly) and its readable CSRF companion. */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string) {
  const options = baseOptions(request);
  reply.setCookie(AUTH_COOKIE, token, { ...options, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, csrfTokenFor(token), { ...options, httpOnly: false });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  const { path, sameSite, secure } = baseOptions(request);
  reply.clearCookie(AUTH_COOKIE, { path, sameSite, secure, httpOnly: true });
  reply.clearCookie(CSRF_COOKIE, { path, sameSite, secure });
}
