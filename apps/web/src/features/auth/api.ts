import type { AuthResponse, LoginBody } from '@maxer/domain';
import { useMutation } from '@tanstack/react-query';
import { api, fetchWith, unwrap } from '../../lib/api.ts';

/** Sign in. A 401 here means a wrong e-mail or password: the form shows it, the session is not "ended". */
export function useLoginMutation() {
  return useMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: (body: LoginBody): Promise<AuthResponse> =>
      unwrap(api.POST('/api/auth/login', { body, fetch: fetchWith('caller') })),
    meta: { silent: true },
  });
}

/** End this session on the server (it also tells this session's other tabs). */
export async function logout(): Promise<void> {
  await unwrap(api.POST('/api/auth/logout', { fetch: fetchWith('caller') }));
}
