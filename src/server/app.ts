import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../shared/errors.ts';
import { permissionOfRoute } from './auth/route-permissions.ts';
import { BackgroundTasks } from './background-tasks.ts';
import { trustProxyOption } from './client-address.ts';
import { type Config, defaultLimits, loadPlatformConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { currentTenantScope, enterStore, runAsPlatform, runWithoutTenant } from './db/tenant-scope.ts';
import { createMailer } from './mail/mailer.ts';
import { adminRoutes } from './modules/admin/admin-routes.ts';
import { auditRoutes } from './modules/audit/audit-routes.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { passwordResetRoutes } from './modules/auth/password-reset-routes.ts';
import { cashRoutes } from './modules/cash/cash-routes.ts';
import { cashbackRoutes } from './modules/cashback/cashback-routes.ts';
import { chatbotRoutes } from './modules/chatbot/chatbot-routes.ts';
import { crmRoutes } from './modules/crm/crm-routes.ts';
import { crmSummaryRoutes } from './modules/crm/crm-summary-routes.ts';
import { crmTemplatesRoutes } from './modules/crm/crm-templates-routes.ts';
import { customersRoutes } from './modules/customers/customers-routes.ts';
import { employeesRoutes } from './modules/employees/employees-routes.ts';
import { gameRoutes } from './modules/game/game-routes.ts';
import { giftsRoutes } from './modules/gifts/gifts-routes.ts';
import { adminIdeasRoutes, ideasRoutes } from './modules/ideas/ideas-routes.ts';
import { imagesRoutes } from './modules/images/images-routes.ts';
import { adminInvoicesRoutes, invoicesRoutes } from './modules/invoices/invoices-routes.ts';
import { scheduleInvoices, seedSettingsFromConfig } from './modules/invoices/invoices-service.ts';
import { loyaltyRoutes } from './modules/loyalty/loyalty-routes.ts';
import { adminMessagesRoutes, ownerMessagesRoutes } from './modules/messages/messages-routes.ts';
import { ordersRoutes } from './modules/orders/orders-routes.ts';
import { productsRoutes } from './modules/products/products-routes.ts';
import { promotionsRoutes } from './modules/promotions/promotions-routes.ts';
import { adminReferralsRoutes, referralsRoutes } from './modules/referrals/referrals-routes.ts';
import { salesRoutes } from './modules/sales/sales-routes.ts';
import { settingsRoutes } from './modules/settings/settings-routes.ts';
import { staffRoutes } from './modules/staff/staff-routes.ts';
import { dashboardRoutes } from './modules/stats/dashboard-routes.ts';
import { panelStatsRoutes } from './modules/stats/panel-stats-routes.ts';
import { StorefrontCache } from './modules/storefront/storefront-cache.ts';
import { describeStorefrontPage } from './modules/storefront/storefront-page-meta.ts';
import { storefrontRoutes, unknownShopsCounter } from './modules/storefront/storefront-routes.ts';
import { storeProfileRoutes } from './modules/stores/store-profile-routes.ts';
import { storesRoutes } from './modules/stores/stores-routes.ts';
import { surveysRoutes } from './modules/surveys/surveys-routes.ts';
import { tasksRoutes } from './modules/tasks/tasks-routes.ts';
import { registerAuth } from './plugins/auth.ts';
import {
  clientErrorHandler,
  frameworkErrors,
  MAX_PARAM_LENGTH,
  registerErrorHandler,
} from './plugins/error-handler.ts';
import { defaultEventStreamOptions, type EventStreamOptions } from './plugins/event-stream.ts';
import { registerSecurity } from './plugins/security.ts';
import { localStoreWrites, StoreEventsHub } from './plugins/store-events.ts';
import { describePublicPages } from './public-page-data.ts';
import { withRequestLog } from './request-log.ts';
import { registerSpa } from './spa.ts';

// Zod's own messages (a number sent as text, a missing field without a message of ours) in Portuguese.
z.config(z.locales.ptBR());

export interface AppDeps {
  database: Database;
  config: Pick<Config, 'production' | 'trustProxy' | 'webDir' | 'logLevel'> &
    Partial<
      Pick<
        Config,
        | 'apiDocs'
        | 'imageQuotaBytes'
        | 'liveStreamsPerSession'
        | 'liveStreamsPerStore'
        | 'liveStreamsMax'
        | 'platform'
        | 'publicUrl'
        | 'pageOrigin'
        | 'smtpUrl'
        | 'mailFrom'
      >
    >;
  /** Pino logger options (the request serializer stays ours); false in tests. */
  logger?: boolean | object;
  /** Live streams (Server-Sent Events): heartbeat, maximum age, reconnect delay. Tests shorten them. */
  eventStream?: Partial<EventStreamOptions>;
}

export async function buildApp({ database, config, logger, eventStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Every request's log line, with a reset link's token and any CPF-like sequence of its URL
    // left out (request-log.ts).
    logger: withRequestLog(
      logger === false ? false : { level: config.logLevel, ...(typeof logger === 'object' ? logger : {}) },
    ),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Every error leaves in the one shape, even the router's and Node's parser's.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  // JSON only: Fastify's own text/plain parser would hand a route a string (415 instead, in the one
  // shape). The image upload adds its own types (images-routes).
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  // Row-level security (decision 030): every request starts seeing no shop's rows; requireStore
  // narrows it to the session's shop, requireAdmin widens it to the platform, and a public route
  // acts for the shop of its URL once the parameter is validated (below).
  app.addHook('onRequest', (_request, _reply, done) => runWithoutTenant(done));
  app.addHook('preHandler', (request, _reply, done) => {
    const scope = currentTenantScope();
    const storeId = (request.params as { storeId?: unknown } | undefined)?.storeId;
    if (scope && !scope.platform && scope.storeId === null && typeof storeId === 'number') enterStore(storeId);
    done();
  });
  await registerSecurity(app, { production: config.production });
  // Before the compression plugin, so that its routes (the built files) are not compressed per
  // request: the build made their compressed copies.
  // Shared by the shop's pages and its API route (storefront-routes.ts: unknownShopsCounter).
  const unknownShops = unknownShopsCounter();
  await registerSpa(
    app,
    config.webDir,
    describePublicPages(
      database.db,
      config.production,
      describeStorefrontPage(database.db, () => app.storefrontCache, unknownShops, config.pageOrigin),
    ),
  );
  // Responses of 1 KB or more go out in brotli or gzip to the clients that accept them (JSON of the
  // API, the app's page); the built files have their compressed copies made at build time (spa.ts).
  // Images are not compressed again (not compressible types), nor the live streams (their route
  // opts out: a compressor would hold the events back). Request bodies are not decompressed.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  await app.register(cookie);
  registerAuth(app, { db: database.db });
  // Every route behind a role answers 403 for the roles without its permission: the document says so.
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!response || 403 in response) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => permissionOfRoute(method, route.url))) response[403] = apiErrorSchema;
  });

  // The document is always built (app.swagger(), for tests); it is served, with the Swagger UI,
  // only when API_DOCS is on (by default in development, not in production).
  await app.register(swagger, {
    openapi: { info: { title: 'FidelizaLoja API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  if (config.apiDocs ?? !config.production) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Ready to serve',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => {
      await database.db.execute('select 1');
      return { status: 'ok' as const, database: database.kind };
    },
  );

  // One LISTEN on PostgreSQL (or PGlite) for this process; its live streams and its storefront
  // cache share it. Every request runs with the cache as its tracker of this process's writes.
  const storeEvents = new StoreEventsHub(database, app.log);
  app.decorate('storeEvents', storeEvents);
  app.addHook('onClose', async () => storeEvents.close());
  const storefrontCache = new StorefrontCache(storeEvents);
  app.decorate('storefrontCache', storefrontCache);
  app.addHook('onRequest', (_request, _reply, done) => localStoreWrites.run(storefrontCache, done));
  app.addHook('onReady', async () => storefrontCache.watch());

  // Work requests start and do not wait for; awaited on close, before the mailer and the database go.
  const backgroundTasks = new BackgroundTasks();
  app.decorate('backgroundTasks', backgroundTasks);
  // E-mail only with SMTP_URL (and MAIL_FROM, which loadConfig requires with it).
  const mailer =
    config.smtpUrl && config.mailFrom ? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }) : undefined;
  app.addHook('onClose', async () => {
    await backgroundTasks.idle();
    mailer?.close();
  });
  const publicUrl = config.publicUrl ?? 'http://localhost:3000';

  const deps = { db: database.db };
  await app.register(authRoutes, deps);
  await app.register(passwordResetRoutes, { ...deps, publicUrl, mailer, background: backgroundTasks });
  await app.register(storesRoutes, deps);
  await app.register(storeProfileRoutes, deps);
  await app.register(adminRoutes, { ...deps, publicUrl });
  await app.register(cashbackRoutes, deps);
  await app.register(imagesRoutes, {
    ...deps,
    quotaBytes: config.imageQuotaBytes ?? defaultLimits.imageQuotaBytes,
  });
  await app.register(productsRoutes, deps);
  await app.register(settingsRoutes, deps);
  await app.register(giftsRoutes, deps);
  await app.register(employeesRoutes, deps);
  await app.register(staffRoutes, deps);
  await app.register(loyaltyRoutes, deps);
  await app.register(customersRoutes, deps);
  await app.register(auditRoutes, deps);
  await app.register(cashRoutes, deps);
  await app.register(salesRoutes, deps);
  await app.register(dashboardRoutes, deps);
  await app.register(panelStatsRoutes, deps);
  await app.register(tasksRoutes, deps);
  await app.register(crmRoutes, deps);
  await app.register(crmTemplatesRoutes, deps);
  await app.register(crmSummaryRoutes, deps);
  await app.register(promotionsRoutes, deps);
  await app.register(chatbotRoutes, deps);
  await app.register(surveysRoutes, deps);
  await app.register(ideasRoutes, deps);
  await app.register(adminIdeasRoutes, deps);
  await app.register(adminMessagesRoutes, deps);
  await app.register(ownerMessagesRoutes, deps);
  await app.register(gameRoutes, { ...deps, production: config.production });
  const platform = config.platform ?? loadPlatformConfig({});
  await app.register(invoicesRoutes, deps);
  await app.register(adminInvoicesRoutes, deps);
  await app.register(referralsRoutes, deps);
  await app.register(adminReferralsRoutes, deps);
  // The platform's settings take the environment's payment details; the month's invoices are made
  // now and every hour by each process (the unique key makes that safe).
  let stopInvoices = async () => {};
  // A background job of the platform: every shop's rows (decision 030).
  app.addHook('onReady', async () =>
    runAsPlatform(async () => {
      await seedSettingsFromConfig(database.db, platform);
      stopInvoices = await scheduleInvoices(database.db, (err) => app.log.error({ err }, 'invoice generation failed'));
    }),
  );
  app.addHook('onClose', async () => stopInvoices());

  await app.register(ordersRoutes, {
    ...deps,
    storeEvents,
    stream: { ...defaultEventStreamOptions, ...eventStream },
    streamLimits: {
      perSession: config.liveStreamsPerSession ?? defaultLimits.liveStreamsPerSession,
      perStore: config.liveStreamsPerStore ?? defaultLimits.liveStreamsPerStore,
      total: config.liveStreamsMax ?? defaultLimits.liveStreamsMax,
    },
  });
  await app.register(storefrontRoutes, { ...deps, storefrontCache, unknownShops });

  return app;
}
