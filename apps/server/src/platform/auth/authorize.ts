import { isAllowed, isOwnerReserved, type Permission } from '@maxer/domain';
import { AppError } from '../errors.ts';
import type { RequestContext } from './context.ts';

/** The first line of every service function: deny unless the permission table allows the role. */
export function authorize(ctx: RequestContext, permission: Permission): void {
  if (isAllowed(ctx.role, permission)) return;
  throw new AppError(
    ctx.role === 'USER' && isOwnerReserved(permission) ? 'error_owner_only' : 'error_forbidden',
  );
}
