// The dispatch board of a busy week (issue 17): 300 jobs (each a move, every other one a cleaning too)
// and 300 appointments among 40 people and 12 vehicles, each job with three people and a vehicle, each
// appointment with one person, many of them booked twice. Times `GET /api/dispatch` for the week through
// the real app (authentication, the route's schemas, the service's fixed number of statements) on
// PGlite in this process; rows inserted set-based, never through the API.
//
//   npm run bench:dispatch-board -w @maxer/bench      (or: npx node bench/dispatch-board.ts)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@maxer/server/app';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { companies, packages, users } from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/platform/auth/password.ts';
import { memoryRateLimitStore } from '../apps/server/src/platform/rate-limit.ts';
import { machineLine } from './helpers.ts';

const JOBS = 300;
const APPOINTMENTS = 300;
const PEOPLE = 40;
const VEHICLES = 12;
const ROUNDS = 9;
const PASSWORD = 'bench dispatch board';
// Monday 1 March 2027, 00:00 in Zürich, to the Monday after.
const FROM = '2027-02-28T23:00:00.000Z';
const TO = '2027-03-07T23:00:00.000Z';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-bench-dispatch-'));
const database = await openPglite(dataDir);
try {
  await migrate(database);
  const { db } = database;
  const [pkg] = await db.insert(packages).values({ name: 'Bench', priceCents: 1000 }).returning();
  const [company] = await db
    .insert(companies)
    .values({ name: 'Dispo AG', packageId: pkg!.id, timeZone: 'Europe/Zurich' })
    .returning({ id: companies.id });
  const companyId = company!.id;
  const passwordHash = await hashPassword(PASSWORD);
  await db.insert(users).values(
    Array.from({ length: PEOPLE }, (_, n) => ({
      companyId,
      firstName: 'Person',
      lastName: String(n + 1).padStart(2, '0'),
      email: `person${n + 1}@dispo.example`,
      username: `person${n + 1}`,
      role: n === 0 ? ('OWNER' as const) : ('USER' as const),
      passwordHash,
    })),
  );
  await db.execute(sql`
    insert into vehicles (id, company_id, name)
    select gen_random_uuid(), ${companyId}, 'Lieferwagen ' || n from generate_series(1, ${VEHICLES}) n`);
  await db.execute(sql`
    insert into customers (id, company_id, number, customer_type, first_name, last_name, phone, country)
    select gen_random_uuid(), ${companyId}, n, 'PERSON', 'Erika', 'Muster ' || n, '+41 79 000 00 00', 'CH'
    from generate_series(1, ${JOBS}) n`);
  // Moves from Monday to Saturday between 07:00 and 13:00 UTC; every other job has a cleaning the next day.
  await db.execute(sql`
    insert into contracts (id, company_id, number, customer_id, relocation_start_at, vat_rate, currency,
                           gross_low, gross_high, details)
    select gen_random_uuid(), ${companyId}, c.number, c.id, ts, 8.1, 'CHF', 0, 0,
           jsonb_build_object('version', 1,
             'moveOut', jsonb_build_object('street', 'Kramgasse', 'streetNumber', c.number::text, 'zipCode', '3011', 'city', 'Bern', 'country', 'CH'),
             'moveIn', jsonb_build_object('street', 'Seestrasse', 'streetNumber', '5', 'zipCode', '8002', 'city', 'Zürich', 'country', 'CH'),
             'relocation', jsonb_build_object('hours', 4, 'expectedTime', 6),
             'relocationDetails', jsonb_build_object('startAt', to_char(ts at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"'),
               'workers', 4, 'vehicleIds', '[]'::jsonb, 'extraInfo', 'Klavier'),
             'cleaningDetails', case when c.number % 2 = 0 then jsonb_build_object(
               'startAt', to_char((ts + interval '1 day') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"'),
               'endAt', to_char((ts + interval '1 day 6 hours') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"'),
               'rooms', 3, 'extraInfo', null) else null end)
    from customers c,
         lateral (select timestamptz '2027-03-01 07:00:00+00' + make_interval(days => c.number % 6, hours => c.number % 7) as ts) t
    where c.company_id = ${companyId}`);
  await db.execute(sql`
    insert into appointments (id, company_id, kind, starts_at, duration_minutes, location)
    select gen_random_uuid(), ${companyId}, (array['viewing','move','cleaning','handover','other'])[1 + n % 5],
           timestamptz '2027-03-01 06:00:00+00' + make_interval(days => n % 7, mins => 30 * (n % 24)), 60,
           'Bahnhofstrasse ' || n || ', 8001 Zürich'
    from generate_series(1, ${APPOINTMENTS}) n`);
  // Crews: three people and a vehicle per move, chosen round the staff (so many are booked twice).
  await db.execute(sql`
    with people as (select id, row_number() over (order by last_name) - 1 as k from users where company_id = ${companyId}),
         vans as (select id, row_number() over (order by name) - 1 as k from vehicles where company_id = ${companyId}),
         jobs as (select id, number from contracts where company_id = ${companyId})
    insert into dispatch_assignments (id, company_id, part, contract_id, user_id)
    select gen_random_uuid(), ${companyId}, 'relocation', jobs.id, people.id
    from jobs join people on people.k in ((jobs.number * 3) % ${PEOPLE}, (jobs.number * 3 + 1) % ${PEOPLE}, (jobs.number * 3 + 2) % ${PEOPLE})`);
  await db.execute(sql`
    with vans as (select id, row_number() over (order by name) - 1 as k from vehicles where company_id = ${companyId}),
         jobs as (select id, number from contracts where company_id = ${companyId})
    insert into dispatch_assignments (id, company_id, part, contract_id, vehicle_id)
    select gen_random_uuid(), ${companyId}, 'relocation', jobs.id, vans.id
    from jobs join vans on vans.k = jobs.number % ${VEHICLES}`);
  await db.execute(sql`
    with people as (select id, row_number() over (order by last_name) - 1 as k from users where company_id = ${companyId}),
         items as (select id, row_number() over (order by starts_at, id) as n from appointments where company_id = ${companyId})
    insert into appointment_employees (company_id, appointment_id, user_id)
    select ${companyId}, items.id, people.id from items join people on people.k = items.n % ${PEOPLE}`);
  await db.execute(sql`analyze`);

  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
  });
  const app = await buildApp({
    config,
    database,
    rateLimitStore: memoryRateLimitStore(),
    countryOf: () => null,
    jobs: { runWorker: false },
  });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'localhost' },
      payload: { email: 'person1@dispo.example', password: PASSWORD },
    });
    if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
    const headers = { host: 'localhost', authorization: `Bearer ${login.json().accessToken}` };
    const url = `/api/dispatch?from=${encodeURIComponent(FROM)}&to=${encodeURIComponent(TO)}`;
    const times: number[] = [];
    let body = '';
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url, headers });
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`board: ${response.statusCode} ${response.body}`);
      body = response.body;
    }
    times.sort((a, b) => a - b);
    const board = JSON.parse(body) as {
      items: { kind: string }[];
      summary: { withWarnings: number; doubleBookings: number };
    };
    const count = (kind: string) => board.items.filter((item) => item.kind === kind).length;
    console.log(machineLine());
    console.log(
      `dispatch board of a week: ${board.items.length} items (${count('relocation')} moves, ${count('cleaning')} cleanings, ` +
        `${count('appointment')} appointments), ${PEOPLE} people, ${VEHICLES} vehicles; ` +
        `${board.summary.doubleBookings} with double bookings; ${(Buffer.byteLength(body) / 1024).toFixed(0)} KiB; ` +
        `GET /api/dispatch ${times[Math.floor(ROUNDS / 2)]!.toFixed(0)} ms ` +
        `(median of ${ROUNDS}; min ${times[0]!.toFixed(0)}, max ${times.at(-1)!.toFixed(0)})`,
    );
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
