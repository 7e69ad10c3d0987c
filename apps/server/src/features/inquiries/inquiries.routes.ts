import {
  inquiryFormSchema,
  inquiryInputSchema,
  inquiryReceiptSchema,
  inquirySettingsInputSchema,
  inquirySettingsSchema,
} from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { sniffFileType } from '../../platform/file-types.ts';
import { requestLanguage } from '../../platform/language.ts';
import { apiErrorSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import { changeInquirySettings, getInquirySettings } from './inquiry-settings.service.ts';
import {
  inquiryLogo,
  limitPublicInquiries,
  type PublicInquiriesDeps,
  submitInquiry,
  viewInquiryForm,
} from './public-inquiries.service.ts';

const tags = ['inquiry form'];

/** The office's side: the company's switch for its public form (ADR 056). */
export function inquirySettingsRoutes(deps: { db: Db; authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);
    app.get(
      '/api/inquiry-settings',
      {
        schema: {
          operationId: 'getInquirySettings',
          tags,
          summary: 'Whether the company’s public web inquiry form (/external?company=…) answers',
          response: { 200: inquirySettingsSchema, 403: apiErrorSchema },
        },
      },
      (request) => getInquirySettings(deps, request.ctx),
    );
    app.put(
      '/api/inquiry-settings',
      {
        schema: {
          operationId: 'changeInquirySettings',
          tags,
          summary: 'Switch the public web inquiry form on or off (owners)',
          body: inquirySettingsInputSchema,
          response: { 200: inquirySettingsSchema, 400: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      (request) => changeInquirySettings(deps, request.ctx, request.body),
    );
  };
}

const companyParams = z.object({ companyId: z.string().min(1).max(100) });

/**
 * The visitor's side, without an account: the company's form and its sending. Rate-limited per
 * address like the other public pages; an unknown, inactive or switched-off company is one 404.
 */
export function publicInquiriesRoutes(deps: PublicInquiriesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await limitPublicInquiries(deps, request.ip);
    });

    app.get(
      '/api/public/inquiry-forms/:companyId',
      {
        schema: {
          operationId: 'viewInquiryForm',
          tags: ['public inquiry form'],
          summary:
            'The company’s look, its services, its volume catalogue for the room counter (item names in the Accept-Language) and a signed form token (valid from 3 s to a day)',
          params: companyParams,
          response: { 200: inquiryFormSchema, 404: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      (request) => viewInquiryForm(deps, request.params.companyId, requestLanguage(request)),
    );

    app.post(
      '/api/public/inquiry-forms/:companyId/inquiries',
      {
        schema: {
          operationId: 'sendInquiry',
          tags: ['public inquiry form'],
          summary:
            'A visitor’s inquiry: finds or creates the customer by e-mail, creates an OPEN job of origin WEB_FORM (the counted catalogue items stored as its inventory, their total as its volume), e-mails the visitor and the owners. Refused (nothing created): honeypot filled, token foreign, under 3 s or over a day old, over the limits per address and per company (429)',
          params: companyParams,
          body: inquiryInputSchema,
          response: {
            200: inquiryReceiptSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      (request) => submitInquiry(deps, request.params.companyId, request.body, request.ip),
    );

    app.get(
      '/api/public/inquiry-forms/:companyId/logo',
      { schema: { operationId: 'inquiryFormLogo', tags: ['public inquiry form'], params: companyParams } },
      async (request, reply) => {
        const content = await inquiryLogo(deps, request.params.companyId);
        return reply
          .type(sniffFileType(content) ?? 'application/octet-stream')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .send(content);
      },
    );
  };
}
