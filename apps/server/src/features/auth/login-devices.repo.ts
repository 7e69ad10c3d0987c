import { and, desc, eq, gt, lte, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginDevices } from '../../db/schema/index.ts';

/** The account a device cookie belongs to (a company user or a platform admin). */
export type DeviceAccount = { userId: string } | { adminId: string };

/** A device remembers this many accounts' sign-ins at most; older entries of the account go first. */
const DEVICES_PER_ACCOUNT = 20;

const ofAccount = (account: DeviceAccount) =>
  'userId' in account ? eq(loginDevices.userId, account.userId) : eq(loginDevices.adminId, account.adminId);

/** The live device behind a cookie's token hash, with the account it belongs to. */
export async function findLoginDevice(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: loginDevices.id, userId: loginDevices.userId, adminId: loginDevices.adminId })
    .from(loginDevices)
    .where(and(eq(loginDevices.tokenHash, tokenHash), gt(loginDevices.expiresAt, now)))
    .limit(1);
  return row;
}

/**
 * Remember a device for an account, and forget the account's expired devices and those beyond the
 * newest few: a program that signs in without keeping cookies adds one each time.
 */
export async function rememberLoginDevice(
  db: Db,
  values: { tokenHash: string; account: DeviceAccount; now: Date; expiresAt: Date },
) {
  await db.transaction(async (tx) => {
    await tx.insert(loginDevices).values({
      tokenHash: values.tokenHash,
      userId: 'userId' in values.account ? values.account.userId : null,
      adminId: 'adminId' in values.account ? values.account.adminId : null,
      createdAt: values.now,
      expiresAt: values.expiresAt,
    });
    const newest = tx
      .select({ id: loginDevices.id })
      .from(loginDevices)
      .where(ofAccount(values.account))
      .orderBy(desc(loginDevices.createdAt), desc(loginDevices.id))
      .limit(DEVICES_PER_ACCOUNT);
    await tx
      .delete(loginDevices)
      .where(
        and(
          ofAccount(values.account),
          or(lte(loginDevices.expiresAt, values.now), notInArray(loginDevices.id, newest)),
        ),
      );
  });
}
