import { count } from 'drizzle-orm';
import { hashPassword } from '../platform/auth/password.ts';
import type { Db } from './client.ts';
import { companies, packages, platformAdmins, users } from './schema/index.ts';

export const DEMO_ACCOUNTS = {
  admin: 'admin@example.com',
  owner: 'owner@example.com',
  user: 'user@example.com',
} as const;
export const DEMO_COMPANY_NAME = 'Muster Umzüge AG';

/**
 * Demo data for a first start: a platform admin, a package, and the company "Muster Umzüge AG" with
 * an owner and a user. Runs only on an empty database, in one transaction.
 */
export async function seedDemo(db: Db, password: string): Promise<boolean> {
  const [admins] = await db.select({ value: count() }).from(platformAdmins);
  const [tenants] = await db.select({ value: count() }).from(companies);
  if ((admins?.value ?? 0) > 0 || (tenants?.value ?? 0) > 0) return false;

  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.insert(platformAdmins).values({
      firstName: 'Plattform',
      lastName: 'Admin',
      email: DEMO_ACCOUNTS.admin,
      passwordHash,
    });
    const [pkg] = await tx.insert(packages).values({ name: 'Standard', priceCents: 9_900 }).returning();
    const [company] = await tx
      .insert(companies)
      .values({
        name: DEMO_COMPANY_NAME,
        website: 'https://muster-umzuege.example',
        packageId: pkg!.id,
        // A valid IBAN and a complete address: the demo's invoices carry a QR-bill (decision 014).
        iban: 'CH93 0076 2011 6238 5295 7',
        street: 'Bahnhofstrasse',
        streetNumber: '10',
        zipCode: '8001',
        city: 'Zürich',
        country: 'CH',
        contractNumberStart: 1000,
        customerNumberStart: 5000,
        // The Swiss standard VAT rate since 2024, and a UID with a valid check digit (fictional).
        vatRate: 8.1,
        vatNumber: 'CHE-123.456.788',
      })
      .returning();
    await tx.insert(users).values([
      {
        companyId: company!.id,
        firstName: 'Olivia',
        lastName: 'Muster',
        email: DEMO_ACCOUNTS.owner,
        username: 'owner',
        phone: '+41 44 123 45 67',
        role: 'OWNER',
        passwordHash,
      },
      {
        companyId: company!.id,
        firstName: 'Urs',
        lastName: 'Beispiel',
        email: DEMO_ACCOUNTS.user,
        username: 'user',
        role: 'USER',
        passwordHash,
      },
    ]);
  });
  return true;
}

/** The lines `npm start` prints so a newcomer knows where to sign in. */
export function signInBanner(
  addresses: { publicUrl: string; adminUrl: string },
  password: string,
  showDemo: boolean,
): string {
  const { publicUrl, adminUrl } = addresses;
  const lines = [
    '',
    `  Maxer is running at ${publicUrl}`,
    `  Company sign-in:  ${publicUrl}/login.php`,
    `  Platform admin:   ${adminUrl}/login.php`,
  ];
  if (showDemo) {
    lines.push(
      '',
      `  Demo accounts (password for all three: ${password})`,
      `    owner  ${DEMO_ACCOUNTS.owner}`,
      `    user   ${DEMO_ACCOUNTS.user}`,
      `    admin  ${DEMO_ACCOUNTS.admin} (on the admin address)`,
    );
  }
  lines.push('');
  return lines.join('\n');
}
