import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { goToSignIn } from '../../lib/go-to-sign-in.ts';
import { bindRealtimeHandlers, REFRESH_ON_CONNECT } from '../../lib/realtime-events.ts';
import { verifySession } from '../../lib/session-auth.ts';
import { createRevokedHandler } from '../../lib/session-end.ts';
import { sessionStore, useSession } from '../../lib/session-store.ts';
import type { RealtimeSocket } from '../../lib/socket.ts';
import { canConnect } from '../../lib/socket-target.ts';
import { toast } from '../../lib/toast.ts';

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
    let cancelled = false;
    let socket: RealtimeSocket | null = null;

    // The socket client loads only for signed-in people: public pages (customers) never need it.
    import('../../lib/socket.ts')
      .then(({ createSocket }) => {
        if (cancelled) return;
        const connection = createSocket(target.address, target.token);
        socket = connection;
        const deps = {
          store: sessionStore,
          queryClient,
          goToSignIn: () => goToSignIn(router),
          draftsKeptMessage: () => t('connection:draftsKept'),
        };
        bindRealtimeHandlers(connection, {
          sessionRevoked: createRevokedHandler({ ...deps, message: () => t('signedOutElsewhere') }),
          notify: (notice, params) => toast('info', t(`common:realtime.${notice}`, params)),
          refresh: (queryKey) => void queryClient.invalidateQueries({ queryKey }),
        });

        // Should the event be missed, a refused or server-closed connection still finds out: ask the
        // API, whose 401 ends the session the usual way; a live session reconnects.
        const check = () => {
          if (!sessionStore.getState().isLogin) return;
          void verifySession().then((alive) => {
            if (alive && sessionStore.getState().socket === connection && !connection.connected)
              connection.connect();
          });
        };
        connection.on('connect_error', (error) => {
          if (SESSION_REFUSALS.has(error.message)) check();
        });
        connection.on('connect', () => {
          for (const queryKey of REFRESH_ON_CONNECT) void queryClient.invalidateQueries({ queryKey });
        });
        connection.on('disconnect', (reason) => {
          if (reason === 'io server disconnect') check();
        });

        sessionStore.setSocket(connection);
        connection.connect();
      })
      .catch((error: unknown) => console.error('Could not start the real-time connection', error));

    return () => {
      cancelled = true;
      socket?.disconnect();
      if (socket && sessionStore.getState().socket === socket) sessionStore.setSocket(null);
    };
  }, [userId, token, queryClient, router, t]);

  return null;
}
