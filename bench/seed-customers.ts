// Set-based seeding shared by the list benches: companies, one OWNER each and realistic Swiss customers,
// one INSERT … SELECT per company instead of thousands of API calls.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { companies, users } from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/platform/auth/password.ts';

/** Every seeded owner's password. */
export const PASSWORD = 'maxer-bench-password';

// Realistic Swiss data, indexed by hashes of (company, row) inside the INSERT … SELECT.

// biome-ignore format: a list of names
const LAST_NAMES = [
  'Müller', 'Meier', 'Schmid', 'Keller', 'Weber', 'Huber', 'Schneider', 'Meyer', 'Steiner', 'Fischer',
  'Gerber', 'Brunner', 'Baumann', 'Frei', 'Zimmermann', 'Moser', 'Widmer', 'Wyss', 'Graf', 'Roth',
  'Suter', 'Baumgartner', 'Bachmann', 'Studer', 'Bühler', 'Hofmann', 'Kaufmann', 'Lehmann', 'Marti',
  'Bucher', 'Egli', 'Kälin', 'Hess', 'Berger', 'Wenger', 'Schwarz', 'Vogel', 'Lüthi', 'Zürcher',
  'Arnold', 'Ammann', 'Sutter', 'Koch', 'Hug', 'Bernasconi', 'Bernet', 'Rossi', 'Ferrari', 'Bianchi',
  'Colombo', 'Fontana', 'Favre', 'Rochat', 'Bonvin', 'Morel', 'Perrin', 'Girard', 'Pellet', 'Dubois',
  'Mathys', 'Nussbaumer', 'Stucki', 'Gasser', 'Imhof', 'Aebischer', 'Tschopp', 'Wüthrich', 'Bieri',
  'Zbinden', 'Kunz', 'Schärer', 'Christen', 'Fuchs', 'Kohler', 'Ritter', 'Jäggi', 'Kuhn', 'Lüscher',
  'Schüpbach', 'Rüegg',
];
// biome-ignore format: a list of names
const FEMALE_NAMES = [
  'Anna', 'Maria', 'Sandra', 'Ursula', 'Ruth', 'Elisabeth', 'Monika', 'Daniela', 'Nicole', 'Barbara',
  'Andrea', 'Claudia', 'Sarah', 'Laura', 'Julia', 'Lea', 'Mia', 'Emma', 'Sophie', 'Chantal', 'Nathalie',
  'Isabelle', 'Francesca', 'Giulia', 'Martina', 'Simone', 'Brigitte', 'Verena', 'Franziska', 'Céline',
];
// biome-ignore format: a list of names
const MALE_NAMES = [
  'Daniel', 'Peter', 'Thomas', 'Hans', 'Christian', 'Martin', 'Andreas', 'Marco', 'Markus', 'Stefan',
  'Michael', 'Urs', 'Beat', 'Bruno', 'Reto', 'Lukas', 'David', 'Patrick', 'Simon', 'Luca', 'Noah',
  'Jonas', 'Pascal', 'Jean', 'Pierre', 'Nicolas', 'Giuseppe', 'Matteo', 'Bernhard', 'Rolf',
];
/** Zip code and city; the large cities several times, with different zip codes. */
// biome-ignore format: a list of places
const PLACES = [
  '8001 Zürich', '8003 Zürich', '8004 Zürich', '8006 Zürich', '8032 Zürich', '8037 Zürich',
  '8045 Zürich', '8050 Zürich', '8055 Zürich', '1201 Genève', '1205 Genève', '1207 Genève',
  '4051 Basel', '4055 Basel', '4058 Basel', '3007 Bern', '3011 Bern', '3013 Bern', '3014 Bern',
  '1003 Lausanne', '1004 Lausanne', '1007 Lausanne', '8400 Winterthur', '8408 Winterthur',
  '6003 Luzern', '6005 Luzern', '9000 St. Gallen', '6900 Lugano', '2502 Biel/Bienne', '3600 Thun',
  '3098 Köniz', '2300 La Chaux-de-Fonds', '1700 Fribourg', '8200 Schaffhausen', '7000 Chur',
  '8610 Uster', '1950 Sion', '2000 Neuchâtel', '6300 Zug', '5000 Aarau', '5400 Baden', '4600 Olten',
  '4500 Solothurn', '8500 Frauenfeld', '9500 Wil', '8640 Rapperswil', '6020 Emmenbrücke',
  '6010 Kriens', '1400 Yverdon-les-Bains', '1820 Montreux', '6500 Bellinzona', '8820 Wädenswil',
  '8600 Dübendorf', '8953 Dietikon', '3400 Burgdorf', '4900 Langenthal', '4410 Liestal', '4125 Riehen',
];
// biome-ignore format: a list of streets
const STREETS = [
  'Bahnhofstrasse', 'Hauptstrasse', 'Dorfstrasse', 'Kirchgasse', 'Seestrasse', 'Schulstrasse',
  'Industriestrasse', 'Gartenstrasse', 'Rosenweg', 'Birkenweg', 'Poststrasse', 'Bernstrasse',
  'Zürcherstrasse', 'Lindenstrasse', 'Mattenweg', 'Feldstrasse', 'Oberdorfstrasse', 'Sonnenbergstrasse',
  'Rue de la Gare', 'Avenue de la Gare', 'Rue du Lac', 'Chemin des Vignes', 'Via Cantonale',
  'Via San Gottardo',
];
const COMPANY_SUFFIXES = [
  'AG',
  'GmbH',
  'Treuhand AG',
  'Immobilien AG',
  'Architekten GmbH',
  'Holzbau AG',
  'Sàrl',
  'SA',
];
const MAIL_DOMAINS = [
  'bluewin.ch',
  'gmail.com',
  'gmx.ch',
  'hotmail.com',
  'sunrise.ch',
  'outlook.com',
  'hispeed.ch',
];
const ORIGINS = ['Website', 'Empfehlung', 'Google', 'Telefon', 'Stammkunde'];

/** A constant text[] for the seeding SQL (the names are ours, quotes doubled all the same). */
function textArray(values: readonly string[]): SQL {
  return sql.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]::text[]`);
}

/** `array[…][1 + hash % length]`: one element, picked by the row's hash number `h`. */
function pick(values: readonly string[], h: string): SQL {
  return sql`(${textArray(values)})[1 + ${sql.raw(h)} % ${sql.raw(String(values.length))}]`;
}

/** Accented letters out of e-mail addresses. */
const ascii = (expression: SQL) => sql`lower(translate(${expression}, 'ÄÖÜäöüéèêàâçëï ', 'AOUaoueeeaaceei'))`;

/**
 * `count` customers of one company, numbered from its customer number start, created by its owner over
 * the last ~2 years; 85 % people (half women, half men), 15 % companies with a contact person.
 */
function insertCustomers(company: { id: string; k: number; start: number; ownerId: string }, count: number) {
  const lastName = pick(LAST_NAMES, 'h1');
  const place = pick(PLACES, 'h4');
  return sql`
    insert into customers (id, company_id, number, gender, first_name, last_name, customer_type, company_name,
      email, phone, street, street_number, zip_code, city, country, origin, created_by_user_id,
      created_at, updated_at)
    select gen_random_uuid(), ${company.id}::uuid, ${company.start}::int + g.n - 1,
      case when h2 % 2 = 0 then 'FEMALE' else 'MALE' end,
      first_name, last_name,
      case when is_company then 'COMPANY' else 'PERSON' end,
      case when is_company then last_name || ' ' || ${pick(COMPANY_SUFFIXES, 'h5')} end,
      case when h6 % 10 < 8 then
        case when is_company then 'info@' || ${ascii(sql`last_name`)} || '-' || (h5 % 90 + 10) || '.ch'
        else ${ascii(sql`first_name || '.' || last_name`)} || case when h6 % 3 = 0 then (h6 % 90 + 10)::text
          else '' end || '@' || ${pick(MAIL_DOMAINS, 'h7')} end
      end,
      case when h7 % 10 < 9 then
        case when is_company then '+41 ' || (21 + h7 % 70) || ' ' else '+41 7' || (5 + h7 % 5) || ' ' end
        || lpad((h3 % 1000)::text, 3, '0') || ' ' || lpad((h5 % 100)::text, 2, '0') || ' '
        || lpad((h6 % 100)::text, 2, '0')
      end,
      ${pick(STREETS, 'h3')}, (1 + h5 % 120)::text,
      split_part(place, ' ', 1), substr(place, 6), 'CH',
      case when h8 % 5 < 4 then ${pick(ORIGINS, 'h8')} end,
      ${company.ownerId}::uuid,
      now() - (${count}::int - g.n) * interval '8 hours', now() - (${count}::int - g.n) * interval '8 hours'
    from generate_series(1, ${count}::int) as g(n)
    cross join lateral (
      select h1, h2, h3, h4, h5, h6, h7, h8, h2 % 100 < 15 as is_company,
        ${lastName} as last_name, ${place} as place,
        case when h2 % 2 = 0 then ${pick(FEMALE_NAMES, 'h3')} else ${pick(MALE_NAMES, 'h3')} end as first_name
      from (select
        ${hash(company.k, 1)} as h1, ${hash(company.k, 2)} as h2, ${hash(company.k, 3)} as h3,
        ${hash(company.k, 4)} as h4, ${hash(company.k, 5)} as h5, ${hash(company.k, 6)} as h6,
        ${hash(company.k, 7)} as h7, ${hash(company.k, 8)} as h8) as hashes
    ) as r`;
}

/** A non-negative pseudo-random number per (company, row, salt), the same on every run. */
function hash(k: number, salt: number): SQL {
  return sql.raw(`(hashtext(${k} || ':' || g.n || ':${salt}')::bigint + 2147483648)`);
}

/** 100 companies, one OWNER each (one password hash for all), 2,000 customers each, counters set. */
export async function seed(db: Db, companyCount: number, customersPerCompany: number) {
  const passwordHash = await hashPassword(PASSWORD);
  const seeded = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(companies)
      .values(
        Array.from({ length: companyCount }, (_, i) => ({
          name: `Bench Umzüge ${String(i + 1).padStart(3, '0')} AG`,
          // Some companies start at 1, others at 1000, 2000, …: numbers must follow each one's start.
          customerNumberStart: i % 3 === 0 ? 1 : 1000 * (1 + (i % 10)),
        })),
      )
      .returning({ id: companies.id, start: companies.customerNumberStart });
    const owners = await tx
      .insert(users)
      .values(
        rows.map((company, i) => ({
          companyId: company.id,
          firstName: 'Olivia',
          lastName: `Inhaberin ${i + 1}`,
          email: ownerEmail(i),
          username: 'owner',
          role: 'OWNER' as const,
          passwordHash,
        })),
      )
      .returning({ id: users.id });
    for (const [k, company] of rows.entries()) {
      await tx.execute(
        insertCustomers(
          { id: company.id, k, start: company.start, ownerId: owners[k]!.id },
          customersPerCompany,
        ),
      );
    }
    await tx.execute(sql`
      insert into company_counters (company_id, name, next_value)
      select id, 'customer', customer_number_start + ${customersPerCompany}::int from companies`);
    return rows;
  });
  // What autovacuum would have done by the time a real database holds this much: planner statistics
  // and the visibility map (index-only scans for the counts).
  await db.execute(sql`vacuum analyze`);
  return seeded;
}

export const ownerEmail = (i: number) => `owner-${String(i + 1).padStart(3, '0')}@bench.maxer.example`;
