import type { AuthResponse, UserInfo } from '@maxer/domain';

/**
 * A person as the sign-in answers them: an owner of Muster Umzüge AG unless told otherwise
 * (a platform admin is `{ kind: 'admin', role: 'PLATFORM_ADMIN', company: null }`).
 */
export function signedIn(person: Partial<UserInfo> = {}): AuthResponse {
  return {
    userInfo: {
      _id: 'u1',
      kind: 'user',
      firstName: 'Olivia',
      lastName: 'Muster',
      email: 'owner@example.com',
      phone: null,
      role: 'OWNER',
      username: 'owner',
      company: {
        _id: 'c1',
        name: 'Muster Umzüge AG',
        active: true,
        currency: 'CHF',
        timeZone: 'Europe/Zurich',
      },
      ...person,
    },
    // No token unless the test gives one: the app's tests leave the real-time connection out.
    accessToken: '',
  };
}
