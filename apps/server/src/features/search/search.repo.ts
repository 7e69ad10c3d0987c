import { SEARCH_GROUP_LIMIT, type SearchKind } from '@maxer/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';

/**
 * What one search looks for: `text`, a "contains" search through the trigram indexes of migration
 * 0024 (customers.search_text, contracts.search_text; null when the term has no three letters or
 * digits in a row, which a trigram index cannot narrow down); `number`, an exact customer, job or
 * invoice number.
 */
export interface SearchTerms {
  text: string | null;
  number: number | null;
}

export interface SearchRow {
  kind: SearchKind;
  id: string;
  title: string;
  detail: string | null;
  number: number | null;
  contract_id: string | null;
}

// The same text as the trigram indexes are built on, or the planner cannot use them.
const customerName = sql.raw(
  `case when cu.customer_type = 'COMPANY' and cu.company_name is not null then cu.company_name ` +
    `else trim(coalesce(cu.first_name, '') || ' ' || cu.last_name) end`,
);

/** The customers of the company whose text matches, read once for customers, jobs and invoices. */
const MATCHED_CUSTOMERS = 200;

/**
 * One statement for the company's search: the matched customers once (trigram index, then the
 * company), then per kind the first few matches joined to what the results show. Numbers go through
 * the (company, number) unique keys. Every subquery is bounded by a LIMIT.
 */
export async function searchCompany(db: Db, companyId: string, terms: SearchTerms): Promise<SearchRow[]> {
  const limit = sql.raw(String(SEARCH_GROUP_LIMIT));
  const contains = terms.text === null ? null : containsPattern(terms.text.toLowerCase());
  const n = terms.number;
  const none = sql`select null::uuid as id, 9 as rank, null::text as sort where false`;
  const either = (parts: (SQL | null)[]) => {
    const present = parts.filter((part): part is SQL => part !== null);
    return present.length === 0 ? none : sql.join(present, sql` union all `);
  };
  const customers = either([
    n === null
      ? null
      : sql`select cu.id, 0 as rank, '' as sort from customers cu where cu.company_id = ${companyId} and cu.number = ${n}`,
    contains === null ? null : sql`select mc.id, 1 as rank, mc.sort from matched mc`,
  ]);
  const contracts = either([
    n === null
      ? null
      : sql`select c.id, 0 as rank, '' as sort from contracts c where c.company_id = ${companyId} and c.number = ${n}`,
    contains === null
      ? null
      : sql`(select c.id, 1 as rank, lpad((1000000000 - c.number)::text, 10, '0') as sort from matched mc
          join contracts c on c.company_id = ${companyId} and c.customer_id = mc.id
          order by c.number desc limit ${limit})`,
    contains === null
      ? null
      : sql`(select c.id, 2 as rank, lpad((1000000000 - c.number)::text, 10, '0') as sort from contracts c
          where c.company_id = ${companyId} and c.search_text like ${contains}
          order by c.number desc limit ${limit})`,
  ]);
  const invoices = either([
    n === null
      ? null
      : sql`select i.id, 0 as rank, '' as sort from invoices i where i.company_id = ${companyId} and i.number = ${n}`,
    contains === null
      ? null
      : sql`(select i.id, 1 as rank, lpad((1000000000 - i.number)::text, 10, '0') as sort from matched mc
          join invoices i on i.company_id = ${companyId} and i.customer_id = mc.id
          order by i.number desc limit ${limit})`,
  ]);
  const offers = either([
    n === null
      ? null
      : sql`(select o.id, 0 as rank, lpad((4000000000 - extract(epoch from o.created_at)::bigint)::text, 10, '0') as sort from contracts c
          join offers o on o.company_id = c.company_id and o.contract_id = c.id
          where c.company_id = ${companyId} and c.number = ${n}
          order by o.created_at desc limit ${limit})`,
    contains === null
      ? null
      : sql`(select o.id, 1 as rank, lpad((4000000000 - extract(epoch from o.created_at)::bigint)::text, 10, '0') as sort from offers o
          where o.company_id = ${companyId} and lower(o.recipient) like ${contains}
          order by o.created_at desc limit ${limit})`,
  ]);
  const matched =
    contains === null
      ? sql`matched as (select null::uuid as id, null::text as sort where false)`
      : sql`matched as materialized (select cu.id, lower(cu.last_name) as sort from customers cu
          where cu.company_id = ${companyId} and cu.search_text like ${contains} limit ${sql.raw(String(MATCHED_CUSTOMERS))})`;
  // Each kind: its best match per record (rank, then sort), the first few of them.
  const first = (found: SQL) => sql`(select id, min(rank) as rank, min(sort) as sort from (${found}) f
    where id is not null group by id order by min(rank), min(sort), id limit ${limit})`;
  const result = await db.execute(sql`
    with ${matched},
    m_customers as ${first(customers)},
    m_contracts as ${first(contracts)},
    m_invoices as ${first(invoices)},
    m_offers as ${first(offers)}
    select * from (
      (select 'customers' as kind, cu.id, ${customerName} as title,
          nullif(concat_ws(' · ', case when cu.customer_type = 'COMPANY' then null else cu.company_name end, cu.email, cu.city), '') as detail,
          cu.number, null::uuid as contract_id, 1 as k, m.rank, m.sort
        from m_customers m join customers cu on cu.company_id = ${companyId} and cu.id = m.id)
      union all
      (select 'contracts', c.id, ${customerName}, nullif(concat_ws(' → ', c.move_out_city, c.move_in_city), ''),
          c.number, c.id, 2, m.rank, m.sort
        from m_contracts m join contracts c on c.company_id = ${companyId} and c.id = m.id
        join customers cu on cu.company_id = c.company_id and cu.id = c.customer_id)
      union all
      (select 'invoices', i.id, ${customerName}, i.date::text, i.number, i.contract_id, 3, m.rank, m.sort
        from m_invoices m join invoices i on i.company_id = ${companyId} and i.id = m.id
        join customers cu on cu.company_id = i.company_id and cu.id = i.customer_id)
      union all
      (select 'offers', o.id, o.recipient, ${customerName}, c.number, c.id, 4, m.rank, m.sort
        from m_offers m join offers o on o.company_id = ${companyId} and o.id = m.id
        join contracts c on c.company_id = o.company_id and c.id = o.contract_id
        join customers cu on cu.company_id = c.company_id and cu.id = c.customer_id)
    ) found order by k, rank, sort, id`);
  return rowsOf<SearchRow>(result);
}
