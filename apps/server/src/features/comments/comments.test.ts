import { COMMENT_MAX_LENGTH } from '@maxer/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, comments, mailOutbox } from '../../db/schema/index.ts';
import {
  addressOf,
  connected,
  createTenant,
  createTestApp,
  openSocket,
  type Session,
  signIn,
  type Tenant,
  type TestApp,
} from '../../testing/index.ts';
import { contractTestKit } from '../contracts/contract-test-support.ts';
import { mediaTestKit } from '../media/media-test-support.ts';
import { callAs, type Method } from './comments-test-support.ts';

const NOW = new Date('2026-12-01T09:00:00Z');
let clock = NOW;
let t: TestApp;
let tenant: Tenant;
const jobs = contractTestKit(() => t);
const media = mediaTestKit(() => t);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  tenant = await createTenant(t, {
    owner: { firstName: 'Olga', lastName: 'Inhaberin' },
    user: { firstName: 'Urs', lastName: 'Mitarbeiter' },
  });
  // Real-time announcements need a listening server.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const call = (session: Session, method: Method, url: string, payload?: object, language = 'de') =>
  callAs(t, session, method, url, payload, language);

async function newJob(session = tenant.owner.session) {
  return (await jobs.createFull(session)).json() as { _id: string; number: number };
}

async function write(session: Session, jobId: string, body: string, visibility?: 'internal' | 'public') {
  const response = await call(session, 'POST', `/api/contracts/${jobId}/comments`, {
    body,
    ...(visibility ? { visibility } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const thread = async (session: Session, jobId: string) =>
  (await call(session, 'GET', `/api/contracts/${jobId}/comments`)).json();

describe('comments on a job', () => {
  it('are written trimmed, internal by default, and listed oldest first with their author', async () => {
    const job = await newJob();
    clock = new Date('2026-12-01T09:00:00Z');
    const first = await write(tenant.owner.session, job._id, '  Kunde ruft am Montag zurück.\n');
    clock = new Date('2026-12-01T09:05:00Z');
    const second = await write(tenant.user.session, job._id, 'Termin bestätigt', 'public');
    clock = NOW;

    expect(first).toEqual({
      _id: expect.any(String),
      subject: { kind: 'contract', id: job._id },
      body: 'Kunde ruft am Montag zurück.',
      visibility: 'internal',
      author: { type: 'user', _id: tenant.owner.account.id, name: 'Olga Inhaberin' },
      createdAt: '2026-12-01T09:00:00.000Z',
      editedAt: null,
      mayEdit: true,
      mayDelete: true,
    });
    expect(second).toMatchObject({ visibility: 'public', author: { name: 'Urs Mitarbeiter' } });

    // What each may do is the caller's: the user edits and deletes only their own.
    const seenByUser = await thread(tenant.user.session, job._id);
    expect(seenByUser.total).toBe(2);
    expect(seenByUser.items.map((item: { body: string }) => item.body)).toEqual([
      'Kunde ruft am Montag zurück.',
      'Termin bestätigt',
    ]);
    expect(
      seenByUser.items.map((item: { mayEdit: boolean; mayDelete: boolean }) => [
        item.mayEdit,
        item.mayDelete,
      ]),
    ).toEqual([
      [false, false],
      [true, true],
    ]);
    // The owner edits only their own, and deletes any.
    const seenByOwner = await thread(tenant.owner.session, job._id);
    expect(
      seenByOwner.items.map((item: { mayEdit: boolean; mayDelete: boolean }) => [
        item.mayEdit,
        item.mayDelete,
      ]),
    ).toEqual([
      [true, true],
      [false, true],
    ]);

    // Each is recorded as an activity, in the transaction that writes it.
    const [recorded] = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityType, 'comment'), eq(activities.entityId, first._id)));
    expect(recorded).toMatchObject({
      action: 'create',
      actorName: 'Olga Inhaberin',
      changes: {
        contractId: [null, job._id],
        visibility: [null, 'internal'],
        body: [null, 'Kunde ruft am Montag zurück.'],
      },
    });
  });

  it('refuses an empty text, spaces only, an over-long one and an unknown visibility, in both languages', async () => {
    const job = await newJob();
    const refused = async (payload: object, language = 'de') => {
      const response = await call(
        tenant.user.session,
        'POST',
        `/api/contracts/${job._id}/comments`,
        payload,
        language,
      );
      expect(response.statusCode).toBe(400);
      return response.json().error;
    };
    expect(await refused({ body: '' })).toEqual({
      code: 'error_validation',
      message: 'Bitte überprüfen Sie die markierten Felder.',
      fields: { body: { code: 'error_comment_empty', message: 'Bitte schreiben Sie einen Kommentar.' } },
    });
    expect((await refused({ body: ' \n ' }, 'en')).fields.body).toEqual({
      code: 'error_comment_empty',
      message: 'Please write a comment.',
    });
    expect((await refused({})).fields.body.code).toBe('error_comment_empty');
    expect((await refused({ body: 'x'.repeat(COMMENT_MAX_LENGTH + 1) }, 'en')).fields.body).toEqual({
      code: 'error_comment_too_long',
      message: `A comment can be at most ${COMMENT_MAX_LENGTH} characters long.`,
    });
    expect((await refused({ body: 'Hallo', visibility: 'everyone' })).fields.visibility.code).toBe(
      'error_field_invalid',
    );
    expect((await refused({ body: 'Null\u0000Zeichen' })).fields.body.code).toBe('error_text_unstorable');
    // The longest allowed is stored whole; nothing was stored of the refused ones.
    await write(tenant.user.session, job._id, 'x'.repeat(COMMENT_MAX_LENGTH));
    expect((await thread(tenant.user.session, job._id)).total).toBe(1);
    // An edit is checked the same way.
    const [only] = (await thread(tenant.user.session, job._id)).items;
    const edit = await call(tenant.user.session, 'PATCH', `/api/comments/${only._id}`, { body: '   ' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.fields.body.code).toBe('error_comment_empty');
  });

  it('is edited by its author only: text and visibility, with the time of the edit', async () => {
    const job = await newJob();
    const comment = await write(tenant.user.session, job._id, 'Erster Entwurf');
    clock = new Date('2026-12-01T10:00:00Z');
    const edited = await call(tenant.user.session, 'PATCH', `/api/comments/${comment._id}`, {
      body: ' Zweiter Entwurf ',
      visibility: 'public',
    });
    clock = NOW;
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      body: 'Zweiter Entwurf',
      visibility: 'public',
      createdAt: NOW.toISOString(),
      editedAt: '2026-12-01T10:00:00.000Z',
    });
    // Saving the same again changes nothing, not even the time of the edit.
    const same = await call(tenant.user.session, 'PATCH', `/api/comments/${comment._id}`, {
      body: 'Zweiter Entwurf',
    });
    expect(same.json().editedAt).toBe('2026-12-01T10:00:00.000Z');

    // Nobody else edits it, the owner neither: another's words are not put in their mouth.
    const refused = await call(
      tenant.owner.session,
      'PATCH',
      `/api/comments/${comment._id}`,
      { body: 'Fremd' },
      'en',
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'error_comment_not_own',
      message: 'You can only edit or delete your own comments.',
    });
    const [row] = await t.database.db.select().from(comments).where(eq(comments.id, comment._id));
    expect(row!.body).toBe('Zweiter Entwurf');
    const changes = await t.database.db
      .select({ action: activities.action, changes: activities.changes })
      .from(activities)
      .where(and(eq(activities.entityType, 'comment'), eq(activities.entityId, comment._id)));
    expect(changes.map((change) => change.action)).toEqual(['create', 'update']);
    expect(changes[1]!.changes).toEqual({
      body: ['Erster Entwurf', 'Zweiter Entwurf'],
      visibility: ['internal', 'public'],
    });
  });

  it('is deleted by its author, or by an owner or an admin acting for the company, not by another user', async () => {
    const job = await newJob();
    const byOwner = await write(tenant.owner.session, job._id, 'Vom Inhaber');
    const byUser = await write(tenant.user.session, job._id, 'Vom Mitarbeiter');
    const another = await write(tenant.user.session, job._id, 'Noch einer');
    const colleague = await signIn(t.app, (await t.make.user(tenant.company.id, { role: 'USER' })).email);

    const refused = await call(tenant.user.session, 'DELETE', `/api/comments/${byOwner._id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('error_comment_not_own');
    expect((await call(colleague, 'DELETE', `/api/comments/${byUser._id}`)).statusCode).toBe(403);

    expect((await call(tenant.user.session, 'DELETE', `/api/comments/${byUser._id}`)).statusCode).toBe(204);
    expect((await call(tenant.owner.session, 'DELETE', `/api/comments/${another._id}`)).statusCode).toBe(204);
    const admin = await signIn(t.app, (await t.make.admin()).email, { host: 'admin.localhost' });
    const acting = { ...admin, headers: { ...admin.headers, 'x-company-id': tenant.company.id } };
    expect((await call(acting, 'DELETE', `/api/comments/${byOwner._id}`)).statusCode).toBe(204);
    expect((await call(tenant.owner.session, 'DELETE', `/api/comments/${byOwner._id}`)).statusCode).toBe(404);
    expect((await thread(tenant.owner.session, job._id)).items).toEqual([]);

    // Who deleted what stays on record.
    const [deleted] = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, another._id), eq(activities.action, 'delete')));
    expect(deleted).toMatchObject({
      actorName: 'Olga Inhaberin',
      changes: { body: ['Noch einer', null], author: ['Urs Mitarbeiter', null] },
    });
  });

  it("keeps another company's jobs and comments invisible (404), and refuses a caller without a session", async () => {
    const job = await newJob();
    const comment = await write(tenant.owner.session, job._id, 'Nur für uns');
    const stranger = tenant.stranger.session;
    for (const [method, url, payload] of [
      ['GET', `/api/contracts/${job._id}/comments`],
      ['POST', `/api/contracts/${job._id}/comments`, { body: 'Fremd' }],
      ['PATCH', `/api/comments/${comment._id}`, { body: 'Fremd' }],
      ['DELETE', `/api/comments/${comment._id}`],
    ] as [Method, string, object?][]) {
      const response = await call(stranger, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.code).toBe('error_resource_not_found');
      const anonymous = await t.app.inject({ method, url, payload });
      expect(anonymous.statusCode).toBe(401);
    }
    // A missing job or comment answers the same.
    const missing = crypto.randomUUID();
    expect((await call(tenant.owner.session, 'GET', `/api/contracts/${missing}/comments`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(tenant.owner.session, 'POST', `/api/contracts/${missing}/comments`, { body: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await call(tenant.owner.session, 'DELETE', `/api/comments/${missing}`)).statusCode).toBe(404);
    // Nothing of the stranger's attempts was stored; the comment is unchanged.
    const [row] = await t.database.db.select().from(comments).where(eq(comments.id, comment._id));
    expect(row!.body).toBe('Nur für uns');
    expect((await thread(tenant.owner.session, job._id)).total).toBe(1);
  });

  it('go with their job when it is deleted', async () => {
    const job = await newJob();
    await write(tenant.owner.session, job._id, 'Weg damit');
    expect((await call(tenant.owner.session, 'DELETE', `/api/contracts/${job._id}`)).statusCode).toBe(204);
    expect(await t.database.db.select().from(comments).where(eq(comments.contractId, job._id))).toEqual([]);
  });

  it('are told in the job’s history, and announced to the office live', async () => {
    const job = await newJob();
    const socket = openSocket(addressOf(t.app), tenant.user.session.token);
    await connected(socket);
    const heard: unknown[] = [];
    socket.on('comment.changed', (payload: unknown) => heard.push(payload));

    clock = new Date('2026-12-01T11:00:00Z');
    const internal = await write(tenant.owner.session, job._id, 'Intern notiert');
    clock = new Date('2026-12-01T11:01:00Z');
    const shown = await write(tenant.user.session, job._id, 'Für den Kunden', 'public');
    clock = NOW;
    const history = (await call(tenant.user.session, 'GET', `/api/contracts/${job._id}/history`)).json();
    const told = history.items.filter((entry: { kind: string }) => entry.kind === 'commentAdded');
    expect(told).toEqual([
      expect.objectContaining({
        at: '2026-12-01T11:00:00.000Z',
        actorName: 'Olga Inhaberin',
        commentId: internal._id,
        commentVisibility: 'internal',
      }),
      expect.objectContaining({
        actorName: 'Urs Mitarbeiter',
        commentId: shown._id,
        commentVisibility: 'public',
      }),
    ]);
    // The history names, it does not quote.
    expect(JSON.stringify(history)).not.toContain('Intern notiert');

    await expect.poll(() => heard.length).toBe(2);
    expect(heard[0]).toEqual({ subject: { kind: 'contract', id: job._id } });
    socket.close();
  });

  it('public ones are shown on the offer page without their author; internal ones never', async () => {
    const job = await newJob();
    await write(tenant.owner.session, job._id, 'Nur intern');
    const sent = await call(tenant.owner.session, 'POST', `/api/contracts/${job._id}/offers`, {
      validUntil: '2099-12-31',
    });
    expect(sent.statusCode).toBe(201);
    const offerId = sent.json()._id;
    const [mail] = await t.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.relatedId, offerId));
    const token = /accept-contract\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const page = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/public/offers/${token}` })).json();

    const before = await page();
    expect(before.comments).toEqual([]);
    clock = new Date('2026-12-01T12:00:00Z');
    await write(tenant.user.session, job._id, 'Wir kommen um 7 Uhr.', 'public');
    clock = NOW;
    const after = await page();
    expect(after.comments).toEqual([
      {
        _id: expect.any(String),
        body: 'Wir kommen um 7 Uhr.',
        createdAt: '2026-12-01T12:00:00.000Z',
        editedAt: null,
      },
    ]);
    // A message is not part of the offer the customer accepts.
    expect(after.documentSha256).toBe(before.documentSha256);
    expect(JSON.stringify(after)).not.toContain('Nur intern');
    expect(JSON.stringify(after)).not.toContain('Mitarbeiter');
  });
});

describe('comments on a media session', () => {
  async function newSession(session = tenant.owner.session) {
    const job = await newJob(session);
    const created = await media.createSession(session, {
      title: 'Besichtigung',
      kind: 'VIEWING',
      contractId: job._id,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { _id: string };
  }
  const url = (id: string) => `/api/media-sessions/${id}/comments`;

  it('are written, listed, edited and deleted like a job’s, with the session as subject', async () => {
    const session = await newSession();
    const created = await call(tenant.user.session, 'POST', url(session._id), { body: ' Sofa zerkratzt ' });
    expect(created.statusCode, created.body).toBe(201);
    const comment = created.json();
    expect(comment).toMatchObject({
      subject: { kind: 'media_session', id: session._id },
      body: 'Sofa zerkratzt',
      visibility: 'internal',
      author: { name: 'Urs Mitarbeiter' },
    });
    const [row] = await t.database.db.select().from(comments).where(eq(comments.id, comment._id));
    expect(row).toMatchObject({ mediaSessionId: session._id, contractId: null });

    const bad = await call(tenant.user.session, 'POST', url(session._id), { body: '  ' }, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.body.code).toBe('error_comment_empty');

    const edited = await call(tenant.user.session, 'PATCH', `/api/comments/${comment._id}`, {
      visibility: 'public',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ visibility: 'public', subject: { kind: 'media_session' } });
    const listed = (await call(tenant.owner.session, 'GET', url(session._id))).json();
    expect(listed.total).toBe(1);
    expect(listed.items[0]).toMatchObject({ _id: comment._id, mayEdit: false, mayDelete: true });

    const [created_activity] = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, comment._id), eq(activities.action, 'create')));
    expect(created_activity!.changes).toMatchObject({ mediaSessionId: [null, session._id] });

    expect((await call(tenant.owner.session, 'DELETE', `/api/comments/${comment._id}`)).statusCode).toBe(204);
    expect((await call(tenant.owner.session, 'GET', url(session._id))).json().total).toBe(0);
  });

  it("keeps another company's sessions invisible (404), like a missing one", async () => {
    const session = await newSession();
    await call(tenant.owner.session, 'POST', url(session._id), { body: 'Nur für uns' });
    for (const [method, payload] of [['GET'], ['POST', { body: 'Fremd' }]] as [Method, object?][]) {
      const response = await call(tenant.stranger.session, method, url(session._id), payload);
      expect(response.statusCode, method).toBe(404);
      expect(response.json().error.code).toBe('error_resource_not_found');
      expect((await t.app.inject({ method, url: url(session._id), payload })).statusCode).toBe(401);
      const missing = await call(tenant.owner.session, method, url(crypto.randomUUID()), payload);
      expect(missing.statusCode).toBe(404);
    }
    expect((await call(tenant.owner.session, 'GET', url(session._id))).json().total).toBe(1);
  });

  it('go with their session when it is deleted', async () => {
    const session = await newSession();
    await call(tenant.owner.session, 'POST', url(session._id), { body: 'Weg damit', visibility: 'public' });
    expect(
      (await call(tenant.owner.session, 'DELETE', `/api/media-sessions/${session._id}`)).statusCode,
    ).toBe(204);
    expect(
      await t.database.db.select().from(comments).where(eq(comments.mediaSessionId, session._id)),
    ).toEqual([]);
  });

  it('public ones are on the shared media page under no author; internal ones never', async () => {
    const session = await newSession();
    await call(tenant.owner.session, 'POST', url(session._id), { body: 'Nur intern' });
    clock = new Date('2026-12-01T12:00:00Z');
    await call(tenant.user.session, 'POST', url(session._id), {
      body: 'Bitte Keller fotografieren',
      visibility: 'public',
    });
    clock = NOW;
    const share = await call(tenant.owner.session, 'POST', `/api/media-sessions/${session._id}/share`, {});
    expect(share.statusCode, share.body).toBe(200);
    const token = new URL(share.json().url).searchParams.get('token')!;
    const page = await t.app.inject({ method: 'GET', url: `/api/public/media/${token}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().comments).toEqual([
      {
        _id: expect.any(String),
        body: 'Bitte Keller fotografieren',
        createdAt: '2026-12-01T12:00:00.000Z',
        editedAt: null,
      },
    ]);
    expect(page.json().company.timeZone).toBe('Europe/Zurich');
    expect(page.body).not.toContain('Nur intern');
    expect(page.body).not.toContain('Mitarbeiter');
  });
});
