import { describe, expect, it } from 'vitest';
import { signInTarget } from './sign-in-target.ts';

describe('where sign-in leads', () => {
  it('back to the requested page, query included', () => {
    expect(signInTarget('/active-sessions?x=1', 'de')).toEqual({
      href: '/active-sessions?x=1',
      fullLoad: false,
    });
    expect(signInTarget('/en/active-sessions?x=1', 'en')).toEqual({
      href: '/en/active-sessions?x=1',
      fullLoad: false,
    });
  });

  it('with a full load when the page is in the other language', () => {
    expect(signInTarget('/en/active-sessions', 'de')).toEqual({
      href: '/en/active-sessions',
      fullLoad: true,
    });
  });

  it('home when the target is missing, foreign or the sign-in page itself', () => {
    expect(signInTarget(undefined, 'de')).toEqual({ href: '/', fullLoad: false });
    expect(signInTarget('//evil.example', 'en')).toEqual({ href: '/en/', fullLoad: false });
    expect(signInTarget('/login.php?redirect=/', 'de')).toEqual({ href: '/', fullLoad: false });
    expect(signInTarget('/en/login.php', 'en')).toEqual({ href: '/en/', fullLoad: false });
  });
});
