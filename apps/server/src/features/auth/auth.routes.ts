import { authResponseSchema, DEVICE_COOKIE, loginBodySchema } from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookies, setDeviceCookie, setSessionCookies } from '../../platform/auth/cookies.ts';
import type { SideOf } from '../../platform/auth/side.ts';
import { AppError } from '../../platform/errors.ts';
import { requestLanguage } from '../../platform/language.ts';
import { schemaSerializer } from '../../platform/schema-serializer.ts';
import { apiErrorSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import { type AuthServiceDeps, endSession, login } from './auth.service.ts';
import { userInfoFromSession } from './user-info.ts';

/** Errors of the authentication that signing out reports; any other just clears the cookies. */
const REFUSED_ON_SIGN_OUT = new Set(['error_csrf', 'error_api_key_not_allowed']);

export function authRoutes(
  deps: AuthServiceDeps & { authenticate: Authenticate; sideOf: SideOf },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/login',
      {
        schema: {
          operationId: 'login',
          tags: ['auth'],
          summary: 'Sign in with e-mail and password; sets the session cookie',
          body: loginBodySchema,
          response: {
            200: authResponseSchema,
            401: apiErrorSchema,
            423: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { token, userInfo, deviceToken } = await login(deps, {
          ...request.body,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          side: deps.sideOf(request.raw),
          deviceToken: request.cookies[DEVICE_COOKIE],
          language: requestLanguage(request),
        });
        setSessionCookies(request, reply, token);
        if (deviceToken) setDeviceCookie(request, reply, deviceToken);
        return { userInfo, accessToken: token };
      },
    );

    app.get(
      '/api/auth',
      {
        // The account from the session authentication found (kept or read now, no second query): every
        // change of what it shows is forgotten by the session cache on every instance (ADR 060, ADR 065).
        onRequest: deps.authenticate,
        schema: {
          operationId: 'getAuth',
          tags: ['auth'],
          summary: 'The signed-in user and the session access token',
          response: { 200: authResponseSchema, 401: apiErrorSchema, 423: apiErrorSchema },
        },
        // Asked on every page load: written by its schema (ADR 065).
        serializerCompiler: schemaSerializer,
      },
      async (request) => {
        const { ctx, liveSession } = request;
        // An API key has no session and no person behind it.
        if (!liveSession) throw new AppError('error_forbidden');
        return { userInfo: userInfoFromSession(liveSession), accessToken: ctx.sessionToken };
      },
    );

    app.post(
      '/api/auth/logout',
      {
        schema: {
          operationId: 'logout',
          tags: ['auth'],
          summary: 'End the current session',
          response: { 204: z.null(), 403: apiErrorSchema },
        },
      },
      async (request, reply) => {
        try {
          await deps.authenticate(request, reply);
          await endSession(deps, request.ctx.sessionId);
        } catch (error) {
          // Signing out of a session that is already gone just clears the cookies; a forged request
          // (no CSRF token) must not sign anyone out, and an API key, which has no session to end, is
          // told so (403) rather than answered as if it had been signed out.
          if (!(error instanceof AppError) || REFUSED_ON_SIGN_OUT.has(error.code)) throw error;
        }
        clearSessionCookies(request, reply);
        return reply.status(204).send(null);
      },
    );
  };
}
