import { describe, expect, it } from 'vitest';
import { decideRedirect, isPublicPath, safeRedirect } from './guards.ts';

const signedOut = { isLogin: false, isAdmin: false };
const companyUser = { isLogin: true, isAdmin: false };
const admin = { isLogin: true, isAdmin: true };

describe('decideRedirect (spec §2 guards)', () => {
  it('sends a signed-out visitor of any non-public path to sign-in with the full path to come back to', () => {
    expect(
      decideRedirect({ path: '/active-sessions', fullPath: '/en/active-sessions?x=1', ...signedOut }),
    ).toEqual({
      to: '/login.php',
      redirect: '/en/active-sessions?x=1',
    });
    expect(decideRedirect({ path: '/', fullPath: '/', ...signedOut })).toEqual({
      to: '/login.php',
      redirect: '/',
    });
    expect(decideRedirect({ path: '/admin', fullPath: '/admin', ...signedOut })).toEqual({
      to: '/login.php',
      redirect: '/admin',
    });
    // An unknown path is not public either: sign in first, then see the 404.
    expect(decideRedirect({ path: '/no-such-page', fullPath: '/no-such-page', ...signedOut })?.to).toBe(
      '/login.php',
    );
  });

  it('lets a signed-out visitor open the public pages', () => {
    for (const path of [
      '/login.php',
      '/set-password',
      '/accept-contract',
      '/customers-reviews',
      '/external',
      '/external/x',
    ]) {
      expect(decideRedirect({ path, fullPath: path, ...signedOut })).toBeNull();
    }
  });

  it('confines a platform admin to /admin', () => {
    expect(decideRedirect({ path: '/', fullPath: '/', ...admin })).toEqual({ to: '/admin' });
    expect(decideRedirect({ path: '/active-sessions', fullPath: '/active-sessions', ...admin })).toEqual({
      to: '/admin',
    });
    expect(decideRedirect({ path: '/login.php', fullPath: '/login.php', ...admin })).toEqual({
      to: '/admin',
    });
    expect(decideRedirect({ path: '/administrator', fullPath: '/administrator', ...admin })).toEqual({
      to: '/admin',
    });
    expect(decideRedirect({ path: '/admin', fullPath: '/admin', ...admin })).toBeNull();
    expect(decideRedirect({ path: '/admin/live', fullPath: '/admin/live', ...admin })).toBeNull();
  });

  it('lets a platform admin open company pages only while acting for a company (under /admin/company/{id})', () => {
    const acting = { ...admin, acting: true };
    expect(
      decideRedirect({ path: '/customers', fullPath: '/admin/company/x/customers', ...acting }),
    ).toBeNull();
    expect(decideRedirect({ path: '/customers', fullPath: '/customers', ...admin })).toEqual({
      to: '/admin',
    });
    const signedOut = { isLogin: false, isAdmin: false, acting: true };
    const back = '/en/admin/company/x/customers?page=2';
    expect(decideRedirect({ path: '/customers', fullPath: back, ...signedOut })).toEqual({
      to: '/login.php',
      redirect: back,
    });
    expect(decideRedirect({ path: '/customers', fullPath: back, ...companyUser, acting: true })).toEqual({
      to: '/',
    });
  });

  it('keeps a company user out of /admin, whatever the case of the letters', () => {
    expect(decideRedirect({ path: '/admin', fullPath: '/admin', ...companyUser })).toEqual({ to: '/' });
    expect(decideRedirect({ path: '/admin/company', fullPath: '/admin/company', ...companyUser })).toEqual({
      to: '/',
    });
    expect(decideRedirect({ path: '/ADMIN', fullPath: '/ADMIN', ...companyUser })).toEqual({ to: '/' });
    expect(decideRedirect({ path: '/administrator', fullPath: '/administrator', ...companyUser })).toBeNull();
  });

  it('lets a company user through elsewhere and sends them home from the sign-in page', () => {
    expect(decideRedirect({ path: '/', fullPath: '/', ...companyUser })).toBeNull();
    expect(
      decideRedirect({ path: '/active-sessions', fullPath: '/active-sessions', ...companyUser }),
    ).toBeNull();
    expect(decideRedirect({ path: '/login.php', fullPath: '/login.php', ...companyUser })).toEqual({
      to: '/',
    });
  });
});

describe('isPublicPath', () => {
  it('does not mistake a longer name for a public path', () => {
    expect(isPublicPath('/login.php')).toBe(true);
    expect(isPublicPath('/login.php5')).toBe(false);
    expect(isPublicPath('/externals')).toBe(false);
  });
});

describe('safeRedirect', () => {
  it('follows paths on this origin', () => {
    expect(safeRedirect('/')).toBe('/');
    expect(safeRedirect('/en/active-sessions?x=1')).toBe('/en/active-sessions?x=1');
  });

  it('refuses anything that could leave the origin or is not a path', () => {
    for (const value of [
      undefined,
      42,
      '',
      'active-sessions',
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      '/\tevil',
      'javascript:alert(1)',
    ]) {
      expect(safeRedirect(value)).toBeNull();
    }
  });
});
