import type { companies, users } from '../db/schema/index.ts';
import { type Session, signIn, type TestApp } from './test-app.ts';

/** A signed-in person of a tenant: the row and the session a browser of theirs would have. */
export interface Member {
  account: typeof users.$inferSelect;
  session: Session;
}

/**
 * The company most API tests start from: an owner and a user of it, signed in, and the owner of a
 * second company (`stranger`) for the checks that one tenant cannot see or change the other's data.
 */
export interface Tenant {
  company: typeof companies.$inferSelect;
  owner: Member;
  user: Member;
  stranger: Member & { company: typeof companies.$inferSelect };
}

export interface TenantOptions {
  /** Columns of the tenant's company (default: a generated name and a test package). */
  company?: Partial<typeof companies.$inferInsert>;
  owner?: Partial<typeof users.$inferInsert>;
  user?: Partial<typeof users.$inferInsert>;
  /** The host the sessions sign in on (default `localhost`). */
  host?: string;
}

/** Create the rows of a tenant in `t`'s database and sign its three people in. */
export async function createTenant(t: TestApp, options: TenantOptions = {}): Promise<Tenant> {
  const company = await t.make.company(options.company);
  const otherCompany = await t.make.company();
  const member = async (companyId: string, values: Partial<typeof users.$inferInsert>): Promise<Member> => {
    const account = await t.make.user(companyId, values);
    return { account, session: await signIn(t.app, account.email, { host: options.host }) };
  };
  return {
    company,
    owner: await member(company.id, { role: 'OWNER', ...options.owner }),
    user: await member(company.id, { role: 'USER', ...options.user }),
    stranger: { ...(await member(otherCompany.id, { role: 'OWNER' })), company: otherCompany },
  };
}
