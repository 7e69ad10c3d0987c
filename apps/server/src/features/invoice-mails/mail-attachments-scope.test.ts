import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { storeMail } from '../../platform/mail/outbox.ts';
import { createTestDatabase, factories } from '../../testing/index.ts';
import { listAttachments } from '../dev-mailbox/index.ts';
import { attachmentsOfMails } from './invoice-mails.repo.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A company's message carrying an invoice PDF, as the outbox stores it. */
async function mailWithPdf() {
  const company = await factories(database.db).company();
  const mailId = await storeMail(
    database.db,
    {
      companyId: company.id,
      kind: 'invoice',
      to: 'kundin@example.ch',
      subject: 'Rechnung',
      html: '<p>Rechnung</p>',
      text: 'Rechnung',
      attachments: [
        { filename: 'rechnung.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF') },
      ],
    },
    'maxer.test',
  );
  return { companyId: company.id, mailId };
}

describe("a message's files (ADR 024)", () => {
  it("are listed for the invoice's e-mails of its own company only", async () => {
    const a = await mailWithPdf();
    const b = await mailWithPdf();
    expect(await attachmentsOfMails(database.db, b.companyId, [a.mailId])).toEqual([]);
    expect(await attachmentsOfMails(database.db, a.companyId, [a.mailId])).toMatchObject([
      { mailId: a.mailId, filename: 'rechnung.pdf' },
    ]);
  });

  it("are listed in the development mailbox for the message's company, or for the platform (no company)", async () => {
    const a = await mailWithPdf();
    const b = await mailWithPdf();
    expect(await listAttachments(database.db, b.companyId, a.mailId)).toEqual([]);
    expect(await listAttachments(database.db, a.companyId, a.mailId)).toMatchObject([
      { filename: 'rechnung.pdf' },
    ]);
    expect(await listAttachments(database.db, null, a.mailId)).toHaveLength(1);
  });
});
