import { describe, expect, it } from 'vitest';
import {
  basepathFor,
  languageFromPath,
  stripLanguagePrefix,
  switchLanguagePath,
  withLanguagePrefix,
} from './language.ts';

describe('languages in paths', () => {
  it('reads English under /en and German at bare paths', () => {
    expect(languageFromPath('/en')).toBe('en');
    expect(languageFromPath('/en/')).toBe('en');
    expect(languageFromPath('/en/login.php')).toBe('en');
    expect(languageFromPath('/')).toBe('de');
    expect(languageFromPath('/login.php')).toBe('de');
    expect(languageFromPath('/entries')).toBe('de');
    expect(basepathFor('en')).toBe('/en');
    expect(basepathFor('de')).toBe('/');
  });

  it('adds and removes the prefix', () => {
    expect(withLanguagePrefix('/', 'en')).toBe('/en/');
    expect(withLanguagePrefix('/?x=1', 'en')).toBe('/en/?x=1');
    expect(withLanguagePrefix('/active-sessions?page=2', 'en')).toBe('/en/active-sessions?page=2');
    expect(withLanguagePrefix('/active-sessions', 'de')).toBe('/active-sessions');
    expect(stripLanguagePrefix('/en')).toBe('/');
    expect(stripLanguagePrefix('/en?x=1')).toBe('/?x=1');
    expect(stripLanguagePrefix('/en/admin')).toBe('/admin');
    expect(stripLanguagePrefix('/entries')).toBe('/entries');
  });

  it('switches language on the same page, query kept', () => {
    expect(switchLanguagePath('/active-sessions?page=2', 'en')).toBe('/en/active-sessions?page=2');
    expect(switchLanguagePath('/en/active-sessions?page=2', 'de')).toBe('/active-sessions?page=2');
    expect(switchLanguagePath('/', 'en')).toBe('/en/');
    expect(switchLanguagePath('/en', 'de')).toBe('/');
  });

  it('moves the way back of the sign-in page into the new language too', () => {
    const switched = switchLanguagePath('/login.php?redirect=%2Factive-sessions%3Fx%3D1', 'en');
    const url = new URL(switched, 'http://localhost');
    expect(url.pathname).toBe('/en/login.php');
    expect(url.searchParams.get('redirect')).toBe('/en/active-sessions?x=1');
    const back = new URL(switchLanguagePath(switched, 'de'), 'http://localhost');
    expect(back.pathname).toBe('/login.php');
    expect(back.searchParams.get('redirect')).toBe('/active-sessions?x=1');
  });
});
