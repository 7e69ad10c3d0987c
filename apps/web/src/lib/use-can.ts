import { isAllowed, type Permission } from '@maxer/domain';
import { useSession } from './session-store.ts';

/**
 * Whether the signed-in person may do something, by the domain's permission table. The server decides
 * anyway; this only keeps buttons away from people who would be refused.
 */
export function useCan(permission: Permission): boolean {
  const role = useSession((state) => state.userInfo?.role);
  return role !== undefined && isAllowed(role, permission);
}
