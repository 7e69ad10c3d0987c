import type { MediaListQuery } from '@maxer/domain';
import { and, asc, eq, gt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listPage, sortOrder, windowTotal } from '../../db/list-page.ts';
import { companies, contracts, customers, mediaItems, mediaSessions } from '../../db/schema/index.ts';
import { customerName } from '../customers/index.ts';

export type MediaItemRow = typeof mediaItems.$inferSelect;

const customerJoin = and(
  eq(customers.companyId, mediaSessions.companyId),
  eq(customers.id, mediaSessions.customerId),
);
const contractJoin = and(
  eq(contracts.companyId, mediaSessions.companyId),
  eq(contracts.id, mediaSessions.contractId),
);

const itemCount = sql<number>`(select count(*)::int from ${mediaItems} where ${mediaItems.companyId} = ${mediaSessions.companyId} and ${mediaItems.sessionId} = ${mediaSessions.id})`;
/** The first image of a session, for a thumbnail in lists. */
const coverItemId = sql<
  string | null
>`(select ${mediaItems.id} from ${mediaItems} where ${mediaItems.companyId} = ${mediaSessions.companyId} and ${mediaItems.sessionId} = ${mediaSessions.id} and ${mediaItems.thumbnailKey} is not null order by ${mediaItems.createdAt}, ${mediaItems.id} limit 1)`;

const sessionColumns = {
  session: mediaSessions,
  customerName: sql<string | null>`case when ${customers.id} is null then null else ${customerName} end`,
  contractNumber: contracts.number,
  itemCount,
  coverItemId,
};

export type MediaSessionRow = typeof mediaSessions.$inferSelect & {
  customerName: string | null;
  contractNumber: number | null;
  itemCount: number;
  coverItemId: string | null;
};

const flatten = (row: {
  session: typeof mediaSessions.$inferSelect;
  customerName: string | null;
  contractNumber: number | null;
  itemCount: number;
  coverItemId: string | null;
}): MediaSessionRow => ({
  ...row.session,
  customerName: row.customerName,
  contractNumber: row.contractNumber,
  itemCount: row.itemCount,
  coverItemId: row.coverItemId,
});

export async function findMediaSession(
  db: Db,
  companyId: string,
  id: string,
  forUpdate = false,
): Promise<MediaSessionRow | undefined> {
  const query = db
    .select(sessionColumns)
    .from(mediaSessions)
    .leftJoin(customers, customerJoin)
    .leftJoin(contracts, contractJoin)
    .where(and(eq(mediaSessions.companyId, companyId), eq(mediaSessions.id, id)));
  const [row] = forUpdate ? await query.for('update', { of: mediaSessions }) : await query;
  return row && flatten(row);
}

export async function insertMediaSession(db: Db, values: typeof mediaSessions.$inferInsert) {
  const [row] = await db.insert(mediaSessions).values(values).returning({ id: mediaSessions.id });
  return row!.id;
}

export async function updateMediaSession(
  db: Db,
  companyId: string,
  id: string,
  values: Partial<typeof mediaSessions.$inferInsert>,
) {
  await db
    .update(mediaSessions)
    .set(values)
    .where(and(eq(mediaSessions.companyId, companyId), eq(mediaSessions.id, id)));
}

/** Delete a session (its items go with it) and answer the storage keys its items held. */
export async function deleteMediaSession(db: Db, companyId: string, id: string): Promise<string[]> {
  const keys = await db
    .select({ file: mediaItems.fileKey, display: mediaItems.displayKey, thumbnail: mediaItems.thumbnailKey })
    .from(mediaItems)
    .where(and(eq(mediaItems.companyId, companyId), eq(mediaItems.sessionId, id)));
  await db.delete(mediaSessions).where(and(eq(mediaSessions.companyId, companyId), eq(mediaSessions.id, id)));
  return keys.flatMap(keysOf);
}

export const keysOf = (item: { file: string; display: string | null; thumbnail: string | null }) =>
  [item.file, item.display, item.thumbnail].filter((key): key is string => key !== null);

const sortColumns = {
  createdAt: [mediaSessions.createdAt, mediaSessions.id],
  title: [sql`lower(${mediaSessions.title})`, mediaSessions.id],
};

export async function listMediaSessions(db: Db, companyId: string, query: MediaListQuery) {
  const conditions: (SQL | undefined)[] = [eq(mediaSessions.companyId, companyId)];
  if (query.customerId) conditions.push(eq(mediaSessions.customerId, query.customerId));
  if (query.contractId) conditions.push(eq(mediaSessions.contractId, query.contractId));
  if (query.kind) conditions.push(eq(mediaSessions.kind, query.kind));
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        sql`${mediaSessions.title} ilike ${pattern}`,
        sql`${mediaSessions.note} ilike ${pattern}`,
        sql`${customerName} ilike ${pattern}`,
        sql`${contracts.number}::text = ${query.q}`,
      ),
    );
  }
  const page = await listPage(
    db
      .select({ ...sessionColumns, total: windowTotal() })
      .from(mediaSessions)
      .leftJoin(customers, customerJoin)
      .leftJoin(contracts, contractJoin)
      .where(and(...conditions))
      .$dynamic(),
    sortOrder(sortColumns, query.sort),
    query,
  );
  return { items: page.items.map(flatten), total: page.total };
}

export async function listMediaItems(db: Db, companyId: string, sessionId: string) {
  return db
    .select()
    .from(mediaItems)
    .where(and(eq(mediaItems.companyId, companyId), eq(mediaItems.sessionId, sessionId)))
    .orderBy(asc(mediaItems.createdAt), asc(mediaItems.id));
}

export async function findMediaItem(db: Db, companyId: string, sessionId: string, id: string) {
  const [row] = await db
    .select()
    .from(mediaItems)
    .where(
      and(eq(mediaItems.companyId, companyId), eq(mediaItems.sessionId, sessionId), eq(mediaItems.id, id)),
    );
  return row;
}

export async function insertMediaItem(db: Db, values: typeof mediaItems.$inferInsert): Promise<MediaItemRow> {
  const [row] = await db.insert(mediaItems).values(values).returning();
  return row!;
}

export async function updateMediaItemCaption(
  db: Db,
  companyId: string,
  id: string,
  caption: string | null,
): Promise<MediaItemRow | undefined> {
  const [row] = await db
    .update(mediaItems)
    .set({ caption })
    .where(and(eq(mediaItems.companyId, companyId), eq(mediaItems.id, id)))
    .returning();
  return row;
}

export async function deleteMediaItem(db: Db, companyId: string, id: string) {
  await db.delete(mediaItems).where(and(eq(mediaItems.companyId, companyId), eq(mediaItems.id, id)));
}

/** Whether the customer added photos to this session since `since` (one notification per batch). */
export async function customerAddedSince(
  db: Db,
  companyId: string,
  sessionId: string,
  since: Date,
  exceptItemId: string,
) {
  const [row] = await db
    .select({ id: mediaItems.id })
    .from(mediaItems)
    .where(
      and(
        eq(mediaItems.companyId, companyId),
        eq(mediaItems.sessionId, sessionId),
        eq(mediaItems.fromCustomer, true),
        gt(mediaItems.createdAt, since),
        ne(mediaItems.id, exceptItemId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A share link's session with its company's branding; null-safe for a revoked link. */
export async function findMediaSessionByShareToken(db: Db, tokenHash: string, forUpdate = false) {
  const query = db
    .select({
      ...sessionColumns,
      company: {
        id: companies.id,
        name: companies.name,
        timeZone: companies.timeZone,
        active: companies.active,
        backgroundColor: companies.backgroundColor,
        textColor: companies.textColor,
        accentColor: companies.pdfAccentColor,
        logoFile: companies.logoFile,
      },
    })
    .from(mediaSessions)
    .innerJoin(companies, eq(companies.id, mediaSessions.companyId))
    .leftJoin(customers, customerJoin)
    .leftJoin(contracts, contractJoin)
    .where(eq(mediaSessions.shareTokenHash, tokenHash))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: mediaSessions }) : await query;
  return row && { session: flatten(row), company: row.company };
}
