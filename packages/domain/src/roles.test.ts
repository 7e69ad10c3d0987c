import { describe, expect, it } from 'vitest';
import { isAllowed, isOwnerReserved, PERMISSIONS, type Permission } from './roles.ts';

describe('permission table', () => {
  it('denies what it does not list', () => {
    expect(isAllowed('USER', 'employee:manage')).toBe(false);
    expect(isAllowed('API_KEY', 'platform:manage')).toBe(false);
    expect(isAllowed('USER', 'no:such-permission' as Permission)).toBe(false);
  });

  it('reserves deleting an accepted contract to owners and platform admins (spec §6)', () => {
    expect(PERMISSIONS['contract:delete-accepted']).toEqual(['OWNER', 'PLATFORM_ADMIN']);
    expect(isOwnerReserved('contract:delete-accepted')).toBe(true);
    expect(isOwnerReserved('company:read')).toBe(false);
  });

  it('keeps the platform to platform admins', () => {
    expect(isAllowed('OWNER', 'platform:manage')).toBe(false);
    expect(isAllowed('PLATFORM_ADMIN', 'platform:manage')).toBe(true);
  });

  it('shows analytics to owners and platform admins acting for the company only', () => {
    expect(PERMISSIONS['analytics:read']).toEqual(['OWNER', 'PLATFORM_ADMIN']);
    expect(isAllowed('USER', 'analytics:read')).toBe(false);
    expect(isAllowed('API_KEY', 'analytics:read')).toBe(false);
    expect(isOwnerReserved('analytics:read')).toBe(true);
  });
});
