import { ADMIN_SEARCH_COUNT_CAP, ADMIN_SEARCH_GROUP_LIMIT, type AdminSearchKind } from '@maxer/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { containsPattern, escapeLike } from '../../db/like.ts';

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
}

// The expressions the trigram indexes of migration 0024 are built on: the same text, or the planner
// cannot use them.
const companyText = sql.raw(`lower(co.name || E'\\n' || coalesce(co.city, ''))`);
const userText = sql.raw(`lower(u.first_name || ' ' || u.last_name || E'\\n' || u.email)`);
const customerName = sql.raw(
  `case when cu.customer_type = 'COMPANY' and cu.company_name is not null then cu.company_name ` +
    `else trim(coalesce(cu.first_name, '') || ' ' || cu.last_name) end`,
);

/** Each kind's matching ids (rank 0: the number, 1: the text), at most one past the count cap. */
function matchBranches(kind: AdminSearchKind, terms: SearchTerms): SQL[] {
  const contains = terms.text === null ? null : containsPattern(terms.text);
  const prefix = terms.prefix === null ? null : `${escapeLike(terms.prefix)}%`;
  const n = terms.number;
  const branches: SQL[] = [];
  switch (kind) {
    case 'companies':
      if (contains !== null) branches.push(sql`select co.id, 1 as rank from companies co where ${companyText} like lower(${contains})`);
      if (prefix !== null)
        branches.push(sql`select co.id, 1 as rank from companies co
          where lower(co.name) like lower(${prefix}) or lower(coalesce(co.city, '')) like lower(${prefix})`);
      break;
    case 'users':
      if (contains !== null) branches.push(sql`select u.id, 1 as rank from users u where ${userText} like lower(${contains})`);
      if (prefix !== null)
        branches.push(sql`select u.id, 1 as rank from users u
          where lower(u.first_name) like lower(${prefix}) or lower(u.last_name) like lower(${prefix})
            or u.email like lower(${prefix})`);
      break;
    case 'customers':
      if (n !== null) branches.push(sql`select cu.id, 0 as rank from customers cu where cu.number = ${n}`);
      if (contains !== null)
        branches.push(sql`select cu.id, 1 as rank from customers cu where cu.search_text like lower(${contains})`);
      break;
    case 'contracts':
      if (n !== null) branches.push(sql`select c.id, 0 as rank from contracts c where c.number = ${n}`);
      if (contains !== null)
        branches.push(sql`select c.id, 1 as rank from customers cu
          join contracts c on c.company_id = cu.company_id and c.customer_id = cu.id
          where cu.search_text like lower(${contains})`);
      break;
    case 'offers':
      if (n !== null)
        branches.push(sql`select o.id, 0 as rank from contracts c
          join offers o on o.company_id = c.company_id and o.contract_id = c.id
          where c.number = ${n}`);
      if (contains !== null)
        branches.push(sql`select o.id, 1 as rank from offers o where lower(o.recipient) like lower(${contains})`);
      break;
    case 'invoices':
      if (n !== null) branches.push(sql`select i.id, 0 as rank from invoices i where i.number = ${n}`);
      if (contains !== null)
        branches.push(sql`select i.id, 1 as rank from customers cu
          join invoices i on i.company_id = cu.company_id and i.customer_id = cu.id
          where cu.search_text like lower(${contains})`);
      break;
  }
  return branches;
}

/** The shown columns of a kind's matched rows `m` (id, rank), joined to their records. */
function shown(kind: AdminSearchKind): SQL {
  switch (kind) {
    case 'companies':
      return sql`select co.id, co.id as company_id, co.name as company_name, co.name as title,
          co.city as detail, null::int as number, m.rank, lower(co.name) as sort
        from m_companies m join companies co on co.id = m.id`;
    case 'users':
      return sql`select u.id, co.id, co.name, u.first_name || ' ' || u.last_name, u.email, null::int,
          m.rank, lower(u.last_name || ' ' || u.first_name)
        from m_users m join users u on u.id = m.id join companies co on co.id = u.company_id`;
    case 'customers':
      return sql`select cu.id, co.id, co.name, ${customerName},
          nullif(concat_ws(' · ', case when cu.customer_type = 'COMPANY' then null else cu.company_name end, cu.email, cu.city), ''),
          cu.number, m.rank, lower(cu.last_name)
        from m_customers m join customers cu on cu.id = m.id join companies co on co.id = cu.company_id`;
    case 'contracts':
      return sql`select c.id, co.id, co.name, ${customerName},
          nullif(concat_ws(' → ', c.move_out_city, c.move_in_city), ''), c.number, m.rank, lpad(c.number::text, 10, '0')
        from m_contracts m join contracts c on c.id = m.id
        join customers cu on cu.company_id = c.company_id and cu.id = c.customer_id
        join companies co on co.id = c.company_id`;
    case 'offers':
      return sql`select o.id, co.id, co.name, o.recipient, ${customerName}, c.number, m.rank,
          to_char(o.created_at at time zone 'UTC', 'YYYYMMDDHH24MISS')
        from m_offers m join offers o on o.id = m.id
        join contracts c on c.company_id = o.company_id and c.id = o.contract_id
        join customers cu on cu.company_id = c.company_id and cu.id = c.customer_id
        join companies co on co.id = o.company_id`;
    case 'invoices':
      return sql`select i.id, co.id, co.name, ${customerName}, i.date::text, i.number, m.rank,
          lpad(i.number::text, 10, '0')
        from m_invoices m join invoices i on i.id = m.id
        join customers cu on cu.company_id = i.company_id and cu.id = i.customer_id
        join companies co on co.id = i.company_id`;
  }
}

/**
 * One statement for the whole search: per kind, the matching ids (each way of matching bounded by a
 * LIMIT, so a common term stops early instead of counting thousands of rows), then the first few of
 * them with their company, and how many matched (up to the cap). Every way of matching reads an index:
 * the trigram GIN indexes for text, the number indexes for numbers, small tables (companies, users)
 * for a prefix. Null when the terms look for nothing.
 */
export function searchStatement(kinds: readonly AdminSearchKind[], terms: SearchTerms): SQL | null {
  const bound = ADMIN_SEARCH_COUNT_CAP + 1;
  const ctes: SQL[] = [];
  const selects: SQL[] = [];
  for (const kind of kinds) {
    const branches = matchBranches(kind, terms);
    if (branches.length === 0) continue;
    const union = sql.join(
      branches.map((branch) => sql`(${branch} limit ${bound})`),
      sql` union all `,
    );
    ctes.push(
      sql`${sql.raw(`m_${kind}`)} as materialized (select id, min(rank) as rank from (${union}) b group by id limit ${bound})`,
    );
    selects.push(sql`(select ${kind}::text as kind, s.*, (select count(*) from ${sql.raw(`m_${kind}`)})::int as matches
      from (${shown(kind)}) as s(id, company_id, company_name, title, detail, number, rank, sort)
      order by s.rank, s.sort, s.id limit ${ADMIN_SEARCH_GROUP_LIMIT})`);
  }
  if (selects.length === 0) return null;
  return sql`with ${sql.join(ctes, sql`, `)}
    select kind, id, company_id, company_name, title, detail, number, matches
    from (${sql.join(selects, sql` union all `)}) as found`;
}

export async function searchEverything(
  db: Db,
  kinds: readonly AdminSearchKind[],
  terms: SearchTerms,
): Promise<SearchRow[]> {
  const statement = searchStatement(kinds, terms);
  return statement ? rowsOf<SearchRow>(await db.execute(statement)) : [];
}
