import { authResponseSchema, contractSummarySchema, customerSchema } from '@maxer/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractStatuses, contracts } from '../../db/schema/index.ts';
import { pagedSchema } from '../../platform/schemas.ts';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { contractTestKit } from './contract-test-support.ts';

// The routes written by their schemas (ADR 065, platform/schema-serializer.ts) answer the very bytes
// zod's serializer would write for the same answer.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the routes written by their schemas', () => {
  const { company, call, createFull } = contractTestKit(() => t);

  it('answer the contract list and search, the customer list and GET /api/auth as zod would', async () => {
    const { id, owner } = await company();
    const first = (await createFull(owner)).json();
    await createFull(owner, { moveIn: { city: 'Bern' } });
    const [status] = await t.database.db
      .insert(contractStatuses)
      .values({ companyId: id, name: 'Besichtigt', color: '#12ab34' })
      .returning();
    await t.database.db
      .update(contracts)
      .set({ customStatusId: status!.id })
      .where(eq(contracts.id, first._id));

    const checks = [
      ['/api/contracts?page=1&pageSize=25', pagedSchema(contractSummarySchema)],
      ['/api/contracts?q=bern&pageSize=25', pagedSchema(contractSummarySchema)],
      ['/api/customers?page=1&pageSize=25', pagedSchema(customerSchema)],
      ['/api/auth', authResponseSchema],
    ] as const;
    for (const [url, schema] of checks) {
      const response = await call(owner, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      const body = response.json();
      expect(response.body, url).toBe(JSON.stringify(z.encode(schema as z.ZodType, body)));
      if (url.startsWith('/api/contracts')) {
        expect(body.items.length, url).toBeGreaterThan(0);
      }
    }
    const listed = (await call(owner, 'GET', '/api/contracts?page=1&pageSize=25')).json();
    expect(listed.items.find((c: { _id: string }) => c._id === first._id).customStatus).toEqual({
      _id: status!.id,
      name: 'Besichtigt',
      color: '#12ab34',
    });
  });
});
