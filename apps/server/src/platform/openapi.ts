import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_INTRODUCTION } from './api-docs/index.ts';
import { apiComponentRegistry, pruneUnusedSchemas } from './openapi-components.ts';
import { WEBHOOKS_INTRODUCTION, webhookOperations } from './openapi-webhooks.ts';

/** The API description at /api/openapi.json and its docs at /api/docs, generated from the route schemas. */
export async function registerOpenApi(app: FastifyInstance) {
  // The domain's shared schemas become `components.schemas`, referred to with `$ref` (decision 036).
  const schemaRegistry = apiComponentRegistry();
  const transformObject = createJsonSchemaTransformObject({ schemaRegistry });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Maxer API',
        version: '1.0.0',
        description: API_INTRODUCTION + WEBHOOKS_INTRODUCTION,
      },
      // What Maxer sends to a company's endpoints (ADR 053).
      webhooks: webhookOperations() as never,
      components: {
        securitySchemes: {
          // A program's API key (ADR 052): "Authorize" on /api/docs takes one.
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'mx_<keyId>_<secret>',
            description: 'An API key of the company, created under /my-company/api-keys.',
          },
          bearer: { type: 'http', scheme: 'bearer', description: "A session's accessToken." },
          cookie: { type: 'apiKey', in: 'cookie', name: 'x-auth' },
        },
      },
      security: [{ apiKey: [] }, { bearer: [] }, { cookie: [] }],
    },
    transform: createJsonSchemaTransform({ schemaRegistry }),
    transformObject: (document) => pruneUnusedSchemas(transformObject(document) as never),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its default CSP upgrades every asset to https, which breaks the docs on a plain-HTTP installation.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
