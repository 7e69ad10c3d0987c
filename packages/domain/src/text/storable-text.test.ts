import { describe, expect, it } from 'vitest';
import { findTextProblem, isStorableText, MAX_INPUT_DEPTH } from './storable-text.ts';

describe('storable text', () => {
  it('accepts ordinary text, emoji (surrogate pairs) and other control characters', () => {
    for (const text of ['', 'Zügel Meier AG', 'Umzug 🚚 nach Bern', 'line\nbreak\ttab', '\u00a0']) {
      expect(isStorableText(text)).toBe(true);
    }
  });

  it('refuses NUL and lone surrogates, which PostgreSQL cannot store as sent', () => {
    for (const text of ['\u0000', 'x\u0000y', '\ud800', 'a\udc00', '\ud83d']) {
      expect(isStorableText(text)).toBe(false);
    }
  });

  it('names the first unstorable string in a nested value, keys included', () => {
    expect(findTextProblem({ lastName: 'Muster', items: [{ name: 'ok' }, { name: 'x\u0000' }] })).toEqual({
      path: 'items.1.name',
      problem: 'unstorable',
    });
    expect(findTextProblem({ labels: { '\ud800': 'x' } })).toEqual({
      path: 'labels',
      problem: 'unstorable',
    });
    expect(findTextProblem('\u0000')).toEqual({ path: '', problem: 'unstorable' });
    expect(findTextProblem({ a: [1, true, null, 'fine'], file: new Uint8Array([0]) })).toBeNull();
  });

  it('refuses nesting deeper than any payload has, without recursing into it', () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(findTextProblem(deep)?.problem).toBe('too_deep');
    let fine: unknown = 'leaf';
    for (let level = 0; level < MAX_INPUT_DEPTH; level++) fine = { x: fine };
    expect(findTextProblem(fine)).toBeNull();
  });
});
