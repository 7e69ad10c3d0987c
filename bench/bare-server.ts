// The baseline of bare-baseline.ts: plain Fastify and a pg Pool, no plugins, no ORM, no schemas. It
// answers the measured routes by running the statements Maxer itself ran for them (captured by
// bare-baseline.ts: the same SQL text, statement names and parameters) and writing the same JSON by
// hand. What Maxer costs beyond this is its own work: hooks, validation, drizzle, serialisation.
//
// Run by bare-baseline.ts as a child process (IPC channel): BARE_PLAN names the captured plan (JSON,
// see `BarePlan`). It sends `{ port }` once listening and exits when its parent goes away.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

/** A parameter as captured: a literal, or what the request supplies. */
export type ParamTemplate =
  | { value: unknown }
  | { ref: 'tokenHash' | 'companyId' | 'userId' }
  | { ref: 'now'; as: 'date' | 'iso' };

export interface CapturedStatement {
  /** The prepared statement's name (node-postgres keeps it per connection), or none. */
  name?: string;
  text: string;
  /** Which of Maxer's pools ran it: the main one, or the list statements' generic-plan pool. */
  pool: 'main' | 'list';
  params: ParamTemplate[];
}

export interface BarePlan {
  databaseUrl: string;
  /** Maxer's pool sizes, mirrored. */
  mainPoolSize: number;
  listPoolSize: number;
  /** The session lookup every authenticated request runs first. */
  session: CapturedStatement;
  /** Per request URL (path and query, as sent): the statements after the session lookup. */
  routes: Record<string, { kind: 'auth' | 'customers' | 'contracts'; statements: CapturedStatement[] }>;
}

/** The items of a SELECT list (`select a, f(b, c), d from …` → three), split at top-level commas. */
export function selectList(text: string): string[] {
  const start = text.search(/^\s*select\s/i);
  if (start < 0) throw new Error(`not a select: ${text.slice(0, 80)}`);
  let i = text.toLowerCase().indexOf('select') + 'select'.length;
  const items: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === quote) quote = null;
      current += ch;
      continue;
    }
    if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (depth === 0 && ch === ',') {
      items.push(current.trim());
      current = '';
      continue;
    } else if (depth === 0 && /^\sfrom\s/i.test(text.slice(i, i + 6))) {
      break;
    }
    current += ch;
  }
  items.push(current.trim());
  return items;
}

/** Column positions in a statement's rows (rowMode 'array'), found by their select-list expression. */
function columnsOf<K extends string>(
  statement: CapturedStatement,
  wanted: Record<K, (item: string) => boolean>,
): Record<K, number> {
  const items = selectList(statement.text);
  const positions = {} as Record<K, number>;
  for (const [key, matches] of Object.entries(wanted) as [K, (item: string) => boolean][]) {
    const index = items.findIndex(matches);
    if (index < 0) throw new Error(`bare server: no column for ${key} in ${statement.text}`);
    positions[key] = index;
  }
  return positions;
}
const column = (expression: string) => (item: string) => item === expression;
const startsWith = (prefix: string) => (item: string) => item.startsWith(prefix);

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

function main() {
  const plan = JSON.parse(fs.readFileSync(process.env.BARE_PLAN ?? '', 'utf8')) as BarePlan;
  const pool = new pg.Pool({ connectionString: plan.databaseUrl, max: plan.mainPoolSize });
  // As Maxer's list pool: prepared list statements planned once, generically.
  const listPool = new pg.Pool({
    connectionString: plan.databaseUrl,
    max: plan.listPoolSize,
    options: '-c plan_cache_mode=force_generic_plan',
    idleTimeoutMillis: 5 * 60_000,
  });

  // A connection PostgreSQL ends (the bench dropping its database) must not take the process down.
  pool.on('error', () => undefined);
  listPool.on('error', () => undefined);

  type Values = { tokenHash: string; companyId: string; userId: string; now: Date };
  const run = (statement: CapturedStatement, values: Values) =>
    (statement.pool === 'list' ? listPool : pool).query<unknown[]>({
      name: statement.name,
      text: statement.text,
      rowMode: 'array',
      values: statement.params.map((p) => {
        if ('value' in p) return p.value;
        if (p.ref === 'now') return p.as === 'date' ? values.now : values.now.toISOString();
        return values[p.ref];
      }),
    });

  const session = columnsOf(plan.session, {
    userId: column('"users"."id"'),
    userActive: column('"users"."active"'),
    companyId: column('"companies"."id"'),
    companyActive: column('"companies"."active"'),
  });
  const lastOf = (statements: CapturedStatement[]) => statements[statements.length - 1]!;
  const routes = Object.fromEntries(
    Object.entries(plan.routes).map(([url, route]) => {
      // An answer from the session lookup alone reads its columns from that statement's row.
      const last = route.statements.length > 0 ? lastOf(route.statements) : plan.session;
      const c = (name: string) => column(`"customers"."${name}"`);
      const k = (name: string) => column(`"contracts"."${name}"`);
      const positions =
        route.kind === 'customers'
          ? columnsOf(last, {
              id: c('id'),
              number: c('number'),
              gender: c('gender'),
              firstName: c('first_name'),
              lastName: c('last_name'),
              customerType: c('customer_type'),
              companyName: c('company_name'),
              email: c('email'),
              phone: c('phone'),
              street: c('street'),
              streetNumber: c('street_number'),
              zipCode: c('zip_code'),
              city: c('city'),
              country: c('country'),
              origin: c('origin'),
              createdAt: c('created_at'),
              updatedAt: c('updated_at'),
              createdById: column('"users"."id"'),
              createdByFirstName: column('"users"."first_name"'),
              createdByLastName: column('"users"."last_name"'),
              total: startsWith('(select count(*)'),
            })
          : route.kind === 'contracts'
            ? columnsOf(last, {
                id: k('id'),
                number: k('number'),
                status: k('status'),
                origin: k('origin'),
                relocationStartAt: k('relocation_start_at'),
                currency: k('currency'),
                grossLow: k('gross_low'),
                grossHigh: k('gross_high'),
                offerValidUntil: k('offer_valid_until'),
                acceptedAt: k('accepted_at'),
                archivedAt: k('archived_at'),
                createdAt: k('created_at'),
                customerId: c('id'),
                customerNumber: c('number'),
                customerName: startsWith('case when "customers"."customer_type"'),
                customerEmail: c('email'),
                customerGender: c('gender'),
                customStatusId: column('"contract_statuses"."id"'),
                customStatusName: column('"contract_statuses"."name"'),
                customStatusColor: column('"contract_statuses"."color"'),
                moveOutCity: k('move_out_city'),
                moveInCity: k('move_in_city'),
                total: startsWith('(select count(*)'),
              })
            : columnsOf(last, {
                id: column('"users"."id"'),
                firstName: column('"users"."first_name"'),
                lastName: column('"users"."last_name"'),
                email: column('"users"."email"'),
                phone: column('"users"."phone"'),
                role: column('"users"."role"'),
                username: column('"users"."username"'),
                companyId: column('"companies"."id"'),
                companyName: column('"companies"."name"'),
                companyActive: column('"companies"."active"'),
                currency: column('"companies"."currency"'),
                timeZone: column('"companies"."time_zone"'),
              });
      return [url, { ...route, positions: positions as Record<string, number> }];
    }),
  );

  const app = Fastify({ logger: false });
  const unauthenticated = { error: 'error_unauthenticated' };

  app.get('/api/*', async (request, reply) => {
    const route = routes[request.url];
    if (!route) return reply.code(404).send({ error: 'error_resource_not_found' });
    const token = /(?:^|;\s*)x-auth=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
    if (!token) return reply.code(401).send(unauthenticated);
    const now = new Date();
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const found = (await run(plan.session, { tokenHash, now, companyId: '', userId: '' })).rows[0];
    if (!found?.[session.userId] || !found[session.companyId]) {
      return reply.code(401).send(unauthenticated);
    }
    if (!found[session.companyActive] || !found[session.userActive]) {
      return reply.code(423).send({ error: 'error_user_inactive' });
    }
    const values = {
      tokenHash,
      now,
      companyId: found[session.companyId] as string,
      userId: found[session.userId] as string,
    };
    let rows: unknown[][] = [found];
    for (const statement of route.statements) rows = (await run(statement, values)).rows;
    const p = route.positions;
    const query = request.query as { page?: string; pageSize?: string };
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.pageSize ?? 25);

    if (route.kind === 'auth') {
      const r = rows[0];
      if (!r) return reply.code(401).send(unauthenticated);
      return {
        userInfo: {
          _id: r[p.id!],
          kind: 'user',
          firstName: r[p.firstName!],
          lastName: r[p.lastName!],
          email: r[p.email!],
          phone: r[p.phone!],
          role: r[p.role!],
          username: r[p.username!],
          company: {
            _id: r[p.companyId!],
            name: r[p.companyName!],
            active: r[p.companyActive!],
            currency: r[p.currency!],
            timeZone: r[p.timeZone!],
          },
        },
        accessToken: token,
      };
    }
    const total = rows[0] ? Number(rows[0][p.total!]) : 0;
    if (route.kind === 'customers') {
      return {
        items: rows.map((r) => ({
          _id: r[p.id!],
          number: r[p.number!],
          gender: r[p.gender!],
          firstName: r[p.firstName!],
          lastName: r[p.lastName!],
          customerType: r[p.customerType!],
          companyName: r[p.companyName!],
          email: r[p.email!],
          phone: r[p.phone!],
          street: r[p.street!],
          streetNumber: r[p.streetNumber!],
          zipCode: r[p.zipCode!],
          city: r[p.city!],
          country: r[p.country!],
          origin: r[p.origin!],
          createdBy: r[p.createdById!]
            ? { _id: r[p.createdById!], name: `${r[p.createdByFirstName!]} ${r[p.createdByLastName!]}` }
            : null,
          createdAt: iso(r[p.createdAt!] as Date),
          updatedAt: iso(r[p.updatedAt!] as Date),
        })),
        total,
        page,
        pageSize,
      };
    }
    return {
      items: rows.map((r) => {
        const offerValidUntil = r[p.offerValidUntil!] as Date | null;
        return {
          _id: r[p.id!],
          number: r[p.number!],
          status: r[p.status!],
          origin: r[p.origin!],
          customStatus: r[p.customStatusId!]
            ? { _id: r[p.customStatusId!], name: r[p.customStatusName!], color: r[p.customStatusColor!] }
            : null,
          customer: {
            _id: r[p.customerId!],
            number: r[p.customerNumber!],
            name: r[p.customerName!],
            email: r[p.customerEmail!],
            gender: r[p.customerGender!],
          },
          relocationStartAt: iso(r[p.relocationStartAt!] as Date | null),
          archived: r[p.archivedAt!] !== null,
          acceptedAt: iso(r[p.acceptedAt!] as Date | null),
          currency: r[p.currency!],
          createdAt: iso(r[p.createdAt!] as Date),
          moveOutCity: r[p.moveOutCity!],
          moveInCity: r[p.moveInCity!],
          grossLow: r[p.grossLow!],
          grossHigh: r[p.grossHigh!],
          overdue: r[p.status!] === 'PENDING' && offerValidUntil !== null && offerValidUntil < now,
        };
      }),
      total,
      page,
      pageSize,
    };
  });

  const close = async () => {
    await app.close().catch(() => undefined);
    await Promise.all([pool.end(), listPool.end()]).catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGTERM', () => void close());
  process.once('SIGINT', () => void close());
  // The bench that started this process is gone (or let go of it): stop too.
  process.once('disconnect', () => void close());

  app.listen({ port: 0, host: '127.0.0.1' }).then(
    () => {
      const address = app.server.address();
      process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

if (import.meta.main) main();
