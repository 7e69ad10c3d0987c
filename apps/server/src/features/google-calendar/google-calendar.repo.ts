import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, googleCalendarConnections, googleCalendarEvents, users } from '../../db/schema/index.ts';

const connection = {
  companyId: googleCalendarConnections.companyId,
  status: googleCalendarConnections.status,
  accountEmail: googleCalendarConnections.accountEmail,
  tokens: googleCalendarConnections.tokens,
  appointmentsCalendarId: googleCalendarConnections.appointmentsCalendarId,
  contractsCalendarId: googleCalendarConnections.contractsCalendarId,
  connectedAt: googleCalendarConnections.connectedAt,
  connectedByUserId: googleCalendarConnections.connectedByUserId,
};

export type ConnectionRow = NonNullable<Awaited<ReturnType<typeof findConnection>>>;

export async function findConnection(db: Db, companyId: string) {
  const [row] = await db
    .select(connection)
    .from(googleCalendarConnections)
    .where(eq(googleCalendarConnections.companyId, companyId));
  return row;
}

/** Whether the company has a working connection: only then is a change worth a sync job. */
export async function hasWorkingConnection(db: Db, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ companyId: googleCalendarConnections.companyId })
    .from(googleCalendarConnections)
    .where(
      and(
        eq(googleCalendarConnections.companyId, companyId),
        eq(googleCalendarConnections.status, 'connected'),
      ),
    );
  return row !== undefined;
}

/** A new grant: connected again, the selection kept for the same account, cleared for another one. */
export async function putConnection(
  db: Db,
  values: { companyId: string; accountEmail: string; tokens: string; userId: string | null; at: Date },
) {
  const before = await findConnection(db, values.companyId);
  const sameAccount = before?.accountEmail === values.accountEmail;
  const row = {
    status: 'connected' as const,
    accountEmail: values.accountEmail,
    tokens: values.tokens,
    connectedByUserId: values.userId,
    connectedAt: values.at,
    brokenAt: null,
    ...(sameAccount ? {} : { appointmentsCalendarId: null, contractsCalendarId: null }),
  };
  await db
    .insert(googleCalendarConnections)
    .values({ companyId: values.companyId, ...row })
    .onConflictDoUpdate({ target: googleCalendarConnections.companyId, set: row });
  // Events another account holds are no longer ours to change.
  if (before && !sameAccount)
    await db.delete(googleCalendarEvents).where(eq(googleCalendarEvents.companyId, values.companyId));
}

export async function setSelection(
  db: Db,
  companyId: string,
  selection: { appointmentsCalendarId: string | null; contractsCalendarId: string | null },
) {
  const rows = await db
    .update(googleCalendarConnections)
    .set(selection)
    .where(eq(googleCalendarConnections.companyId, companyId))
    .returning({ companyId: googleCalendarConnections.companyId });
  return rows.length > 0;
}

export async function setTokens(db: Db, companyId: string, tokens: string) {
  await db
    .update(googleCalendarConnections)
    .set({ tokens })
    .where(
      and(
        eq(googleCalendarConnections.companyId, companyId),
        eq(googleCalendarConnections.status, 'connected'),
      ),
    );
}

/** Marks a connected grant broken (its tokens dropped); true only for the call that did it. */
export async function markBroken(db: Db, companyId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(googleCalendarConnections)
    .set({ status: 'broken', tokens: null, brokenAt: at })
    .where(
      and(
        eq(googleCalendarConnections.companyId, companyId),
        eq(googleCalendarConnections.status, 'connected'),
      ),
    )
    .returning({ companyId: googleCalendarConnections.companyId });
  return rows.length > 0;
}

export async function deleteConnection(db: Db, companyId: string): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .delete(googleCalendarConnections)
    .where(eq(googleCalendarConnections.companyId, companyId))
    .returning(connection);
  await db.delete(googleCalendarEvents).where(eq(googleCalendarEvents.companyId, companyId));
  return row;
}

type Source = 'appointment' | 'relocation';

export async function findEventPlace(db: Db, companyId: string, source: Source, sourceId: string) {
  const [row] = await db
    .select({ calendarId: googleCalendarEvents.calendarId })
    .from(googleCalendarEvents)
    .where(
      and(
        eq(googleCalendarEvents.companyId, companyId),
        eq(googleCalendarEvents.source, source),
        eq(googleCalendarEvents.sourceId, sourceId),
      ),
    );
  return row?.calendarId ?? null;
}

export async function putEventPlace(
  db: Db,
  companyId: string,
  source: Source,
  sourceId: string,
  calendarId: string,
) {
  await db
    .insert(googleCalendarEvents)
    .values({ companyId, source, sourceId, calendarId })
    .onConflictDoUpdate({
      target: [googleCalendarEvents.companyId, googleCalendarEvents.source, googleCalendarEvents.sourceId],
      set: { calendarId },
    });
}

export async function deleteEventPlace(db: Db, companyId: string, source: Source, sourceId: string) {
  await db
    .delete(googleCalendarEvents)
    .where(
      and(
        eq(googleCalendarEvents.companyId, companyId),
        eq(googleCalendarEvents.source, source),
        eq(googleCalendarEvents.sourceId, sourceId),
      ),
    );
}

/** The company's name and zone, and its active owners (who hear of a broken grant). */
export async function companyAndOwners(db: Db, companyId: string) {
  const [company] = await db
    .select({ name: companies.name, timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  const owners = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'OWNER'), eq(users.active, true)));
  return { company, owners };
}
