import { describe, expect, it } from 'vitest';
import { loginBodySchema } from './auth.schemas.ts';

describe('loginBodySchema', () => {
  it('normalises the e-mail to trimmed lower case', () => {
    expect(loginBodySchema.parse({ email: '  Owner@Example.COM ', password: 'x' }).email).toBe(
      'owner@example.com',
    );
  });

  it('names the catalogue codes of invalid fields', () => {
    const result = loginBodySchema.safeParse({ email: 'nope', password: '' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({ email: 'error_email_invalid', password: 'error_field_required' });
  });
});
