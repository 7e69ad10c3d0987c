// not committed: seed once into maxer_bench_search_dev (kept), or explain/measure against it
import { sql } from 'drizzle-orm';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { platformAdmins } from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/platform/auth/password.ts';
import { seedContracts } from './contract-list.ts';
import { PASSWORD, seed } from './seed-customers.ts';
const url = 'postgres://postgres@127.0.0.1:5432/maxer_bench_search_dev';
if (process.argv[2] === 'seed') {
  const admin = await openPostgres('postgres://postgres@127.0.0.1:5432/postgres', { max: 1 });
  await admin.db.execute(sql.raw('drop database if exists maxer_bench_search_dev with (force)'));
  await admin.db.execute(sql.raw('create database maxer_bench_search_dev'));
  await admin.close();
  const db = await openPostgres(url);
  await migrate(db);
  await seed(db.db, 100, 2000);
  await seedContracts(db.db, 1000, 300);
  const { seedOffersAndInvoices } = await import('./admin-search.ts');
  console.log(await seedOffersAndInvoices(db.db));
  await db.db.insert(platformAdmins).values({ firstName: 'O', lastName: 'A', email: 'admin@bench.maxer.example', passwordHash: await hashPassword(PASSWORD) });
  await db.close();
}
if (process.argv[2] === 'explain') {
  const db = await openPostgres(url);
  const { explainSearches } = await import('./admin-search.ts');
  const terms = process.argv.slice(3);
  const plans = await explainSearches(db.db, terms.map((q) => ({ title: q, q })));
  for (const p of plans) console.log(`--- ${p.title}\n${p.plan}\n`);
  // timing: run each prepared via the app's repo 20 times
  const { searchEverything } = await import('../apps/server/src/features/admin-search/admin-search.repo.ts');
  const { searchTerms } = await import('../apps/server/src/features/admin-search/admin-search.service.ts');
  const { ADMIN_SEARCH_KINDS } = await import('@maxer/domain');
  for (const q of terms) {
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      await searchEverything(db.db, ADMIN_SEARCH_KINDS, searchTerms(q).terms);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(q, 'median', times[15]!.toFixed(2), 'max', times[29]!.toFixed(2));
  }
  await db.close();
}
