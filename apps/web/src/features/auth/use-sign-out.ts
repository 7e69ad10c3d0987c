import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { toastApiError } from '../../lib/api-error-toast.ts';
import { clearLocalSession } from '../../lib/session-end.ts';
import { sessionStore } from '../../lib/session-store.ts';
import { logout } from './api.ts';

/** Sign out: end the session on the server, forget it here, show the sign-in page. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(async () => {
    // Close the real-time connection first: the server announces the end of this session to its
    // pages, and this tab is leaving on its own.
    sessionStore.getState().socket?.disconnect();
    try {
      await logout();
    } catch (error) {
      toastApiError(error);
    }
    clearLocalSession({ store: sessionStore, queryClient });
    await router.navigate({ to: '/login.php', replace: true });
  }, [queryClient, router]);
}
