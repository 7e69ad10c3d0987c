import { expect, type Page } from '@playwright/test';

interface MailboxItem {
  _id: string;
  recipient: string;
  subject: string;
}

/** A message of the development mailbox, as its detail route answers. */
export interface MailboxMessage {
  _id: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The newest message of the development mailbox (no SMTP configured) sent to a recipient, read as the
 * signed-in owner of this page (or a platform admin, every company's, with the admin host as `origin`);
 * waits for the mail queue to have written it.
 */
export function latestMailTo(page: Page, recipient: string, origin = ''): Promise<MailboxMessage> {
  return newestMail(page, recipient, { origin });
}

/** The newest message to a recipient whose subject matches, waiting for the mail queue to write it. */
export function latestMailMatching(page: Page, recipient: string, subject: RegExp): Promise<MailboxMessage> {
  return newestMail(page, recipient, { subject });
}

/** The offer link of the newest offer e-mail to `recipient`, as a path on this server (maybe under /en). */
export async function offerLinkTo(page: Page, recipient: string): Promise<string> {
  const mail = await latestMailMatching(page, recipient, /Offerte|offer/);
  const match = /https?:\/\/\S+\/accept-contract\?token=[A-Za-z0-9_-]+/.exec(mail.text);
  expect(match, 'an offer link in the e-mail').not.toBeNull();
  const url = new URL(match?.[0] ?? '');
  return `${url.pathname}${url.search}`;
}

async function newestMail(
  page: Page,
  recipient: string,
  { origin = '', subject }: { origin?: string; subject?: RegExp },
): Promise<MailboxMessage> {
  // Another host (admin.localhost) is read from inside the page: only the browser resolves it.
  const get = async (path: string): Promise<{ ok: boolean; body: unknown }> => {
    if (!origin) {
      const response = await page.request.get(path);
      return { ok: response.ok(), body: await response.json() };
    }
    return page.evaluate(async (url) => {
      const response = await fetch(url);
      return { ok: response.ok, body: await response.json() };
    }, `${origin}${path}`);
  };
  let found: MailboxItem | undefined;
  await expect
    .poll(async () => {
      const body = (await get('/api/dev-mailbox?pageSize=100')).body as { items: MailboxItem[] };
      found = body.items.find(
        (item) => item.recipient === recipient && (subject === undefined || subject.test(item.subject)),
      );
      return found !== undefined;
    })
    .toBe(true);
  const message = await get(`/api/dev-mailbox/${found?._id}`);
  expect(message.ok).toBe(true);
  return message.body as MailboxMessage;
}

/** The set-password link of a message's text, as a path on this server. */
export function setPasswordPath(text: string): string {
  const match = /https?:\/\/[^\s]+\/set-password\?token=[^\s]+/.exec(text);
  expect(match, 'a set-password link in the e-mail').not.toBeNull();
  const url = new URL(match?.[0] ?? '');
  return `${url.pathname}${url.search}`;
}
