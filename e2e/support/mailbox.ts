import { expect, type Page } from '@playwright/test';

interface MailboxItem {
  _id: string;
  recipient: string;
  subject: string;
}

/**
 * The newest message of the development mailbox (no SMTP configured) sent to a recipient, read as the
 * signed-in owner of this page (or a platform admin, every company's, with the admin host as `origin`);
 * waits for the mail queue to have written it.
 */
export async function latestMailTo(
  page: Page,
  recipient: string,
  origin = '',
): Promise<{ _id: string; text: string; html: string }> {
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
      found = body.items.find((item) => item.recipient === recipient);
      return found !== undefined;
    })
    .toBe(true);
  const message = await get(`/api/dev-mailbox/${found?._id}`);
  expect(message.ok).toBe(true);
  return message.body as { _id: string; text: string; html: string };
}

/** The set-password link of a message's text, as a path on this server. */
export function setPasswordPath(text: string): string {
  const match = /https?:\/\/[^\s]+\/set-password\?token=[^\s]+/.exec(text);
  expect(match, 'a set-password link in the e-mail').not.toBeNull();
  const url = new URL(match?.[0] ?? '');
  return `${url.pathname}${url.search}`;
}
