import {
  AUTH_COOKIE,
  AUTH_COOKIE_MAX_AGE_S,
  CSRF_COOKIE,
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_S,
} from '@maxer/domain';
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

/** Where the device cookie goes: the sign-in route, nowhere else. */
export const DEVICE_COOKIE_PATH = '/api/auth/login';

/** The device cookie after a correct sign-in (ADR 020): HttpOnly, same-site only, long-lived. */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(DEVICE_COOKIE, token, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}
