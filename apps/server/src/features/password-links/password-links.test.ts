import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordTokens, users } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { deliverQueuedMail } from '../../platform/mail/delivery.ts';
import { developmentTransport } from '../../platform/mail/transport.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';
import { setUserPassword } from './password-links.repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { PUBLIC_URL: 'https://app.maxer.test' });
});
afterAll(() => t.close());

async function ownerOf(name: string) {
  const company = await t.make.company({ name });
  const owner = await signIn(t.app, (await t.make.user(company.id, { role: 'OWNER' })).email);
  return { company, owner };
}

const invite = (owner: Session, email: string, language = 'de') =>
  t.app.inject({
    method: 'POST',
    url: '/api/employees',
    headers: { ...owner.headers, 'accept-language': language },
    payload: { firstName: 'Nina', lastName: 'Neu', email, role: 'USER', sendInvite: true },
  });

async function mailbox(session: Session) {
  const list = await t.app.inject({ method: 'GET', url: '/api/dev-mailbox', headers: session.headers });
  return list.json();
}

async function linkIn(session: Session, recipient: string) {
  const { items } = await mailbox(session);
  const summary = items.find((m: { recipient: string }) => m.recipient === recipient);
  const message = await t.app.inject({
    method: 'GET',
    url: `/api/dev-mailbox/${summary._id}`,
    headers: session.headers,
  });
  return {
    message: message.json(),
    token: new URL(/https:\/\/\S+?(?=["\s])/.exec(`${message.json().text} `)![0]).searchParams.get('token')!,
  };
}

describe('inviting an employee by e-mail', () => {
  it('mails a one-time link; the employee sets a password and signs in', async () => {
    const { owner } = await ownerOf('Zügelhilfe AG');
    const response = await invite(owner, 'nina@example.com');
    expect(response.statusCode).toBe(201);
    expect(
      await deliverQueuedMail(t.app.jobs, {
        db: t.database.db,
        transport: developmentTransport(),
        from: 'x@y.z',
        now: () => new Date(),
      }),
    ).toMatchObject({
      sent: 1,
    });

    const { message, token } = await linkIn(owner, 'nina@example.com');
    expect(message).toMatchObject({
      subject: 'Ihr Zugang zu Maxer bei Zügelhilfe AG',
      status: 'sent',
      kind: 'invitation',
    });
    expect(message.text).toContain('https://app.maxer.test/set-password?token=');

    const describe = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-link',
      payload: { token },
    });
    expect(describe.json()).toEqual({
      email: 'nina@example.com',
      firstName: 'Nina',
      companyName: 'Zügelhilfe AG',
    });
    // Until then, no password works.
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nina@example.com', password: '' },
    });
    expect(none.statusCode).toBe(400);

    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token, password: 'mein-eigenes-passwort' },
    });
    expect(set.statusCode).toBe(204);
    await signIn(t.app, 'nina@example.com', { password: 'mein-eigenes-passwort' });

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      headers: { 'accept-language': 'en' },
      payload: { token, password: 'ein-anderes-passwort' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toEqual({
      code: 'error_link_invalid',
      message: 'This link is no longer valid. Please ask for a new one.',
    });
  });

  it('writes the invitation in the language of the owner, with the English link', async () => {
    const { owner } = await ownerOf('Move Masters GmbH');
    await invite(owner, 'sam@example.com', 'en');
    const { message } = await linkIn(owner, 'sam@example.com');
    expect(message.subject).toBe('Your Maxer account at Move Masters GmbH');
    expect(message.text).toContain('https://app.maxer.test/en/set-password?token=');
  });

  it('refuses an expired link and a weak password', async () => {
    const { owner } = await ownerOf('Spät AG');
    await invite(owner, 'spaet@example.com');
    const { token } = await linkIn(owner, 'spaet@example.com');
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token, password: 'kurz' },
    });
    expect(weak.json().error.fields.password.code).toBe('error_password_too_short');
    await t.database.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.tokenHash, hashToken(token)));
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token, password: 'lang-genug-passwort' },
    });
    expect(expired.statusCode).toBe(404);
  });

  it('sends nothing when the creation fails, and needs a password when not inviting', async () => {
    const { company, owner } = await ownerOf('Fehler AG');
    const existing = await t.make.user(company.id);
    const taken = await invite(owner, existing.email);
    expect(taken.statusCode).toBe(409);
    expect((await mailbox(owner)).total).toBe(0);
    const noPassword = await t.app.inject({
      method: 'POST',
      url: '/api/employees',
      headers: owner.headers,
      payload: { firstName: 'Ohne', lastName: 'Passwort', email: 'ohne@example.com' },
    });
    expect(noPassword.json().error.fields.password.code).toBe('error_field_required');
  });
});

describe('development mailbox', () => {
  it("shows an owner their company's mail only, and a USER nothing", async () => {
    const first = await ownerOf('Erste AG');
    const second = await ownerOf('Zweite AG');
    await invite(first.owner, 'erste-neu@example.com');
    expect((await mailbox(second.owner)).items.map((m: { recipient: string }) => m.recipient)).not.toContain(
      'erste-neu@example.com',
    );
    const { message } = await linkIn(first.owner, 'erste-neu@example.com');
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/dev-mailbox/${message._id}`,
      headers: second.owner.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const user = await signIn(t.app, (await t.make.user(first.company.id)).email);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dev-mailbox', headers: user.headers })).statusCode,
    ).toBe(403);
  });

  it('is absent when an SMTP server is configured', async () => {
    const withSmtp = await createTestApp({}, { SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      const { owner } = await (async () => {
        const company = await withSmtp.make.company();
        return {
          owner: await signIn(withSmtp.app, (await withSmtp.make.user(company.id, { role: 'OWNER' })).email),
        };
      })();
      expect(
        (await withSmtp.app.inject({ method: 'GET', url: '/api/dev-mailbox', headers: owner.headers }))
          .statusCode,
      ).toBe(404);
    } finally {
      await withSmtp.close();
    }
  });
});

describe('setting a password (ADR 024)', () => {
  it("changes the user's password only when named with the user's own company", async () => {
    const first = await ownerOf('Erste Umzüge AG');
    const second = await ownerOf('Zweite Umzüge AG');
    const user = await t.make.user(first.company.id);
    await setUserPassword(t.database.db, second.company.id, user.id, 'not-a-hash');
    const [unchanged] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(unchanged!.passwordHash).toBe(user.passwordHash);
    await setUserPassword(t.database.db, first.company.id, user.id, 'another-hash');
    const [changed] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(changed!.passwordHash).toBe('another-hash');
  });
});
