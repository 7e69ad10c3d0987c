import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, signIn, type TestApp } from '../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    { PUBLIC_URL: 'https://app.maxer.test', ADMIN_URL: 'https://admin.maxer.test' },
  );
});
afterAll(() => t.close());

/** Each test its own client address, so the per-client limit of one test does not touch another. */
let client = 0;
const nextIp = () => `198.51.100.${++client}`;

const forgot = (email: string, options: { host?: string; ip?: string; language?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    remoteAddress: options.ip ?? nextIp(),
    headers: { host: options.host ?? 'localhost', 'accept-language': options.language ?? 'de' },
    payload: { email },
  });

const mailsTo = (recipient: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.kind, 'password-reset')));

const tokenIn = (text: string) => new URL(/https:\/\/\S+/.exec(text)![0]).searchParams.get('token')!;

describe('forgot password', () => {
  it('mails a company user a one-time link that sets a new password', async () => {
    const company = await t.make.company({ name: 'Vergessen AG' });
    const user = await t.make.user(company.id, { role: 'USER' });
    const response = await forgot(user.email.toUpperCase());
    expect(response.statusCode).toBe(204);

    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe('Passwort zurücksetzen für Maxer');
    expect(mail!.text).toContain('https://app.maxer.test/set-password?token=');
    const token = tokenIn(mail!.text);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token, password: 'ganz-neues-Passwort-42' },
    });
    expect(set.statusCode).toBe(204);
    await signIn(t.app, user.email, { password: 'ganz-neues-Passwort-42' });
    // Once only.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token, password: 'noch-ein-Passwort-43' },
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers an unknown address exactly like a known one, and mails nothing', async () => {
    const company = await t.make.company({ name: 'Gleich AG' });
    const user = await t.make.user(company.id, { role: 'USER' });
    const known = await forgot(user.email);
    const unknown = await forgot('niemand-hier@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo('niemand-hier@example.com')).toHaveLength(0);
  });

  it('mails a platform admin on the admin host a link to the admin host, in English when asked', async () => {
    const admin = await t.make.admin();
    const response = await forgot(admin.email, { host: 'admin.maxer.test', language: 'en' });
    expect(response.statusCode).toBe(204);
    const [mail] = await mailsTo(admin.email);
    expect(mail!.subject).toBe('Reset your Maxer password');
    expect(mail!.text).toContain('https://admin.maxer.test/en/set-password?token=');
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: tokenIn(mail!.text), password: 'admin-Passwort-neu-1' },
    });
    expect(set.statusCode).toBe(204);
    await signIn(t.app, admin.email, { host: 'admin.maxer.test', password: 'admin-Passwort-neu-1' });
  });

  it('sends nothing across sides: a company address on the admin host, an admin on the company host', async () => {
    const company = await t.make.company({ name: 'Seiten AG' });
    const user = await t.make.user(company.id, { role: 'USER' });
    const admin = await t.make.admin();
    expect((await forgot(user.email, { host: 'admin.maxer.test' })).statusCode).toBe(204);
    expect((await forgot(admin.email)).statusCode).toBe(204);
    expect(await mailsTo(user.email)).toHaveLength(0);
    expect(await mailsTo(admin.email)).toHaveLength(0);
  });

  it('mails nothing to an inactive user', async () => {
    const company = await t.make.company({ name: 'Inaktiv AG' });
    const user = await t.make.user(company.id, { role: 'USER', active: false });
    expect((await forgot(user.email)).statusCode).toBe(204);
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it('limits one account to three mails an hour, silently, and one client with 429', async () => {
    const company = await t.make.company({ name: 'Grenze AG' });
    const user = await t.make.user(company.id, { role: 'USER' });
    for (let i = 0; i < 5; i++) expect((await forgot(user.email)).statusCode).toBe(204);
    expect(await mailsTo(user.email)).toHaveLength(3);

    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await forgot(`x${i}@example.com`, { ip })).statusCode).toBe(204);
    const refused = await forgot('y@example.com', { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('error_too_many_requests');
  });

  it('refuses an invalid address with the field error', async () => {
    const response = await forgot('kein-mail');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('error_email_invalid');
  });
});
