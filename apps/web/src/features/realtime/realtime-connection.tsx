import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { goToSignIn } from '../../lib/go-to-sign-in.ts';
import { bindRealtimeHandlers } from '../../lib/realtime-events.ts';
import { verifySession } from '../../lib/session-auth.ts';
import { createRevokedHandler } from '../../lib/session-end.ts';
import { sessionStore, useSession } from '../../lib/session-store.ts';
import { canConnect, createSocket } from '../../lib/socket.ts';

/** Refusals of the real-time handshake that mean the session itself may be over. */
const SESSION_REFUSALS = new Set([
  'error_session_inactive',
  'error_unauthenticated',
  'error_user_inactive',
  'error_company_inactive',
]);

/** Keeps one real-time connection while someone is signed in (spec §4), and acts on its events. */
export function RealtimeConnection() {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.userInfo?._id);
  const token = useSession((state) => state.token);

  useEffect(() => {
    const target = { userId, token, address: window.location.origin };
    if (!canConnect(target)) return;
    const socket = createSocket(target.address, target.token);
    const deps = { store: sessionStore, queryClient, goToSignIn: () => goToSignIn(router) };
    bindRealtimeHandlers(socket, {
      sessionRevoked: createRevokedHandler({ ...deps, message: () => t('signedOutElsewhere') }),
    });

    // Should the event be missed, a refused or server-closed connection still finds out: ask the API,
    // whose 401 ends the session the usual way; a live session reconnects.
    const check = () => {
      if (!sessionStore.getState().isLogin) return;
      void verifySession().then((alive) => {
        if (alive && sessionStore.getState().socket === socket && !socket.connected) socket.connect();
      });
    };
    socket.on('connect_error', (error) => {
      if (SESSION_REFUSALS.has(error.message)) check();
    });
    socket.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') check();
    });

    sessionStore.setSocket(socket);
    // Connect on the next tick: React's development double run of effects then cancels the first
    // connection before it opens instead of tearing down a half-open websocket.
    const opening = setTimeout(() => socket.connect(), 0);
    return () => {
      clearTimeout(opening);
      socket.disconnect();
      if (sessionStore.getState().socket === socket) sessionStore.setSocket(null);
    };
  }, [userId, token, queryClient, router, t]);

  return null;
}
