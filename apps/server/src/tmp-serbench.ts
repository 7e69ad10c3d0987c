import { contractSummarySchema, authResponseSchema } from '@maxer/domain';
import { z } from 'zod';
import fjs from 'fast-json-stringify';
import { pagedSchema } from './platform/schemas.ts';
const schema = pagedSchema(contractSummarySchema);
const item = (i: number) => ({
  _id: `0194b0f2-7d1c-7000-8000-${String(i).padStart(12, '0')}`, number: 1000 + i, status: 'PENDING', origin: 'OFFICE',
  customStatus: null, customer: { _id: '0194b0f2-7d1c-7000-8000-000000000001', number: 5, name: 'Anna Bernasconi', email: 'anna@example.ch', gender: 'FEMALE' },
  relocationStartAt: new Date().toISOString(), archived: false, acceptedAt: null, currency: 'CHF', createdAt: new Date().toISOString(),
  moveOutCity: 'Bern', moveInCity: 'Zürich', grossLow: 120000, grossHigh: 150000, overdue: false,
});
const page = { items: Array.from({ length: 25 }, (_, i) => item(i)), total: 400, page: 1, pageSize: 25 };
const js = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
console.log(JSON.stringify(js).slice(0, 1500));
const f = fjs(js as object);
const N = 20000;
const time = (label: string, fn: () => string) => {
  for (let i = 0; i < 2000; i++) fn();
  const t = performance.now();
  for (let i = 0; i < N; i++) fn();
  console.log(label, (((performance.now() - t) / N) * 1000).toFixed(1), 'µs');
};
let r1 = ''; let r2 = '';
time('zod encode + stringify', () => (r1 = JSON.stringify(z.encode(schema, page as never))));
time('fjs', () => (r2 = f(page)));
time('JSON.stringify', () => JSON.stringify(page));
console.log('same', r1 === r2);
