import { authResponseSchema, contractSummarySchema, customerSchema } from '@maxer/domain';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { closedJsonSchema, schemaSerializer } from './schema-serializer.ts';
import { apiErrorSchema, pagedSchema } from './schemas.ts';

// The hot read routes write their answers from their schemas (ADR 065): the same bytes zod's
// serializer writes, never a field the schema does not name, never part of an answer. The real routes:
// features/contracts/contracts-schema-serialized.test.ts.

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
