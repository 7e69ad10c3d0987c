import { addressLine, type InquiryValues, type Language } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { composeMail, composeTemplateMail, formatMailDay } from '../../platform/mail/compose/index.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { fill, texts } from '../../platform/texts.ts';
import { contractMailValues, exampleMailValues, exampleValidUntil } from '../mail-templates/index.ts';
import { type SystemEmailPreviewValues, systemEmailText } from '../system-emails/index.ts';
import { activeOwnersOf } from './inquiries.repo.ts';

/** The outbox kinds of the two e-mails an inquiry sends. */
export const INQUIRY_ACK_MAIL = 'inquiry-ack';
export const INQUIRY_OFFICE_MAIL = 'inquiry-office';

/** A contract e-mail has a valid-until day; an inquiry's job has none (it stays empty). */
const NO_DAY = '1970-01-01';

interface InquiryJob {
  companyId: string;
  contractId: string;
  contractNumber: number;
}

/** The visitor's acknowledgement: the company's INQUIRY_RECEIVED text in the form's language, or the built-in one. */
export async function queueInquiryAck(tx: Db, mailer: Mailer, job: InquiryJob, inquiry: InquiryValues) {
  const language = inquiry.language;
  const values = await contractMailValues(tx, job.companyId, job.contractId, language, {
    offerLink: '',
    validUntil: NO_DAY,
    recipient: inquiry.email,
  });
  const text = await systemEmailText(tx, job.companyId, 'INQUIRY_RECEIVED', language);
  await mailer.enqueue(tx, {
    companyId: job.companyId,
    kind: INQUIRY_ACK_MAIL,
    related: { type: 'contract', id: job.contractId },
    to: inquiry.email,
    ...composeTemplateMail(text, { ...values!, valid_until: '' }),
  });
}

const place = (address: InquiryValues['moveOut']) =>
  addressLine({ street: address.street, zipCode: address.zipCode, city: address.city }) ?? '';

/** Every active owner hears of the inquiry by e-mail, in the language they last signed in with. */
export async function queueOfficeMails(
  tx: Db,
  deps: { mailer: Mailer; publicUrl: string },
  job: InquiryJob,
  inquiry: InquiryValues,
) {
  const customer = `${inquiry.firstName} ${inquiry.lastName}`;
  for (const owner of await activeOwnersOf(tx, job.companyId)) {
    const t = texts(owner.language, 'mail').inquiryAlert;
    const url = `${deps.publicUrl}${owner.language === 'en' ? '/en' : ''}/contracts/${job.contractId}`;
    const day = formatMailDay(inquiry.moveDate, owner.language);
    const until = inquiry.moveDateTo ? ` – ${formatMailDay(inquiry.moveDateTo, owner.language)}` : '';
    await deps.mailer.enqueue(tx, {
      companyId: job.companyId,
      kind: INQUIRY_OFFICE_MAIL,
      related: { type: 'contract', id: job.contractId },
      to: owner.email,
      ...composeMail({
        subject: fill(t.subject, { customer, number: job.contractNumber }),
        blocks: [
          fill(t.greeting, { name: `${owner.firstName} ${owner.lastName}`.trim() }),
          fill(t.text, { customer, number: job.contractNumber }),
          {
            rows: [
              [t.email, inquiry.email],
              [t.phone, inquiry.phone],
              [t.date, `${day}${until}`],
              [t.from, place(inquiry.moveOut)],
              [t.to, place(inquiry.moveIn)],
            ],
          },
          { lead: t.lead, link: { href: url, label: t.button } },
          t.regards,
        ],
      }),
    });
  }
}

/**
 * The job's notes of what the visitor said that has no field of its own, in the form's language; a
 * counted volume (the inquiry as counted, its total the server's) says so, its pieces being the job's
 * inventory.
 */
export function inquiryNotes(inquiry: InquiryValues): string | null {
  const t = texts(inquiry.language as Language, 'mail').inquiryNotes;
  const { rooms, volumeM3, description, items } = inquiry.inventory;
  const pieces = items.reduce((sum, item) => sum + item.count, 0);
  const lines = [
    inquiry.moveDateTo
      ? fill(t.dateRange, { day: formatMailDay(inquiry.moveDateTo, inquiry.language) })
      : null,
    rooms !== null ? fill(t.rooms, { rooms }) : null,
    volumeM3 === null
      ? null
      : pieces > 0
        ? fill(t.countedVolume, { volume: volumeM3, pieces })
        : fill(t.volume, { volume: volumeM3 }),
    description ? fill(t.inventory, { text: description }) : null,
  ].filter((line): line is string => line !== null);
  return lines.length > 0 ? lines.join('\n') : null;
}

/** The values an INQUIRY_RECEIVED preview is filled with: one of the company's jobs, or example values. */
export const inquiryReceivedPreviewValues: SystemEmailPreviewValues = async (db, input) => {
  const values = input.contractId
    ? await contractMailValues(db, input.companyId, input.contractId, input.language, {
        offerLink: '',
        validUntil: NO_DAY,
      })
    : await exampleMailValues(db, input.companyId, input.language, {
        offerLink: '',
        validUntil: exampleValidUntil(input.now, input.timeZone),
      });
  return values && { ...values, valid_until: '' };
};
