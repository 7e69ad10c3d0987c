import { randomBytes } from 'node:crypto';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AppDeps, DEFAULT_LOGIN_LIMITS } from './deps.ts';
import { adminActivitiesRoutes } from './features/admin-activities/admin-activities.routes.ts';
import { adminAdminsRoutes } from './features/admin-admins/admin-admins.routes.ts';
import { adminCompaniesRoutes } from './features/admin-companies/admin-companies.routes.ts';
import { adminLiveRoutes } from './features/admin-live/admin-live.routes.ts';
import { adminOverviewRoutes } from './features/admin-overview/admin-overview.routes.ts';
import { adminPackagesRoutes } from './features/admin-packages/admin-packages.routes.ts';
import { adminSearchRoutes } from './features/admin-search/admin-search.routes.ts';
import { analyticsRoutes } from './features/analytics/analytics.routes.ts';
import { apiKeysRoutes } from './features/api-keys/api-keys.routes.ts';
import { appointmentsRoutes } from './features/appointments/appointments.routes.ts';
import {
  calendarFeedRoutes,
  publicCalendarFeedRoutes,
} from './features/appointments/calendar-feed.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { commentsRoutes } from './features/comments/comments.routes.ts';
import { publicComments } from './features/comments/index.ts';
import { companyRoutes } from './features/company/company.routes.ts';
import { contractHistoryRoutes } from './features/contract-history/contract-history.routes.ts';
import { contractQuestionsRoutes } from './features/contract-questions/contract-questions.routes.ts';
import { contractStatusesRoutes } from './features/contract-statuses/contract-statuses.routes.ts';
import { contractPdfRoutes } from './features/contracts/contract-pdf/contract-pdf.routes.ts';
import { contractsRoutes } from './features/contracts/contracts.routes.ts';
import { customersRoutes } from './features/customers/customers.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { devMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes.ts';
import { dispatchRoutes } from './features/dispatch/dispatch.routes.ts';
import { employeesRoutes } from './features/employees/employees.routes.ts';
import { googleCalendarRoutes, hasWorkingConnection } from './features/google-calendar/index.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { inquiryReceivedPreviewValues } from './features/inquiries/index.ts';
import { inquirySettingsRoutes, publicInquiriesRoutes } from './features/inquiries/inquiries.routes.ts';
import { invoiceMailsRoutes } from './features/invoice-mails/invoice-mails.routes.ts';
import { invoicePdfRoutes } from './features/invoices/invoice-pdf/invoice-pdf.routes.ts';
import { invoicesRoutes } from './features/invoices/invoices.routes.ts';
import { itemsRoutes } from './features/items/items.routes.ts';
import { emailEventsWebhookRoutes } from './features/mail/email-events.routes.ts';
import { mailRoutes } from './features/mail/mail.routes.ts';
import { mailTemplatesRoutes } from './features/mail-templates/mail-templates.routes.ts';
import { mediaRoutes, publicMediaRoutes } from './features/media/media.routes.ts';
import { announceNotifications, recordNotification } from './features/notifications/index.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { acceptOfferPreviewValues, viewOfferForPage } from './features/offers/index.ts';
import { offersRoutes } from './features/offers/offers.routes.ts';
import { publicOffersRoutes } from './features/offers/public-offers.routes.ts';
import { passwordLinksRoutes } from './features/password-links/password-links.routes.ts';
import { paymentsRoutes } from './features/payments/payments.routes.ts';
import { pdfComponentsRoutes } from './features/pdf-components/pdf-components.routes.ts';
import { placesRoutes } from './features/places/places.routes.ts';
import { adminPlatformInvoicesRoutes } from './features/platform-invoices/admin-platform-invoices.routes.ts';
import { companyPlatformInvoicesRoutes } from './features/platform-invoices/company-platform-invoices.routes.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { publicConfigRoutes } from './features/public-config/public-config.routes.ts';
import { reviewRequestPreviewValues } from './features/reviews/index.ts';
import { publicReviewsRoutes, reviewsRoutes } from './features/reviews/reviews.routes.ts';
import { searchRoutes } from './features/search/search.routes.ts';
import { servicesRoutes } from './features/services/services.routes.ts';
import { sessionsRoutes } from './features/sessions/sessions.routes.ts';
import { systemEmailsRoutes } from './features/system-emails/system-emails.routes.ts';
import { vehiclesRoutes } from './features/vehicles/vehicles.routes.ts';
import { volumeRoutes } from './features/volume/volume.routes.ts';
import { DEFAULT_WEBHOOK_SETTINGS, webhookPublisher, webhooksRoutes } from './features/webhooks/index.ts';
import { registerOnBehalfRecording } from './platform/activity.ts';
import { noOrganisation } from './platform/asn-organisation.ts';
import { registerAuthentication } from './platform/auth/authenticate.ts';
import { sessionCache } from './platform/auth/session-cache.ts';
import { sideResolver } from './platform/auth/side.ts';
import { acceptJsonBodiesOnly } from './platform/body-types.ts';
import { calendarSyncQueue } from './platform/calendar-sync.ts';
import { registerCompression } from './platform/compression.ts';
import { registerErrorHandler, sendError } from './platform/error-handler.ts';
import { createJobQueue } from './platform/jobs/queue.ts';
import { jsonLogDestination } from './platform/log-output.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { developmentTransport, smtpTransport } from './platform/mail/transport.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { clientAddress, trustFunction } from './platform/proxy.ts';
import { SOCKET_RECHECK_MS } from './platform/realtime/session-recheck.ts';
import { attachRealtime } from './platform/realtime.ts';
import { RequestLog } from './platform/request-log.ts';
import { maskSecretsInUrl, registerSecurityHeaders, requestIdFrom } from './platform/security.ts';
import { registerStorableText } from './platform/storable-text.ts';
import { localFileStorage, s3FileStorage } from './platform/storage.ts';
import { registerWebApp } from './platform/web-app.ts';

/** Build the whole app from its dependencies; nothing here reads the environment. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const trustProxy = trustFunction(config.trustProxy);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Structured logs never carry secrets.
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.password',
          '*.token',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (request: { method: string; url: string; hostname?: string; ip?: string }) => ({
          method: request.method,
          url: maskSecretsInUrl(request.url),
          hostname: request.hostname,
          remoteAddress: request.ip,
        }),
      },
      // Standard output by default, written asynchronously (ADR 060).
      stream: deps.logStream ?? jsonLogDestination(1),
    },
    trustProxy,
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    bodyLimit: 1024 * 1024,
    // One line per request, at info for the API only.
    logController: new RequestLog(),
  }).withTypeProvider<ZodTypeProvider>();

  // The database was opened before this logger existed; what it has to say goes here (db/log-relay.ts).
  deps.database.attachLog(app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(cookie);
  await registerCompression(app);
  const storage =
    deps.storage ??
    (config.s3 ? s3FileStorage(config.s3) : localFileStorage(path.join(config.dataDir, 'files')));
  registerSecurityHeaders(app, { fileOrigin: storage.downloadOrigin, maps: config.mapsApiKey !== null });
  registerErrorHandler(app);
  registerStorableText(app);
  acceptJsonBodiesOnly(app);
  await registerOpenApi(app);

  const db = deps.database.db;
  const now = deps.now ?? (() => new Date());
  const sideOf = sideResolver(config.adminUrl, trustProxy);
  // Verified sessions kept a few seconds; every instance forgets a changed one at once (ADR 060).
  const sessions = sessionCache({
    log: app.log,
    redis: deps.realtimeRedis ? { pub: deps.realtimeRedis.pub, prefix: config.redisPrefix } : undefined,
  });
  app.addHook('onReady', () => sessions.ready());
  app.addHook('onClose', () => sessions.close());
  const authenticate = registerAuthentication(app, {
    db,
    now,
    sideOf,
    rateLimitStore: deps.rateLimitStore,
    apiKeyLimit: config.apiKeyLimit,
    sessionCache: sessions,
  });
  registerOnBehalfRecording(app, { db });
  const realtime = attachRealtime(app, {
    db,
    now,
    sideOf,
    clientIpOf: (request) => clientAddress(request, trustProxy),
    realtimeRedis: deps.realtimeRedis,
    allowedOrigins: [config.publicUrl, config.adminUrl],
    redisPrefix: config.redisPrefix,
    recheckMs: deps.socketRecheckMs ?? SOCKET_RECHECK_MS,
  });
  const transport =
    deps.mail?.transport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : developmentTransport());
  // The one job queue: started with the app, its running jobs let finish on close.
  const jobSettings = { runWorker: true, ...deps.jobs };
  const jobs = createJobQueue(deps.database, app.log, jobSettings);
  app.decorate('jobs', jobs);
  const mailer = createMailer({
    db,
    jobs,
    transport,
    from: config.mailFrom,
    publicUrl: config.publicUrl,
    now,
    log: app.log,
    runWorker: jobSettings.runWorker,
    jobOptions: deps.mail?.jobOptions,
    // The office's bell tells of an e-mail that could not be delivered (ADR 039).
    onFailed: async (tx, mail) => {
      const recorded = await recordNotification(tx, {
        companyId: mail.companyId,
        exceptUserId: null,
        kind: 'mailFailed',
        data: { recipient: mail.recipient, subject: mail.subject },
        at: now(),
      });
      return () => announceNotifications(realtime, recorded);
    },
  });
  app.addHook('onReady', async () => {
    await jobs.start();
    await mailer.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer.stop();
  });
  // Features publish their events to the company's webhook endpoints inside their transactions (ADR 053).
  const webhooks = webhookPublisher(jobs, now);
  const shared = {
    db,
    now,
    realtime,
    authenticate,
    sessionCache: sessions,
    mailer,
    publicUrl: config.publicUrl,
    webhooks,
  };

  // One plugin per feature; each declares its own routes.
  await app.register(healthRoutes({ db, databaseKind: deps.database.kind }));
  await app.register(publicConfigRoutes({ mapsApiKey: config.mapsApiKey }));
  await app.register(
    authRoutes({
      ...shared,
      rateLimitStore: deps.rateLimitStore,
      loginLimits: deps.loginLimits ?? {
        ...DEFAULT_LOGIN_LIMITS,
        perClient: { ...DEFAULT_LOGIN_LIMITS.perClient, max: config.loginLimitPerClient },
      },
      countryOf: deps.countryOf,
      organisationOf: deps.organisationOf ?? noOrganisation,
      sideOf,
      adminUrl: config.adminUrl,
    }),
  );
  await app.register(
    sessionsRoutes({
      ...shared,
      countryOf: deps.countryOf,
      organisationOf: deps.organisationOf ?? noOrganisation,
    }),
  );
  await app.register(apiKeysRoutes(shared));
  await app.register(companyRoutes({ ...shared, storage }));
  await app.register(employeesRoutes(shared));
  await app.register(profileRoutes(shared));
  await app.register(
    passwordLinksRoutes({
      ...shared,
      rateLimitStore: deps.rateLimitStore,
      adminUrl: config.adminUrl,
      sideOf,
    }),
  );
  if (transport.kind === 'development') await app.register(devMailboxRoutes(shared));
  await app.register(servicesRoutes(shared));
  await app.register(contractQuestionsRoutes(shared));
  await app.register(customersRoutes(shared));
  // Connected calendars hear of appointments' and moves' changes through the job queue (ADR 044).
  const calendarSync = calendarSyncQueue(jobs, hasWorkingConnection);
  await app.register(contractsRoutes({ ...shared, calendarSync }));
  await app.register(contractHistoryRoutes(shared));
  await app.register(commentsRoutes(shared));
  await app.register(invoicesRoutes(shared));
  await app.register(paymentsRoutes(shared));
  await app.register(dashboardRoutes(shared));
  await app.register(analyticsRoutes(shared));
  await app.register(notificationsRoutes(shared));
  await app.register(appointmentsRoutes({ ...shared, mailFrom: config.mailFrom, calendarSync }));
  await app.register(
    webhooksRoutes({
      ...shared,
      jobs,
      webhookSettings: {
        ...DEFAULT_WEBHOOK_SETTINGS,
        ...deps.webhooks,
        allowPrivate: config.webhooksAllowPrivate,
      },
    }),
  );
  await app.register(googleCalendarRoutes({ ...shared, jobs, google: config.googleCalendar }));
  await app.register(calendarFeedRoutes({ ...shared, mailFrom: config.mailFrom }));
  await app.register(dispatchRoutes({ ...shared, mailFrom: config.mailFrom, calendarSync }));
  await app.register(publicCalendarFeedRoutes({ ...shared, mailFrom: config.mailFrom }));
  await app.register(searchRoutes(shared));
  await app.register(placesRoutes(shared));
  await app.register(offersRoutes(shared));
  await app.register(mailRoutes(shared));
  const allowUnsignedEvents = !config.sendgridWebhookPublicKey && config.emailEventsAllowUnsigned;
  if (allowUnsignedEvents && config.smtpUrl) {
    app.log.warn(
      'EMAIL_EVENTS_ALLOW_UNSIGNED: delivery events are accepted without a signature while real mail goes out; anyone who saw a message can forge its events. Set SENDGRID_WEBHOOK_PUBLIC_KEY.',
    );
  }
  await app.register(
    emailEventsWebhookRoutes({
      db,
      now,
      publicKey: config.sendgridWebhookPublicKey,
      allowUnsigned: allowUnsignedEvents,
    }),
  );
  await app.register(publicOffersRoutes({ ...shared, storage, rateLimitStore: deps.rateLimitStore }));
  await app.register(reviewsRoutes(shared));
  await app.register(publicReviewsRoutes({ ...shared, storage, rateLimitStore: deps.rateLimitStore }));
  await app.register(inquirySettingsRoutes(shared));
  await app.register(
    publicInquiriesRoutes({
      ...shared,
      storage,
      calendarSync,
      rateLimitStore: deps.rateLimitStore,
      // Without INQUIRY_FORM_KEY one per process: a form handed out before a restart must be reloaded.
      formKey: config.inquiryFormKey ?? randomBytes(32),
    }),
  );
  await app.register(mediaRoutes({ ...shared, storage, jobs }));
  await app.register(
    publicMediaRoutes({
      ...shared,
      storage,
      jobs,
      rateLimitStore: deps.rateLimitStore,
      // The customer's shared page shows the session's public comments (ADR 049).
      publicComments: (db, companyId, sessionId) =>
        publicComments(db, companyId, { kind: 'media_session', id: sessionId }),
    }),
  );
  await app.register(contractPdfRoutes({ ...shared, storage }));
  await app.register(invoicePdfRoutes({ ...shared, storage }));
  await app.register(invoiceMailsRoutes({ ...shared, storage }));
  await app.register(pdfComponentsRoutes(shared));
  await app.register(vehiclesRoutes(shared));
  await app.register(adminCompaniesRoutes(shared));
  await app.register(adminPackagesRoutes(shared));
  await app.register(adminSearchRoutes(shared));
  await app.register(adminActivitiesRoutes(shared));
  await app.register(adminAdminsRoutes({ ...shared, adminUrl: config.adminUrl }));
  await app.register(adminOverviewRoutes(shared));
  await app.register(adminLiveRoutes(shared));
  const billing = { ...shared, platformBilling: config.platformBilling };
  await app.register(adminPlatformInvoicesRoutes({ ...billing, jobs }));
  await app.register(companyPlatformInvoicesRoutes(billing));
  await app.register(itemsRoutes(shared));
  await app.register(volumeRoutes(shared));
  await app.register(contractStatusesRoutes(shared));
  await app.register(mailTemplatesRoutes(shared));
  // Each automatic e-mail's preview is filled by the feature that sends it.
  await app.register(
    systemEmailsRoutes({
      ...shared,
      previewValues: {
        ACCEPT_OFFER: acceptOfferPreviewValues,
        REVIEW_REQUEST: reviewRequestPreviewValues,
        INQUIRY_RECEIVED: inquiryReceivedPreviewValues,
        OFFER_REMINDER: acceptOfferPreviewValues,
      },
    }),
  );

  const serveIndex = await registerWebApp(app, config.webDistDir, {
    // The customer's offer page comes rendered with its offer (ADR 062).
    offerForPage: (token, ip) =>
      viewOfferForPage({ ...shared, storage, rateLimitStore: deps.rateLimitStore }, token, ip),
  });
  app.setNotFoundHandler((request, reply) => {
    const apiPath = request.url === '/api' || request.url.startsWith('/api/');
    if (apiPath || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(request, reply, 'error_not_found');
    }
    return serveIndex(request.url, reply, sideOf(request.raw), request.headers['user-agent'], {
      ip: request.ip,
      method: request.method,
    });
  });

  return app;
}
