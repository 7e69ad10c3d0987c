import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../errors/catalogue.ts';
import { COMMENT_MAX_LENGTH, commentInputSchema, commentUpdateSchema } from './comment.schemas.ts';

const codeOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('a comment', () => {
  it('is trimmed, and internal unless said otherwise', () => {
    expect(commentInputSchema.parse({ body: '  Kunde ruft zurück \n' })).toEqual({
      body: 'Kunde ruft zurück',
      visibility: 'internal',
    });
    expect(commentInputSchema.parse({ body: 'Hallo', visibility: 'public' }).visibility).toBe('public');
  });

  it('refuses an empty text, spaces only, and one over the limit, each with its own code', () => {
    expect(codeOf(commentInputSchema.safeParse({ body: '' }))).toBe('error_comment_empty');
    expect(codeOf(commentInputSchema.safeParse({ body: ' \n\t ' }))).toBe('error_comment_empty');
    expect(codeOf(commentInputSchema.safeParse({}))).toBe('error_comment_empty');
    expect(commentInputSchema.safeParse({ body: 'x'.repeat(COMMENT_MAX_LENGTH) }).success).toBe(true);
    // Spaces around do not count against the limit.
    expect(commentInputSchema.safeParse({ body: ` ${'x'.repeat(COMMENT_MAX_LENGTH)} ` }).success).toBe(true);
    expect(codeOf(commentInputSchema.safeParse({ body: 'x'.repeat(COMMENT_MAX_LENGTH + 1) }))).toBe(
      'error_comment_too_long',
    );
    expect(codeOf(commentInputSchema.safeParse({ body: 'Hallo', visibility: 'everyone' }))).toBe(
      'error_field_invalid',
    );
  });

  it('says its limit in both languages', () => {
    expect(ERROR_CATALOGUE.error_comment_too_long.de).toContain(String(COMMENT_MAX_LENGTH));
    expect(ERROR_CATALOGUE.error_comment_too_long.en).toContain(String(COMMENT_MAX_LENGTH));
  });

  it('is edited in part: the text, the visibility, or both', () => {
    expect(commentUpdateSchema.parse({ visibility: 'public' })).toEqual({ visibility: 'public' });
    expect(commentUpdateSchema.parse({ body: ' neu ' })).toEqual({ body: 'neu' });
    expect(codeOf(commentUpdateSchema.safeParse({ body: '   ' }))).toBe('error_comment_empty');
  });
});
