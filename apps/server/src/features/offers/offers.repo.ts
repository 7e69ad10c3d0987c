import { type MailDeliveryState, type OfferListQuery, type OfferState, parseSort } from '@maxer/domain';
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import {
  companies,
  contracts,
  customers,
  mailOutbox,
  offerReminders,
  offers,
} from '../../db/schema/index.ts';

// As the contract list names the customer: a company by its name, a person by first and last name.
const customerName = sql<string>`case when ${customers.customerType} = 'COMPANY' and ${customers.companyName} is not null then ${customers.companyName} else trim(coalesce(${customers.firstName}, '') || ' ' || ${customers.lastName}) end`;

const summary = {
  id: offers.id,
  contractId: offers.contractId,
  contractNumber: contracts.number,
  customerId: contracts.customerId,
  customerName,
  recipient: offers.recipient,
  language: offers.language,
  validUntil: offers.validUntil,
  expiresAt: offers.expiresAt,
  replacedAt: offers.replacedAt,
  firstViewedAt: offers.firstViewedAt,
  viewCount: offers.viewCount,
  acceptedAt: offers.acceptedAt,
  rejectedAt: offers.rejectedAt,
  rejectReason: offers.rejectReason,
  acceptance: offers.acceptance,
  // The latest delivery event the provider reported, else the outbox state; one join, no N+1.
  mailStatus: sql<MailDeliveryState>`coalesce(${mailOutbox.lastEvent}, ${mailOutbox.status})`,
  signatureKind: offers.signatureKind,
  // The latest automatic reminder (offer_reminders_company_offer_idx), read as its column is.
  remindedAt:
    sql<Date | null>`(select max(${offerReminders.createdAt}) from ${offerReminders} where ${offerReminders.companyId} = ${offers.companyId} and ${offerReminders.offerId} = ${offers.id})`.mapWith(
      offerReminders.createdAt,
    ),
  createdAt: offers.createdAt,
};
export type OfferRow = NonNullable<Awaited<ReturnType<typeof findOffer>>>;

const contractJoin = and(eq(contracts.id, offers.contractId), eq(contracts.companyId, offers.companyId));
const customerJoin = and(
  eq(customers.id, contracts.customerId),
  eq(customers.companyId, contracts.companyId),
);
// The offer's own company's message: the composite key (ADR 024) holds it, the join says it too.
const mailJoin = and(eq(mailOutbox.id, offers.mailId), eq(mailOutbox.companyId, offers.companyId));

function stateCondition(state: OfferState | undefined, now: Date): SQL | undefined {
  switch (state) {
    case 'accepted':
      return isNotNull(offers.acceptedAt);
    case 'rejected':
      return isNotNull(offers.rejectedAt);
    case 'replaced':
      return and(isNotNull(offers.replacedAt), isNull(offers.acceptedAt), isNull(offers.rejectedAt));
    case 'expired':
      return and(
        isNull(offers.replacedAt),
        isNull(offers.acceptedAt),
        isNull(offers.rejectedAt),
        lt(offers.expiresAt, now),
      );
    case 'open':
      return and(
        isNull(offers.replacedAt),
        isNull(offers.acceptedAt),
        isNull(offers.rejectedAt),
        gte(offers.expiresAt, now),
      );
    default:
      return undefined;
  }
}

/** The customer's search text (name, company, e-mail, phone, city), or the contract number when it is one. */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const text = sql`${customers.searchText} like lower(${containsPattern(q)})`;
  return /^\d{1,9}$/.test(q) ? or(text, eq(contracts.number, Number(q))) : text;
}

const sortColumns = {
  createdAt: offers.createdAt,
  validUntil: offers.expiresAt,
  contractNumber: contracts.number,
  customerName,
  acceptedAt: offers.acceptedAt,
} as const;

export async function listOffers(
  db: Db,
  companyId: string,
  query: Pick<
    OfferListQuery,
    'page' | 'pageSize' | 'sort' | 'q' | 'state' | 'contractId' | 'customerId' | 'acceptedFrom'
  >,
  now: Date,
) {
  const where = and(
    eq(offers.companyId, companyId),
    stateCondition(query.state, now),
    query.contractId ? eq(offers.contractId, query.contractId) : undefined,
    query.customerId ? eq(contracts.customerId, query.customerId) : undefined,
    query.acceptedFrom ? gte(offers.acceptedAt, new Date(query.acceptedFrom)) : undefined,
    searchCondition(query.q),
  );
  const { column, descending } = parseSort(query.sort);
  const primary = sortColumns[column as keyof typeof sortColumns] ?? offers.createdAt;
  const [items, [total]] = await Promise.all([
    db
      .select(summary)
      .from(offers)
      .innerJoin(contracts, contractJoin)
      .innerJoin(customers, customerJoin)
      .leftJoin(mailOutbox, mailJoin)
      .where(where)
      .orderBy(descending ? sql`${primary} desc nulls last` : asc(primary), desc(offers.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ value: count() })
      .from(offers)
      .innerJoin(contracts, contractJoin)
      .innerJoin(customers, customerJoin)
      .where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

export async function findOffer(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select(summary)
    .from(offers)
    .innerJoin(contracts, contractJoin)
    .innerJoin(customers, customerJoin)
    .leftJoin(mailOutbox, mailJoin)
    .where(and(eq(offers.companyId, companyId), eq(offers.id, id)))
    .limit(1);
  return row;
}

/** One offer with its e-mail as the outbox knows it (the detail page). */
export async function findOfferDetail(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select({
      ...summary,
      signatureName: offers.signatureName,
      signaturePng: offers.signaturePng,
      mailSubject: mailOutbox.subject,
      mailMessageId: mailOutbox.messageId,
      mailAttempts: mailOutbox.attempts,
      mailLastError: mailOutbox.lastError,
      mailSentAt: mailOutbox.sentAt,
      mailCreatedAt: mailOutbox.createdAt,
    })
    .from(offers)
    .innerJoin(contracts, contractJoin)
    .innerJoin(customers, customerJoin)
    .leftJoin(mailOutbox, mailJoin)
    .where(and(eq(offers.companyId, companyId), eq(offers.id, id)))
    .limit(1);
  return row;
}

/** The contract's newest offer: the one its customer holds, or answered (offers_contract_idx). */
export async function findLatestOffer(db: Db, companyId: string, contractId: string) {
  const [row] = await db
    .select({ validUntil: offers.validUntil, recipient: offers.recipient })
    .from(offers)
    .where(and(eq(offers.companyId, companyId), eq(offers.contractId, contractId)))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(1);
  return row;
}

/**
 * One of the company's offers to send again (ADR 057), with what its sending used: recipient,
 * language and mail template.
 */
export async function findOfferToResend(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select({
      contractId: offers.contractId,
      recipient: offers.recipient,
      language: offers.language,
      mailTemplateId: offers.mailTemplateId,
    })
    .from(offers)
    .where(and(eq(offers.companyId, companyId), eq(offers.id, id)))
    .limit(1);
  return row;
}

/** Lock the offer if it is expired, unanswered and not replaced; answers whether it was. */
export async function lockExpiredOffer(db: Db, companyId: string, id: string, now: Date) {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.companyId, companyId), eq(offers.id, id), stateCondition('expired', now)))
    .for('update');
  return row !== undefined;
}

/** The contract's customer, for the e-mail's salutation; only one of the company's (ADR 024). */
export async function findOfferCustomer(db: Db, companyId: string, customerId: string) {
  const [row] = await db
    .select({
      customerType: customers.customerType,
      gender: customers.gender,
      lastName: customers.lastName,
    })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)))
    .limit(1);
  return row;
}

/**
 * The job's revision, its row locked until the transaction ends: an acceptance checks it while no
 * edit can slip in between the check and the acceptance (ADR 023).
 */
export async function lockContractRevision(db: Db, companyId: string, contractId: string) {
  const [row] = await db
    .select({ revision: contracts.revision })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, contractId)))
    .for('update');
  return row?.revision ?? null;
}

/** The offer behind a public link (its own or a reminder's), with its company; locked when `forUpdate` (an answer is being recorded). */
export async function findOfferByToken(db: Db, tokenHash: string, forUpdate = false) {
  const query = db
    .select({
      offer: offers,
      company: {
        id: companies.id,
        name: companies.name,
        backgroundColor: companies.backgroundColor,
        textColor: companies.textColor,
        accentColor: companies.pdfAccentColor,
        logoFile: companies.logoFile,
        agbFile: companies.agbFile,
        hideRejectOfferButton: companies.hideRejectOfferButton,
        signatureRequired: companies.offerSignatureRequired,
        pdfRelocationPriceType: companies.pdfRelocationPriceType,
        timeZone: companies.timeZone,
        active: companies.active,
      },
    })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(
      // The offer's own link, or a reminder's (each reminder carries a token of its own, ADR 057).
      or(
        eq(offers.tokenHash, tokenHash),
        eq(
          offers.id,
          sql`(select ${offerReminders.offerId} from ${offerReminders} where ${offerReminders.tokenHash} = ${tokenHash})`,
        ),
      ),
    )
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: offers }) : await query;
  return row;
}

export async function insertOffer(db: Db, values: typeof offers.$inferInsert) {
  const [row] = await db.insert(offers).values(values).returning({ id: offers.id });
  return row!.id;
}

/** Change one of the company's offers; another company's id changes nothing (ADR 024). */
export async function updateOffer(
  db: Db,
  companyId: string,
  id: string,
  values: Partial<Omit<typeof offers.$inferInsert, 'companyId' | 'id'>>,
) {
  await db
    .update(offers)
    .set(values)
    .where(and(eq(offers.companyId, companyId), eq(offers.id, id)));
}

/** The contract's earlier links stop working when a new offer goes out. */
export async function replaceOpenOffers(db: Db, companyId: string, contractId: string, now: Date) {
  await db
    .update(offers)
    .set({ replacedAt: now })
    .where(
      and(eq(offers.companyId, companyId), eq(offers.contractId, contractId), isNull(offers.replacedAt)),
    );
}

/** Count a view; the first one is remembered. */
/** Count a view; answers whether it was the first (the office is told of that one only). */
export async function recordView(db: Db, companyId: string, id: string, now: Date): Promise<boolean> {
  const [row] = await db
    .update(offers)
    .set({
      viewCount: sql`${offers.viewCount} + 1`,
      firstViewedAt: sql`coalesce(${offers.firstViewedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(offers.companyId, companyId), eq(offers.id, id)))
    .returning({ viewCount: offers.viewCount });
  return row?.viewCount === 1;
}

export async function updateContractForOffer(
  db: Db,
  companyId: string,
  contractId: string,
  values: Partial<typeof contracts.$inferInsert>,
) {
  await db
    .update(contracts)
    .set(values)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, contractId)));
}
