import type { AuthResponse, ForgotPasswordBody, LoginBody } from '@maxer/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
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

export interface PasswordLinkInfo {
  email: string;
  firstName: string;
  companyName: string;
}

/** Who an e-mailed set-password link is for; a 404 means invalid, used or expired. */
export function usePasswordLinkQuery(token: string) {
  return useQuery({
    queryKey: ['auth', 'password-link', token],
    queryFn: (): Promise<PasswordLinkInfo> =>
      unwrap(api.POST('/api/auth/password-link', { body: { token }, fetch: fetchWith('caller') })),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
}

/** Set the password with the link's token (once). */
export function useSetPasswordMutation() {
  return useMutation({
    mutationKey: ['auth', 'set-password'],
    mutationFn: (body: { token: string; password: string }): Promise<void> =>
      unwrap(api.POST('/api/auth/set-password', { body, fetch: fetchWith('caller') })),
    meta: { silent: true },
  });
}

/** "Forgot password": the server mails a one-time link if the address is an account (same answer either way). */
export function useForgotPasswordMutation() {
  return useMutation({
    mutationKey: ['auth', 'forgot-password'],
    mutationFn: (body: ForgotPasswordBody): Promise<void> =>
      unwrap(api.POST('/api/auth/forgot-password', { body, fetch: fetchWith('caller') })),
    meta: { silent: true },
  });
}
