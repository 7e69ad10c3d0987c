import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { migrationsFolder } from '../../db/migrate.ts';
import { emailEvents, mailAttachments, mailOutbox, offers, users } from '../../db/schema/index.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { contractTestKit } from '../contracts/contract-test-support.ts';
import { findOfferCustomer, recordView, updateOffer } from './offers.repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { company, call } = contractTestKit(() => t);

/** A company whose user sent an offer: ids of the company, the sender, the offer, its mail and customer. */
async function companyWithOffer() {
  const { id, owner, user } = await company();
  const job = await call(user, 'POST', '/api/contracts', {
    newCustomer: { gender: 'FEMALE', firstName: 'Erika', lastName: 'Muster', email: 'erika@example.ch' },
  });
  expect(job.statusCode).toBe(201);
  const sent = await call(user, 'POST', `/api/contracts/${job.json()._id}/offers`, {
    language: 'de',
    validUntil: '2099-12-31',
  });
  expect(sent.statusCode).toBe(201);
  const [row] = await t.database.db.select().from(offers).where(eq(offers.id, sent.json()._id));
  return { companyId: id, owner, offer: row!, customerId: job.json().customer._id as string };
}

const offerRow = async (id: string) =>
  (await t.database.db.select().from(offers).where(eq(offers.id, id)))[0]!;

/** A message of the company, as the outbox stores it. */
const mailOf = (companyId: string) =>
  enqueueMail(
    t.database.db,
    t.app.jobs,
    {
      companyId,
      kind: 'test',
      to: 'someone@example.ch',
      subject: 'Hallo',
      html: '<p>Hallo</p>',
      text: 'Hallo',
    },
    'maxer.test',
  );

/** The database's refusal of a statement, as its message (drizzle wraps the driver's error). */
async function refusal(statement: Promise<unknown>) {
  const error = await statement.then(
    () => null,
    (failure: Error & { cause?: Error }) => failure,
  );
  expect(error).not.toBeNull();
  return `${error!.message} ${error!.cause?.message ?? ''}`;
}

describe('an offer is changed only through its own company', () => {
  it('an update naming another company changes nothing; its own company changes it', async () => {
    const a = await companyWithOffer();
    const b = await company();
    await updateOffer(t.database.db, b.id, a.offer.id, { rejectedAt: new Date(), rejectReason: 'fremd' });
    expect(await offerRow(a.offer.id)).toMatchObject({ rejectedAt: null, rejectReason: null });
    await updateOffer(t.database.db, a.companyId, a.offer.id, { rejectReason: 'eigen' });
    expect((await offerRow(a.offer.id)).rejectReason).toBe('eigen');
  });

  it('a view counted under another company is not counted', async () => {
    const a = await companyWithOffer();
    const b = await company();
    await recordView(t.database.db, b.id, a.offer.id, new Date());
    expect(await offerRow(a.offer.id)).toMatchObject({ viewCount: 0, firstViewedAt: null });
    await recordView(t.database.db, a.companyId, a.offer.id, new Date());
    expect((await offerRow(a.offer.id)).viewCount).toBe(1);
  });

  it("the salutation's customer is found only in the offer's company", async () => {
    const a = await companyWithOffer();
    const b = await company();
    expect(await findOfferCustomer(t.database.db, b.id, a.customerId)).toBeUndefined();
    expect(await findOfferCustomer(t.database.db, a.companyId, a.customerId)).toMatchObject({
      lastName: 'Muster',
    });
  });
});

describe('the database keeps every reference within its company (ADR 024)', () => {
  it("refuses an offer naming another company's e-mail", async () => {
    const a = await companyWithOffer();
    const b = await company();
    const foreign = await mailOf(b.id);
    const message = await refusal(
      t.database.db.update(offers).set({ mailId: foreign }).where(eq(offers.id, a.offer.id)),
    );
    expect(message).toContain('offers_mail_fk');
  });

  it('keeps the offers of a deleted employee, without a sender', async () => {
    const a = await companyWithOffer();
    expect(a.offer.createdByUserId).not.toBeNull();
    await t.database.db
      .delete(users)
      .where(and(eq(users.companyId, a.companyId), eq(users.id, a.offer.createdByUserId!)));
    expect(await offerRow(a.offer.id)).toMatchObject({ createdByUserId: null, mailId: a.offer.mailId });
  });

  it("refuses an offer naming another company's user as its sender", async () => {
    const a = await companyWithOffer();
    const b = await company();
    const stranger = await t.make.user(b.id);
    const message = await refusal(
      t.database.db.update(offers).set({ createdByUserId: stranger.id }).where(eq(offers.id, a.offer.id)),
    );
    expect(message).toContain('offers_created_by_fk');
  });

  it("refuses delivery events and attachments filed under another company than their message's", async () => {
    const a = await company();
    const b = await company();
    const mailId = await mailOf(a.id);
    const event = await refusal(
      t.database.db.insert(emailEvents).values({
        companyId: b.id,
        mailId,
        sgEventId: `sg-${mailId}`,
        event: 'delivered',
        occurredAt: new Date(),
        payload: {},
      }),
    );
    expect(event).toContain('email_events_mail_company_fk');
    const attachment = await refusal(
      t.database.db.insert(mailAttachments).values({
        companyId: b.id,
        mailId,
        position: 0,
        filename: 'rechnung.pdf',
        contentType: 'application/pdf',
        size: 1,
        content: Buffer.from('x'),
      }),
    );
    expect(attachment).toContain('mail_attachments_mail_company_fk');
  });
});

describe('the migration that adds the keys', () => {
  const keys = [
    ['offers', 'offers_mail_fk'],
    ['offers', 'offers_created_by_fk'],
    ['email_events', 'email_events_mail_company_fk'],
    ['mail_attachments', 'mail_attachments_mail_company_fk'],
    ['mail_outbox', 'mail_outbox_company_id_key'],
  ] as const;
  // Found by name: the lead renumbers migrations when merging.
  const file = readdirSync(migrationsFolder).find((name) => name.endsWith('_tenant_references_keys.sql'))!;

  it('puts right the rows stored before that would break a key, then adds the keys', async () => {
    const db = t.database.db;
    const a = await companyWithOffer();
    const b = await company();
    const goneUser = await t.make.user(a.companyId);
    const foreignMail = await mailOf(b.id);
    // As the database stood before the migration: no keys, so rows could name anything. (A later
    // migration's key leans on the outbox's; it goes first, and the old migration does not bring it back.)
    await db.execute(sql.raw('alter table offer_reminders drop constraint offer_reminders_mail_fk'));
    for (const [table, key] of keys) await db.execute(sql.raw(`alter table ${table} drop constraint ${key}`));
    await db
      .update(offers)
      .set({ mailId: foreignMail, createdByUserId: goneUser.id })
      .where(eq(offers.id, a.offer.id));
    await db.delete(users).where(eq(users.id, goneUser.id));
    await db.insert(emailEvents).values({
      companyId: b.id,
      mailId: a.offer.mailId!,
      sgEventId: `sg-old-${a.offer.id}`,
      event: 'delivered',
      occurredAt: new Date(),
      payload: {},
    });

    // Statement by statement, as the migrator runs it.
    const migration = readFileSync(path.join(migrationsFolder, file), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    expect(await offerRow(a.offer.id)).toMatchObject({ mailId: null, createdByUserId: null });
    const [event] = await db
      .select()
      .from(emailEvents)
      .where(eq(emailEvents.sgEventId, `sg-old-${a.offer.id}`));
    expect(event!.companyId).toBe(a.companyId);
    const present = rowsOf<{ conname: string }>(
      await db.execute(
        sql`select conname from pg_constraint where conname in (${sql.join(
          keys.map(([, key]) => sql`${key}`),
          sql`, `,
        )})`,
      ),
    ).map((row) => row.conname);
    expect(present.sort()).toEqual(keys.map(([, key]) => key).sort());
    // The company's own message is still the offer's to name.
    const [own] = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.companyId, a.companyId));
    await db.update(offers).set({ mailId: own!.id }).where(eq(offers.id, a.offer.id));
  });
});
