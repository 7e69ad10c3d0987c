import { describe, expect, it } from 'vitest';
import { isAdminHostname } from './host.ts';

describe('the side a page is on', () => {
  it('follows what the server names, whatever the admin host is called', () => {
    expect(isAdminHostname('verwaltung.maxer.ch', 'admin')).toBe(true);
    expect(isAdminHostname('admin.maxer.ch', 'company')).toBe(false);
  });

  it('without the server’s word (the development server), an admin. host name is the admin side', () => {
    expect(isAdminHostname('admin.localhost')).toBe(true);
    expect(isAdminHostname('ADMIN.example.ch', null)).toBe(true);
    expect(isAdminHostname('localhost')).toBe(false);
    expect(isAdminHostname('verwaltung.maxer.ch', 'something else')).toBe(false);
  });
});
