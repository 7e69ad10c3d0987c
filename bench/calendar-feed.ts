// The secret calendar feed of a company with 5,000 appointments and 5,000 moves (issue 17, "Tests and
// figures": the ICS feed of a company with 5,000 events, time to generate and size). The feed as
// `GET /api/public/calendar/<token>.ics` makes it (calendarFeedText: two statements, ical-generator),
// on PGlite in this process; rows inserted set-based, never through the API.
//
//   npm run bench:calendar-feed -w @maxer/bench      (or: npx node bench/calendar-feed.ts)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ical from 'node-ical';
import { openPglite } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { calendarFeeds, companies } from '../apps/server/src/db/schema/index.ts';
import { calendarFeedText } from '../apps/server/src/features/appointments/calendar-feed.service.ts';
import { hashToken, newSessionToken } from '../apps/server/src/platform/auth/tokens.ts';
import { machineLine } from './helpers.ts';

const EVENTS = 5000;
const ROUNDS = 7;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-bench-feed-'));
const database = await openPglite(dataDir);
try {
  await migrate(database);
  const { db } = database;
  const [company] = await db.insert(companies).values({ name: 'Feed AG' }).returning({ id: companies.id });
  const companyId = company!.id;
  const token = newSessionToken();
  await db.insert(calendarFeeds).values({ companyId, tokenHash: hashToken(token) });
  // Appointments every 90 minutes from now on; moves every day at 08:00 UTC with a customer each.
  await db.execute(sql`
    insert into appointments (id, company_id, kind, starts_at, duration_minutes, location)
    select gen_random_uuid(), ${companyId}, (array['viewing','move','cleaning','handover','other'])[1 + n % 5],
           now() + make_interval(mins => 90 * n), 60, 'Bahnhofstrasse ' || n || ', 8001 Zürich'
    from generate_series(1, ${EVENTS}) n`);
  await db.execute(sql`
    insert into customers (id, company_id, number, customer_type, first_name, last_name, country)
    select gen_random_uuid(), ${companyId}, n, 'PERSON', 'Erika', 'Muster ' || n, 'CH'
    from generate_series(1, ${EVENTS}) n`);
  await db.execute(sql`
    insert into contracts (id, company_id, number, customer_id, relocation_start_at, vat_rate, currency,
                           gross_low, gross_high, details)
    select gen_random_uuid(), ${companyId}, c.number, c.id, now() + make_interval(hours => (c.number % 360) * 24),
           8.1, 'CHF', 0, 0,
           jsonb_build_object('version', 1, 'moveOut', jsonb_build_object('city', 'Bern'),
                              'moveIn', jsonb_build_object('city', 'Zürich'),
                              'relocation', jsonb_build_object('expectedTime', 6))
    from customers c where c.company_id = ${companyId}`);

  const deps = {
    db,
    now: () => new Date(),
    publicUrl: 'https://app.maxer.ch',
    mailFrom: 'Maxer <no-reply@maxer.ch>',
  };
  const times: number[] = [];
  let text = '';
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    text = await calendarFeedText(deps, token);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const events = Object.values(ical.sync.parseICS(text)).filter((item) => item?.type === 'VEVENT').length;
  console.log(machineLine());
  console.log(
    `calendar feed: ${events} events (${EVENTS} appointments offered, moves within a year), ` +
      `${(Buffer.byteLength(text) / 1024 / 1024).toFixed(2)} MiB; generated in ${times[Math.floor(ROUNDS / 2)]!.toFixed(0)} ms ` +
      `(median of ${ROUNDS}; min ${times[0]!.toFixed(0)}, max ${times.at(-1)!.toFixed(0)})`,
  );
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
