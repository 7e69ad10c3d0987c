import { ADMIN_SEARCH_COUNT_CAP, ADMIN_SEARCH_GROUP_LIMIT, type AdminSearchKind } from '@maxer/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern, escapeLike } from '../../db/like.ts';
import { preparedFor } from '../../db/prepared.ts';

/**
 * What one search looks for. `text`: a "contains" search through the trigram indexes (at least three
 * letters or digits in a row, else a trigram index cannot narrow it down); `prefix`: the start of
 * company and user names (short terms; those tables are small); `number`: an exact customer,
 * contract or invoice number.
 */
export interface SearchTerms {
  text: string | null;
  prefix: string | null;
  number: number | null;
}

export interface SearchRow {
  kind: AdminSearchKind;
  id: string;
  company_id: string;
  company_name: string;
  title: string;
  detail: string | null;
  number: number | null;
  /** Matches of the kind, counted up to one past the cap. */
  matches: number;
  /** Found through the matched customers, and those were cut off: there may be more. */
  cut: boolean;
}

// The expressions the trigram indexes of migration 0024 are built on: the same text, or the planner
// cannot use them.
const companyText = sql.raw(`lower(co.name || E'\\n' || coalesce(co.city, ''))`);
const userText = sql.raw(`lower(u.first_name || ' ' || u.last_name || E'\\n' || u.email)`);
const customerName = sql.raw(
  `case when cu.customer_type = 'COMPANY' and cu.company_name is not null then cu.company_name ` +
    `else trim(coalesce(cu.first_name, '') || ' ' || cu.last_name) end`,
);

/**
 * The customers whose text matches, read once for the customers, contracts and invoices: at most
 * this many (a common term matches thousands; contracts and invoices are looked for among these).
 */
const MATCHED_CUSTOMERS = 500;

/**
 * Each kind's matches as (id, rank, sort): rank 0 for the number, 1 for the text; `sort` orders the
 * results within a rank (names alphabetically, numbers and offers newest first), read from the row
 * the match reads anyway. Each way of matching stops after one match more than the count cap.
 */
function matchBranches(kind: AdminSearchKind, shape: SearchShape): SQL[] {
  const bound = sql.raw(String(ADMIN_SEARCH_COUNT_CAP + 1));
  const contains = shape.text ? sql.placeholder('contains') : null;
  const prefix = shape.prefix ? sql.placeholder('prefix') : null;
  const n = shape.number ? sql.placeholder('number') : null;
  const branches: SQL[] = [];
  switch (kind) {
    case 'companies':
      if (contains !== null)
        branches.push(sql`select co.id, 1 as rank, lower(co.name) as sort from companies co
          where ${companyText} like lower(${contains})`);
      if (prefix !== null)
        branches.push(sql`select co.id, 1 as rank, lower(co.name) as sort from companies co
          where lower(co.name) like lower(${prefix}) or lower(coalesce(co.city, '')) like lower(${prefix})`);
      break;
    case 'users':
      if (contains !== null)
        branches.push(sql`select u.id, 1 as rank, lower(u.last_name || ' ' || u.first_name) as sort from users u
          where ${userText} like lower(${contains})`);
      if (prefix !== null)
        branches.push(sql`select u.id, 1 as rank, lower(u.last_name || ' ' || u.first_name) as sort from users u
          where lower(u.first_name) like lower(${prefix}) or lower(u.last_name) like lower(${prefix})
            or u.email like lower(${prefix})`);
      break;
    case 'customers':
      if (n !== null)
        branches.push(
          sql`select cu.id, 0 as rank, lower(cu.last_name) as sort from customers cu where cu.number = ${n}`,
        );
      if (contains !== null) branches.push(sql`select mc.id, 1 as rank, mc.sort from matched_customers mc`);
      break;
    case 'contracts':
      if (n !== null)
        branches.push(sql`select c.id, 0 as rank, -c.number as sort from contracts c where c.number = ${n}`);
      // LATERAL with a LIMIT (so it stays a nested loop): each matched customer's contracts through
      // contracts_customer_idx, its invoices through invoices_company_customer_idx.
      if (contains !== null)
        branches.push(sql`select x.id, 1 as rank, x.sort from matched_customers mc
          cross join lateral (select c.id, -c.number as sort from contracts c
            where c.company_id = mc.company_id and c.customer_id = mc.id limit ${bound}) x`);
      break;
    case 'offers':
      if (n !== null)
        branches.push(sql`select o.id, 0 as rank, -extract(epoch from o.created_at) as sort from contracts c
          join offers o on o.company_id = c.company_id and o.contract_id = c.id
          where c.number = ${n}`);
      if (contains !== null)
        branches.push(sql`select o.id, 1 as rank, -extract(epoch from o.created_at) as sort from offers o
          where lower(o.recipient) like lower(${contains})`);
      break;
    case 'invoices':
      if (n !== null)
        branches.push(sql`select i.id, 0 as rank, -i.number as sort from invoices i where i.number = ${n}`);
      if (contains !== null)
        branches.push(sql`select x.id, 1 as rank, x.sort from matched_customers mc
          cross join lateral (select i.id, -i.number as sort from invoices i
            where i.company_id = mc.company_id and i.customer_id = mc.id limit ${bound}) x`);
      break;
  }
  return branches;
}

/** Kinds found through the matched customers: their counts are "at least" when those were cut off. */
const THROUGH_CUSTOMERS: readonly AdminSearchKind[] = ['customers', 'contracts', 'invoices'];

/** The shown columns of a kind's first matches `m` (id, rank, sort), joined to their records. */
function shown(kind: AdminSearchKind): SQL {
  switch (kind) {
    case 'companies':
      return sql`select co.id, co.id, co.name, co.name, co.city, null::int, m.rank, m.sort::text
        from m join companies co on co.id = m.id`;
    case 'users':
      return sql`select u.id, co.id, co.name, u.first_name || ' ' || u.last_name, u.email, null::int, m.rank, m.sort::text
        from m join users u on u.id = m.id join companies co on co.id = u.company_id`;
    case 'customers':
      return sql`select cu.id, co.id, co.name, ${customerName},
          nullif(concat_ws(' · ', case when cu.customer_type = 'COMPANY' then null else cu.company_name end, cu.email, cu.city), ''),
          cu.number, m.rank, m.sort::text
        from m join customers cu on cu.id = m.id join companies co on co.id = cu.company_id`;
    case 'contracts':
      return sql`select c.id, co.id, co.name, ${customerName},
          nullif(concat_ws(' → ', c.move_out_city, c.move_in_city), ''), c.number, m.rank, lpad((-m.sort)::text, 12, '0')
        from m join contracts c on c.id = m.id
        join customers cu on cu.company_id = c.company_id and cu.id = c.customer_id
        join companies co on co.id = c.company_id`;
    case 'offers':
      return sql`select o.id, co.id, co.name, o.recipient, ${customerName}, c.number, m.rank, m.sort::text
        from m join offers o on o.id = m.id
        join contracts c on c.company_id = o.company_id and c.id = o.contract_id
        join customers cu on cu.company_id = c.company_id and cu.id = c.customer_id
        join companies co on co.id = o.company_id`;
    case 'invoices':
      return sql`select i.id, co.id, co.name, ${customerName}, i.date::text, i.number, m.rank, lpad((-m.sort)::text, 12, '0')
        from m join invoices i on i.id = m.id
        join customers cu on cu.company_id = i.company_id and cu.id = i.customer_id
        join companies co on co.id = i.company_id`;
  }
}

/** Which ways of matching a search uses: one prepared statement per combination. */
export interface SearchShape {
  text: boolean;
  prefix: boolean;
  number: boolean;
}

export function shapeOf(terms: SearchTerms): SearchShape {
  return { text: terms.text !== null, prefix: terms.prefix !== null, number: terms.number !== null };
}

/** The values of a search's placeholders. */
export function searchValues(terms: SearchTerms) {
  return {
    contains: terms.text === null ? null : containsPattern(terms.text),
    prefix: terms.prefix === null ? null : `${escapeLike(terms.prefix)}%`,
    number: terms.number,
  };
}

/**
 * One statement for the whole search: per kind, the matching ids (each way of matching bounded by a
 * LIMIT, so a common term stops early instead of counting thousands of rows), then the first few of
 * them with their company, and how many matched (up to the cap). Every way of matching reads an index:
 * the trigram GIN indexes for text, the number indexes for numbers, small tables (companies, users)
 * for a prefix. The terms are placeholders (`searchValues`). Null when the shape looks for nothing.
 */
export function searchStatement(kinds: readonly AdminSearchKind[], shape: SearchShape): SQL | null {
  const bound = sql.raw(String(ADMIN_SEARCH_COUNT_CAP + 1));
  const ctes: SQL[] = [];
  const selects: SQL[] = [];
  if (shape.text) {
    ctes.push(sql`matched_customers as materialized (select cu.id, cu.company_id, lower(cu.last_name) as sort
      from customers cu where cu.search_text like lower(${sql.placeholder('contains')})
      limit ${sql.raw(String(MATCHED_CUSTOMERS))})`);
  }
  const customersCut = shape.text
    ? sql`(select count(*) from matched_customers) >= ${sql.raw(String(MATCHED_CUSTOMERS))}`
    : sql`false`;
  for (const kind of kinds) {
    const branches = matchBranches(kind, shape);
    if (branches.length === 0) continue;
    const union = sql.join(
      branches.map((branch) => sql`(${branch} limit ${bound})`),
      sql` union all `,
    );
    const matched = sql.raw(`m_${kind}`);
    ctes.push(
      sql`${matched} as materialized (select id, min(rank) as rank, min(sort) as sort from (${union}) b group by id limit ${bound})`,
    );
    // Only the first few are joined to their records; the rest are counted.
    selects.push(sql`(select ${sql.raw(`'${kind}'`)}::text as kind, s.*,
        (select count(*) from ${matched})::int as matches,
        ${THROUGH_CUSTOMERS.includes(kind) ? customersCut : sql`false`} as cut
      from (${sql`with m as (select * from ${matched} order by rank, sort, id limit ${sql.raw(String(ADMIN_SEARCH_GROUP_LIMIT))}) ${shown(kind)}`})
        as s(id, company_id, company_name, title, detail, number, rank, sort)
      order by s.rank, s.sort, s.id)`);
  }
  if (selects.length === 0) return null;
  return sql`(with ${sql.join(ctes, sql`, `)}
    select kind, id, company_id, company_name, title, detail, number, matches, cut
    from (${sql.join(selects, sql` union all `)}) as found)`;
}

/**
 * The search as a prepared statement per shape (on PostgreSQL planned once per connection,
 * generically, on the list statements' pool: planning this statement anew cost more than running it).
 */
function preparedSearch(db: Db, kinds: readonly AdminSearchKind[], shape: SearchShape) {
  const name = `admin_search_${kinds.length}_${shape.text ? 't' : ''}${shape.prefix ? 'p' : ''}${shape.number ? 'n' : ''}`;
  return preparedFor(db, name, (statementDb, statementName) => {
    const statement = searchStatement(kinds, shape);
    if (!statement) return null;
    return statementDb
      .select({
        kind: sql<AdminSearchKind>`kind`,
        id: sql<string>`id`,
        company_id: sql<string>`company_id`,
        company_name: sql<string>`company_name`,
        title: sql<string>`title`,
        detail: sql<string | null>`detail`,
        number: sql<number | null>`number`,
        matches: sql<number>`matches`,
        cut: sql<boolean>`cut`,
      })
      .from(sql`${statement} as found`)
      .prepare(statementName);
  });
}

export async function searchEverything(
  db: Db,
  kinds: readonly AdminSearchKind[],
  terms: SearchTerms,
): Promise<SearchRow[]> {
  const prepared = preparedSearch(db, kinds, shapeOf(terms));
  return prepared ? await prepared.execute(searchValues(terms)) : [];
}
