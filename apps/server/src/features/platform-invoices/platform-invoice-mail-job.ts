import type { Language } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import type { JobKind, JobKindOptions, JobQueue } from '../../platform/jobs/queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { platformInvoiceMail } from './platform-invoice-mail.ts';
import { companyOwners } from './platform-invoices.repo.ts';
import {
  type PlatformInvoicesDeps,
  platformInvoicePdfOf,
  readPlatformInvoice,
} from './platform-invoices.service.ts';

/** The job that e-mails one new platform invoice to its company's owners. */
export const PLATFORM_INVOICE_MAIL_JOB = 'platform-invoice.mail';
export const PLATFORM_INVOICE_MAIL = 'platform-invoice';
interface MailJobData {
  invoiceId: string;
}

const OPTIONS: JobKindOptions = {
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  retryDelayMaxSeconds: 60 * 60,
  expireInSeconds: 5 * 60,
  concurrency: 2,
  policy: 'exclusive',
};

export interface PlatformInvoiceMailDeps extends PlatformInvoicesDeps {
  mailer: Mailer;
  jobs: JobQueue;
}

const payPath = (language: Language) => `${language === 'en' ? '/en' : ''}/maxer-invoices/pay`;

/**
 * Queue the owners' e-mails of a new invoice inside the transaction that issues it (architecture
 * convention 5): the billing run answers once its invoices exist, the PDFs are rendered by a worker.
 */
export function enqueuePlatformInvoiceMail(tx: Db, jobs: JobQueue, invoiceId: string) {
  return jobs.enqueue(tx, PLATFORM_INVOICE_MAIL_JOB, { invoiceId } satisfies MailJobData, {
    singletonKey: `platform-invoice-mail:${invoiceId}`,
  });
}

/**
 * The job's handler: the invoice's PDF in each active owner's language, attached to an e-mail in that
 * language, in the outbox, in one transaction with the job's completion, so a retry after a failure
 * never mails twice.
 */
export function platformInvoiceMailJob(deps: PlatformInvoiceMailDeps): JobKind<MailJobData, number> {
  return {
    name: PLATFORM_INVOICE_MAIL_JOB,
    options: OPTIONS,
    run: (job) =>
      deps.db.transaction(async (tx) => {
        const invoice = await readPlatformInvoice(tx, job.data.invoiceId, deps.now());
        const pdfs = new Map<Language, Awaited<ReturnType<typeof platformInvoicePdfOf>>>();
        const owners = await companyOwners(tx, invoice.company._id);
        for (const owner of owners) {
          let pdf = pdfs.get(owner.language);
          if (!pdf) {
            pdf = await platformInvoicePdfOf(deps, invoice, owner.language);
            pdfs.set(owner.language, pdf);
          }
          const text = platformInvoiceMail(owner.language, {
            invoice,
            firstName: owner.firstName,
            payLink: `${deps.publicUrl}${payPath(owner.language)}`,
          });
          await deps.mailer.enqueue(tx, {
            companyId: invoice.company._id,
            kind: PLATFORM_INVOICE_MAIL,
            related: { type: 'platformInvoice', id: invoice._id },
            to: owner.email,
            ...text,
            attachments: [{ filename: pdf.filename, contentType: 'application/pdf', content: pdf.content }],
          });
        }
        // Taken over by another worker meanwhile: roll back, that one mails.
        if (!(await job.completeIn(tx))) throw new Error('platform invoice mail job was taken over');
        return owners.length;
      }),
  };
}
