import { describe, expect, it } from 'vitest';
import {
  actingRewrite,
  getActingCompanyId,
  isOnBehalfPath,
  onBehalfPath,
  setActingCompanyId,
  splitOnBehalfPath,
} from './acting-company.ts';

const ID = '5b0c0e6a-1111-4222-8333-444455556666';
const rewriteIn = (path: string) => {
  const url = new URL(path, 'http://localhost');
  const result = actingRewrite.input?.({ url });
  return result ? new URL(String(result)).pathname : url.pathname;
};
const rewriteOut = (path: string) => {
  const url = new URL(path, 'http://localhost');
  const result = actingRewrite.output?.({ url });
  return result ? new URL(String(result)).pathname : url.pathname;
};

describe('acting for a company in the address (decision 038)', () => {
  it('reads /admin/company/{id}/<company page> as that page, for that company', () => {
    expect(splitOnBehalfPath(`/admin/company/${ID}/customers`)).toEqual({
      companyId: ID,
      path: '/customers',
    });
    expect(splitOnBehalfPath(`/admin/company/${ID.toUpperCase()}/my-company/services/new`)).toEqual({
      companyId: ID,
      path: '/my-company/services/new',
    });
  });

  it("leaves the admin's own pages alone: the list, a new company, a company's edit form", () => {
    for (const path of [
      '/admin/company',
      '/admin/company/new',
      `/admin/company/${ID}`,
      `/admin/company/${ID}/`,
      `/admin/company/${ID}/edit`,
      `/admin/company/${ID}/profile`,
      '/admin/company/not-a-uuid/customers',
      `/admin/packages/${ID}/customers`,
    ]) {
      expect(splitOnBehalfPath(path), path).toBeNull();
    }
  });

  it('knows which company pages an admin opens for a company', () => {
    expect(isOnBehalfPath('/customers/new')).toBe(true);
    expect(isOnBehalfPath('/my-company/agb')).toBe(true);
    expect(isOnBehalfPath('/active-sessions')).toBe(true);
    expect(isOnBehalfPath('/')).toBe(false);
    expect(isOnBehalfPath('/login.php')).toBe(false);
    expect(isOnBehalfPath('/admin/company')).toBe(false);
    expect(isOnBehalfPath('/dev-mailbox')).toBe(false);
    expect(onBehalfPath(ID, '/customers')).toBe(`/admin/company/${ID}/customers`);
  });

  it('in: names the acting company, or ends acting; out: prefixes company pages only while acting', () => {
    expect(rewriteIn(`/admin/company/${ID}/contracts/new`)).toBe('/contracts/new');
    expect(getActingCompanyId()).toBe(ID);
    expect(rewriteOut('/contracts/new')).toBe(`/admin/company/${ID}/contracts/new`);
    expect(rewriteOut('/admin/company')).toBe('/admin/company');
    expect(rewriteOut('/login.php')).toBe('/login.php');
    expect(rewriteOut('/')).toBe('/');

    expect(rewriteIn('/admin/company')).toBe('/admin/company');
    expect(getActingCompanyId()).toBeNull();
    expect(rewriteOut('/contracts/new')).toBe('/contracts/new');
    setActingCompanyId(null);
  });
});
