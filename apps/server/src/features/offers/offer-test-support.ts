import type { PricedService, PriceSnapshot } from '@maxer/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { contracts, mailOutbox } from '../../db/schema/index.ts';
import type { Session, TestApp } from '../../testing/index.ts';
import { contractTestKit } from '../contracts/contract-test-support.ts';

/**
 * For tests: the office sends the contract as an offer and its customer accepts these services through
 * the link of the e-mail, as a customer does (a test helper, not product code). Answers the link's
 * token and the acceptance snapshot stored on the contract.
 */
export async function acceptThroughLink(
  t: TestApp,
  session: Session,
  contractId: string,
  acceptedServices: PricedService[],
  language: 'de' | 'en' = 'de',
) {
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/contracts/${contractId}/offers`,
    headers: session.headers,
    payload: { language, validUntil: '2099-12-31' },
  });
  if (sent.statusCode !== 201) throw new Error(sent.body);
  const offer = sent.json() as { _id: string };
  const [mail] = await t.database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.relatedId, offer._id));
  const token = /accept-contract\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
  // As the customer's page does: open the offer, then accept the revision it showed.
  const shown = await t.app.inject({ method: 'GET', url: `/api/public/offers/${token}` });
  const revision = (shown.json() as { contract: { revision: number } }).contract.revision;
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/public/offers/${token}/accept`,
    payload: { acceptedServices, termsAccepted: true, revision },
  });
  if (accepted.statusCode !== 200) throw new Error(accepted.body);
  const [row] = await t.database.db
    .select({ snapshot: contracts.acceptedSnapshot })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  return { token, snapshot: row!.snapshot as PriceSnapshot };
}

/** For tests: a PNG of `width` × `height` px, a stroke across white (or white only), as the pad draws. */
export async function signaturePng(width: number, height: number, stroke = true) {
  const path = stroke
    ? `<path d="M10 ${height - 20} C 80 10, 160 90, ${width - 10} 20" stroke="#000" stroke-width="6" fill="none"/>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${path}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
export const pngDataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

/** For tests: a job of `session`'s company (the worked example) sent as an offer; its ids and link token. */
export async function sendWorkedOffer(t: TestApp, session: Session) {
  const kit = contractTestKit(() => t);
  const job = await kit.call(session, 'POST', '/api/contracts', {
    newCustomer: { gender: 'FEMALE', firstName: 'Erika', lastName: 'Muster', email: 'erika@example.ch' },
    relocationDetails: { startAt: '2099-03-15T07:00:00.000Z' },
    ...kit.workedExample,
  });
  if (job.statusCode !== 201) throw new Error(job.body);
  const sent = await kit.call(session, 'POST', `/api/contracts/${job.json()._id}/offers`, {
    language: 'de',
    validUntil: '2099-12-31',
  });
  if (sent.statusCode !== 201) throw new Error(sent.body);
  const [mail] = await t.database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.relatedId, sent.json()._id));
  const token = /accept-contract\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
  return { contractId: job.json()._id as string, offerId: sent.json()._id as string, token };
}

/** For tests: the customer accepts the relocation through the link, as the page does, with `signature`. */
export async function acceptSigned(t: TestApp, token: string, signature?: object | null) {
  const shown = await t.app.inject({ method: 'GET', url: `/api/public/offers/${token}` });
  return t.app.inject({
    method: 'POST',
    url: `/api/public/offers/${token}/accept`,
    headers: { 'accept-language': 'de' },
    payload: {
      acceptedServices: ['relocation'],
      termsAccepted: true,
      revision: shown.json().contract.revision,
      ...(signature === undefined ? {} : { signature }),
    },
  });
}
