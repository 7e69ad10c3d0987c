import cookie from '@fastify/cookie';
import { ERROR_CATALOGUE, ERROR_CODES, type ErrorCode } from '@maxer/domain';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler.ts';
import { AppError } from './errors.ts';

const app = Fastify().withTypeProvider<ZodTypeProvider>();
/** A value for every :placeholder: a message of the catalogue names. */
const PARAMS = {
  id: 1042,
  name: 'x',
  seconds: 5,
  number: 7,
  count: 3,
  adminUrl: 'https://admin.maxer.ch',
  // The bank statement import's: where the file breaks, which entry, which version, the limit.
  line: 12,
  entry: 3,
  version: 'camt.054.001.02',
  max: 20,
  // The platform billing's: what the configuration lacks, which month.
  missing: 'PLATFORM_BILLING_IBAN',
  period: '2026-11',
  // The outbound webhooks': the endpoint's host.
  host: 'hooks.example.ch',
};

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(cookie);
  registerErrorHandler(app);
  app.get('/boom/:code', (request) => {
    throw new AppError((request.params as { code: ErrorCode }).code, {
      params: PARAMS,
    });
  });
  app.get('/crash', () => {
    throw new Error('database password is hunter2');
  });
  app.post(
    '/form',
    { schema: { body: z.object({ name: z.string().min(1), count: z.number().int() }) } },
    () => 'ok',
  );
  await app.ready();
});
afterAll(() => app.close());

describe('every error code', () => {
  it.each(ERROR_CODES)('%s answers its status with its message in German and English', async (code) => {
    for (const [language, header] of [
      ['de', 'de-CH,de;q=0.9'],
      ['en', 'en-GB'],
    ] as const) {
      const response = await app.inject({
        method: 'GET',
        url: `/boom/${code}`,
        headers: { 'accept-language': header },
      });
      expect(response.statusCode).toBe(ERROR_CATALOGUE[code].status);
      const body = response.json();
      expect(body.error.code).toBe(code);
      expect(body.error.message).toBe(
        ERROR_CATALOGUE[code][language].replace(/:(\w+):/g, (_, name: string) =>
          String(PARAMS[name as keyof typeof PARAMS]),
        ),
      );
      expect(body.requestId).toEqual(expect.any(String));
    }
  });
});

describe('error answers', () => {
  it("fills the contract id into 'The Contract ( :id: ) is still Open'", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/boom/error_contract_still_open',
      headers: { 'accept-language': 'en' },
    });
    expect(response.json().error.message).toBe('The Contract ( 1042 ) is still Open');
  });

  it('falls back to the language cookie, then to German', async () => {
    const byCookie = await app.inject({
      method: 'GET',
      url: '/boom/error_owner_only',
      headers: { cookie: 'lang=en' },
    });
    expect(byCookie.json().error.message).toBe('Only admin can do this action');
    const byDefault = await app.inject({ method: 'GET', url: '/boom/error_owner_only' });
    expect(byDefault.json().error.message).toBe('Nur der Inhaber kann diese Aktion ausführen');
  });

  it('hides the details of an unexpected failure', async () => {
    const response = await app.inject({ method: 'GET', url: '/crash', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(500);
    expect(response.json().error).toEqual({
      code: 'error_something_wrong',
      message: 'Something is going wrong',
    });
    expect(response.body).not.toContain('hunter2');
  });

  it('names each invalid field in the request language', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/form',
      payload: { name: '' },
      headers: { 'accept-language': 'de' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'error_validation',
      message: 'Bitte überprüfen Sie die markierten Felder.',
      fields: {
        name: { code: 'error_field_invalid' },
        count: { code: 'error_field_required', message: 'Dieses Feld ist erforderlich.' },
      },
    });
  });

  it('answers malformed JSON as a bad request', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/form',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('error_field_invalid');
  });
});
