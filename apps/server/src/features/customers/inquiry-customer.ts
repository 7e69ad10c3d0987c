import type { CustomerValues } from '@maxer/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { nextNumber } from '../../platform/counters.ts';
import { customerNumberStart, insertCustomer } from './customers.repo.ts';

/**
 * The company's customer with this e-mail address (the oldest, when the office keeps several), or a
 * new one: a web inquiry (ADR 056) of someone the company knows joins their record. Serialised per
 * company and address (a transaction-scoped advisory lock), so two inquiries sent at once by the same
 * person make one customer. Inside the caller's transaction; records no activity (no person acts).
 */
export async function findOrCreateCustomerByEmail(
  tx: Db,
  companyId: string,
  values: CustomerValues & { email: string },
): Promise<{ id: string; created: boolean }> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`inquiry-customer:${companyId}:${values.email}`}))`,
  );
  const [known] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.email, values.email)))
    .orderBy(asc(customers.number))
    .limit(1);
  if (known) return { id: known.id, created: false };
  const number = await nextNumber(tx, companyId, 'customer', await customerNumberStart(tx, companyId));
  const id = await insertCustomer(tx, { ...values, companyId, number, createdByUserId: null });
  return { id, created: true };
}
