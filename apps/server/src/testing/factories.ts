import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { companies, packages, platformAdmins, users } from '../db/schema/index.ts';
import { hashPassword } from '../platform/auth/password.ts';

export const TEST_PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;
const testHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

/** Real rows for tests; every field not given gets a plausible value. */
export function factories(db: Db) {
  return {
    async company(values: Partial<typeof companies.$inferInsert> = {}) {
      const [pkg] = await db.insert(packages).values({ name: 'Test package', priceCents: 1000 }).returning();
      const [row] = await db
        .insert(companies)
        // The fixtures' amounts were written at 7.7 %; `vatRate: undefined` takes the column's default (8.1).
        .values({
          name: `Umzüge ${randomUUID().slice(0, 6)} AG`,
          packageId: pkg!.id,
          vatRate: 7.7,
          ...values,
        })
        .returning();
      return row!;
    },
    async user(companyId: string, values: Partial<typeof users.$inferInsert> = {}) {
      const tag = randomUUID().slice(0, 8);
      const [row] = await db
        .insert(users)
        .values({
          companyId,
          firstName: 'Anna',
          lastName: 'Muster',
          email: `user-${tag}@example.com`,
          username: `user-${tag}`,
          role: 'USER',
          passwordHash: await testHash(),
          ...values,
        })
        .returning();
      return row!;
    },
    async admin(values: Partial<typeof platformAdmins.$inferInsert> = {}) {
      const [row] = await db
        .insert(platformAdmins)
        .values({
          firstName: 'Paula',
          lastName: 'Plattform',
          email: `admin-${randomUUID().slice(0, 8)}@example.com`,
          passwordHash: await testHash(),
          ...values,
        })
        .returning();
      return row!;
    },
  };
}
