import type { PricedService, PriceSnapshot } from '@maxer/domain';
import { eq } from 'drizzle-orm';
import { contracts, mailOutbox } from '../../db/schema/index.ts';
import type { Session, TestApp } from '../../testing/index.ts';

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
