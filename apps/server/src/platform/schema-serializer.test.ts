import { authResponseSchema, contractSummarySchema, customerSchema } from '@maxer/domain';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractStatuses, contracts } from '../db/schema/index.ts';
import { contractTestKit } from '../features/contracts/contract-test-support.ts';
import { createTestApp, type TestApp } from '../testing/index.ts';
import { closedJsonSchema, schemaSerializer } from './schema-serializer.ts';
import { apiErrorSchema, pagedSchema } from './schemas.ts';

// The hot read routes write their answers from their schemas (ADR 065): the same bytes zod's
// serializer writes, never a field the schema does not name, never part of an answer.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const item = z.object({
  _id: z.string(),
  tag: z.object({ name: z.string(), color: z.string() }).nullable(),
  owner: z.object({ _id: z.string(), name: z.string() }),
  count: z.number().int(),
  status: z.enum(['OPEN', 'DONE']),
  at: z.string().nullable(),
});
const page = pagedSchema(item);

/** A bare Fastify app with one route answering `data`, written by `schemaSerializer`. */
async function answering(data: unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.get(
    '/',
    { schema: { response: { 200: page } }, serializerCompiler: schemaSerializer },
    async () => data,
  );
  await app.ready();
  try {
    return await app.inject({ method: 'GET', url: '/' });
  } finally {
    await app.close();
  }
}

const good = {
  items: [
    {
      _id: 'a',
      tag: { name: 'Neu', color: '#ff0000' },
      owner: { _id: 'u', name: 'Anna "Ä" Muster\n' },
      count: 3,
      status: 'OPEN',
      at: '2026-11-27T00:00:00.000Z',
    },
    { _id: 'b', tag: null, owner: { _id: 'v', name: 'Bruno' }, count: 0, status: 'DONE', at: null },
  ],
  total: 2,
  page: 1,
  pageSize: 25,
};

describe('schemaSerializer', () => {
  it('writes what zod’s serializer writes, byte for byte', async () => {
    const response = await answering(good);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JSON.stringify(z.encode(page, good as z.output<typeof page>)));
  });

  it('never writes a field the schema does not name, at any depth', async () => {
    const leaky = {
      ...good,
      secret: 'top',
      items: good.items.map((entry) => ({
        ...entry,
        passwordHash: 'item',
        owner: { ...entry.owner, passwordHash: 'nested' },
      })),
    };
    const response = await answering(leaky);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JSON.stringify(z.encode(page, good as z.output<typeof page>)));
    expect(response.body).not.toMatch(/secret|passwordHash|top|nested/);
  });

  it('fails the answer (500) when a required field is missing, sending none of it', async () => {
    const { owner: _, ...withoutOwner } = good.items[0]!;
    const response = await answering({ ...good, items: [withoutOwner] });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('Anna');
  });

  it('is used for the hot answers, and leaves open objects (records) to zod', () => {
    for (const schema of [
      pagedSchema(contractSummarySchema),
      pagedSchema(customerSchema),
      authResponseSchema,
      page,
    ]) {
      expect(closedJsonSchema(schema)).toBeDefined();
    }
    // Its `fields` and `params` are records: written by zod as before.
    expect(closedJsonSchema(apiErrorSchema)).toBeUndefined();
    expect(closedJsonSchema(z.object({ a: z.string() }).passthrough())).toBeUndefined();
  });
});

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
