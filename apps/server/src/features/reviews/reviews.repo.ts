import { REVIEW_AREAS, type ReviewArea, type ReviewListQuery, type ReviewTrendQuery } from '@maxer/domain';
import { and, asc, desc, eq, gte, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listPage, windowTotal } from '../../db/list-page.ts';
import { appointments, companies, contracts, customers, reviews, users } from '../../db/schema/index.ts';

export type ReviewRow = typeof reviews.$inferSelect & { contractNumber: number | null };

/** The rating column of each area, in the domain's order. */
export const AREA_COLUMNS: Record<ReviewArea, typeof reviews.serviceQuality> = {
  serviceQuality: reviews.serviceQuality,
  team: reviews.team,
  timeliness: reviews.timeliness,
  itemCondition: reviews.itemCondition,
  communication: reviews.communication,
  price: reviews.price,
  recommendation: reviews.recommendation,
  system: reviews.system,
  contractClarity: reviews.contractClarity,
};

/** The mean of the areas the customer rated (null when none). */
export const averageOf = sql<number | null>`(
  select avg(r)::float8 from unnest(array[${sql.join(
    REVIEW_AREAS.map((area) => AREA_COLUMNS[area]),
    sql`, `,
  )}]) as r
)`;

const contractJoin = and(eq(contracts.companyId, reviews.companyId), eq(contracts.id, reviews.contractId));

export async function findReview(db: Db, companyId: string, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select({ review: reviews, contractNumber: contracts.number })
    .from(reviews)
    .leftJoin(contracts, contractJoin)
    .where(and(eq(reviews.companyId, companyId), eq(reviews.id, id)));
  return row && { ...row.review, contractNumber: row.contractNumber };
}

/** The review of a job (not of one of its appointments), or of an appointment: the latest one. */
export async function findReviewOf(
  db: Db,
  companyId: string,
  target: { contractId: string } | { appointmentId: string },
) {
  const [row] = await db
    .select({ id: reviews.id, submittedAt: reviews.submittedAt })
    .from(reviews)
    .where(
      and(
        eq(reviews.companyId, companyId),
        'contractId' in target
          ? and(eq(reviews.contractId, target.contractId), isNull(reviews.appointmentId))
          : eq(reviews.appointmentId, target.appointmentId),
      ),
    )
    .orderBy(desc(reviews.requestedAt))
    .limit(1);
  return row;
}

/**
 * A new review row; its id. An automatic request of a job that has one already inserts nothing
 * (reviews_automatic_key) and answers null.
 */
export async function insertReview(db: Db, values: typeof reviews.$inferInsert): Promise<string | null> {
  const insert = db.insert(reviews).values(values);
  const [row] = await (values.automatic
    ? insert.onConflictDoNothing({
        target: [reviews.companyId, reviews.contractId],
        where: sql`${reviews.automatic}`,
      })
    : insert
  ).returning({ id: reviews.id });
  return row?.id ?? null;
}

export async function updateReview(
  db: Db,
  companyId: string,
  id: string,
  values: Partial<typeof reviews.$inferInsert>,
) {
  await db
    .update(reviews)
    .set(values)
    .where(and(eq(reviews.companyId, companyId), eq(reviews.id, id)));
}

/** The appointment a review is asked for, with its customer's address. */
export async function findAppointmentForReview(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select({
      id: appointments.id,
      contractId: appointments.contractId,
      customerId: appointments.customerId,
      language: appointments.language,
      email: customers.email,
      customerType: customers.customerType,
      gender: customers.gender,
      lastName: customers.lastName,
      customerName: sql<
        string | null
      >`case when ${customers.id} is null then null when ${customers.customerType} = 'COMPANY' and ${customers.companyName} is not null then ${customers.companyName} else trim(coalesce(${customers.firstName}, '') || ' ' || ${customers.lastName}) end`,
    })
    .from(appointments)
    .leftJoin(
      customers,
      and(eq(customers.companyId, appointments.companyId), eq(customers.id, appointments.customerId)),
    )
    .where(and(eq(appointments.companyId, companyId), eq(appointments.id, id)));
  return row;
}

export async function markAppointmentReviewed(db: Db, companyId: string, id: string, at: Date) {
  await db
    .update(appointments)
    .set({ reviewedAt: at })
    .where(and(eq(appointments.companyId, companyId), eq(appointments.id, id)));
}

/** A link's review with its company's branding; either of its two tokens. */
export async function findReviewByToken(db: Db, tokenHash: string, forUpdate = false) {
  const query = db
    .select({
      review: reviews,
      contractNumber: contracts.number,
      company: {
        id: companies.id,
        name: companies.name,
        active: companies.active,
        backgroundColor: companies.backgroundColor,
        textColor: companies.textColor,
        accentColor: companies.pdfAccentColor,
        logoFile: companies.logoFile,
        publicReviewUrl: companies.reviewPublicUrl,
      },
    })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .leftJoin(contracts, contractJoin)
    .where(or(eq(reviews.tokenHash, tokenHash), eq(reviews.reminderTokenHash, tokenHash)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: reviews }) : await query;
  return row;
}

function filterOf(
  companyId: string,
  query: Omit<ReviewListQuery, 'page' | 'pageSize' | 'sort' | 'state'> & { state?: ReviewListQuery['state'] },
  range: { from?: Date; to?: Date },
) {
  const conditions: (SQL | undefined)[] = [eq(reviews.companyId, companyId)];
  if (query.state === 'submitted') conditions.push(isNotNull(reviews.submittedAt));
  if (query.state === 'open') conditions.push(isNull(reviews.submittedAt));
  if (range.from) conditions.push(gte(reviews.requestedAt, range.from));
  if (range.to) conditions.push(lte(reviews.requestedAt, range.to));
  if (query.minRating !== undefined) conditions.push(sql`${averageOf} >= ${query.minRating}`);
  if (query.maxRating !== undefined) conditions.push(sql`${averageOf} <= ${query.maxRating}`);
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        sql`${reviews.customerName} ilike ${pattern}`,
        sql`${reviews.comment} ilike ${pattern}`,
        sql`${contracts.number}::text = ${query.q}`,
      ),
    );
  }
  return and(...conditions);
}

export async function listReviews(
  db: Db,
  companyId: string,
  query: ReviewListQuery,
  range: { from?: Date; to?: Date },
) {
  const where = filterOf(companyId, query, range);
  const descending = query.sort.startsWith('-');
  const column = query.sort.replace(/^-/, '') === 'submittedAt' ? reviews.submittedAt : reviews.requestedAt;
  const order = descending
    ? [sql`${column} desc nulls last`, desc(reviews.id)]
    : [sql`${column} asc nulls last`, asc(reviews.id)];
  const page = await listPage(
    db
      .select({ review: reviews, contractNumber: contracts.number, total: windowTotal() })
      .from(reviews)
      .leftJoin(contracts, contractJoin)
      .where(where)
      .$dynamic(),
    order,
    query,
  );
  const [averages] = await db
    .select({
      ...Object.fromEntries(
        REVIEW_AREAS.map((area) => [area, sql<number | null>`avg(${AREA_COLUMNS[area]})::float8`]),
      ),
      overall: sql<number | null>`avg(${averageOf})::float8`,
      submitted: sql<number>`count(${reviews.submittedAt})::int`,
    })
    .from(reviews)
    .leftJoin(contracts, contractJoin)
    .where(where);
  return {
    items: page.items.map((row) => ({ ...row.review, contractNumber: row.contractNumber })),
    total: page.total,
    averages: averages as Record<ReviewArea | 'overall', number | null> & { submitted: number },
  };
}

/**
 * Answered reviews per calendar month of their answer in `timeZone` ('YYYY-MM'), answered since
 * `since`, under the list's filter: their number and the mean of their averages. One statement;
 * months without any are missing (the service fills them in).
 */
export async function reviewsPerMonth(
  db: Db,
  companyId: string,
  query: ReviewTrendQuery,
  range: { from?: Date; to?: Date },
  since: Date,
  timeZone: string,
) {
  const month = sql<string>`to_char(${reviews.submittedAt} at time zone ${timeZone}, 'YYYY-MM')`;
  return (
    db
      .select({
        month,
        count: sql<number>`count(*)::int`,
        average: sql<number | null>`avg(${averageOf})::float8`,
      })
      .from(reviews)
      .leftJoin(contracts, contractJoin)
      .where(and(filterOf(companyId, query, range), gte(reviews.submittedAt, since)))
      // By position: the month's expression carries the zone as a parameter of its own.
      .groupBy(sql`1`)
  );
}

/** The company's active owners, with the language they last signed in with: who hears of a low review. */
export function activeOwners(db: Db, companyId: string) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'OWNER'), eq(users.active, true)))
    .orderBy(asc(users.email));
}
