import { expect, type Page } from '@playwright/test';

interface MailboxItem {
  _id: string;
  recipient: string;
  subject: string;
}

/**
 * The newest message of the development mailbox (no SMTP configured) sent to a recipient, read as the
 * signed-in owner of this page; waits for the mail queue to have written it.
 */
export async function latestMailTo(
  page: Page,
  recipient: string,
): Promise<{ _id: string; text: string; html: string }> {
  let found: MailboxItem | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/dev-mailbox?pageSize=100');
      const body = (await response.json()) as { items: MailboxItem[] };
      found = body.items.find((item) => item.recipient === recipient);
      return found !== undefined;
    })
    .toBe(true);
  const response = await page.request.get(`/api/dev-mailbox/${found?._id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { _id: string; text: string; html: string };
}

/** The set-password link of a message's text, as a path on this server. */
export function setPasswordPath(text: string): string {
  const match = /https?:\/\/[^\s]+\/set-password\?token=[^\s]+/.exec(text);
  expect(match, 'a set-password link in the e-mail').not.toBeNull();
  const url = new URL(match?.[0] ?? '');
  return `${url.pathname}${url.search}`;
}
