import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';

export type CounterName = 'customer' | 'contract' | 'invoice';

/**
 * The next number of a per-company sequence, starting at `start`. Call it inside the transaction that
 * inserts the record: the counter row stays locked until commit, and a rollback returns the number.
 * A start raised later by the company moves the sequence up to it.
 */
export async function nextNumber(
  tx: Db,
  companyId: string,
  name: CounterName,
  start: number,
): Promise<number> {
  const result = await tx.execute(sql`
    insert into company_counters (company_id, name, next_value)
    values (${companyId}, ${name}, ${start + 1})
    on conflict (company_id, name)
    do update set next_value = greatest(company_counters.next_value, ${start}) + 1
    returning next_value - 1 as value`);
  return Number(rowsOf<{ value: number }>(result)[0]!.value);
}

export type PlatformCounterName = 'platform-invoice';

/**
 * The next number of a platform-wide sequence (the platform's invoice numbers), from 1. Like
 * `nextNumber`: call it inside the inserting transaction; its counter row stays locked until commit,
 * so concurrent callers queue behind it and a rollback returns the number (ADR 042).
 */
export async function nextPlatformNumber(tx: Db, name: PlatformCounterName): Promise<number> {
  const result = await tx.execute(sql`
    insert into platform_counters (name, next_value) values (${name}, 2)
    on conflict (name) do update set next_value = platform_counters.next_value + 1
    returning next_value - 1 as value`);
  return Number(rowsOf<{ value: number }>(result)[0]!.value);
}
