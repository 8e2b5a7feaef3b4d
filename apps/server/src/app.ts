import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Deps } from './deps.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { applicationIdOf } from './http/application-id.ts';
import { errorAnswerOf } from './http/errors.ts';
import { healthRoutes } from './http/health.ts';
import { useContractSchemas } from './http/route-schemas.ts';
import { defineAppJobs, queueUnqueuedWork } from './jobs/app-jobs.ts';
import { createJobQueue, type JobQueue, jobWorkersEnabled } from './jobs/queue.ts';
import { accountSetupRoutes } from './modules/account-setup/routes.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { advisorRoutes } from './modules/advisors/routes.ts';
import type { CachedSession } from './modules/auth/cached-session.ts';
import { passkeySignInRoutes } from './modules/auth/passkey-routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { sessionRoutes } from './modules/auth/session-routes.ts';
import { bankAccountRoutes } from './modules/bank-accounts/routes.ts';
import { brandRoutes } from './modules/brands/routes.ts';
import { changeRequestRoutes } from './modules/change-requests/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { detailsRoutes } from './modules/details/routes.ts';
import { devOutboxRoutes } from './modules/dev-outbox/routes.ts';
import { documentsRoutes } from './modules/documents/routes.ts';
import { entityDetailsRoutes } from './modules/entity-details/routes.ts';
import { entityFileRoutes } from './modules/entity-files/routes.ts';
import { esignRoutes } from './modules/esign/routes.ts';
import { flatPageRoutes } from './modules/flat-pages/routes.ts';
import { invitationRoutes } from './modules/invitations/routes.ts';
import { ipsRoutes } from './modules/ips/routes.ts';
import { loanNoteRoutes } from './modules/loan-notes/routes.ts';
import { lookupRoutes } from './modules/lookups/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { peopleRoutes } from './modules/people/routes.ts';
import { portfolioApplicationRoutes } from './modules/portfolio-application/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { profileSettingsRoutes } from './modules/profile-settings/routes.ts';
import { realtimeRoutes } from './modules/realtime/routes.ts';
import { rebalanceRoutes } from './modules/rebalance/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { secondFactorRoutes } from './modules/second-factors/routes.ts';
import { sessionListRoutes } from './modules/sessions/routes.ts';
import { sharedAccessRoutes } from './modules/shared-access/routes.ts';
import { logViewerViews } from './modules/shared-access/view-log.ts';
import { signingAuthorityRoutes } from './modules/signing-authority/routes.ts';
import { staffApplicationRoutes } from './modules/staff/applications/routes.ts';
import { staffDataImportRoutes } from './modules/staff/data-import/routes.ts';
import { staffIpsReviewRoutes } from './modules/staff/ips-review-routes.ts';
import { staffMessageRoutes } from './modules/staff/messages/routes.ts';
import { staffPublishingRoutes } from './modules/staff/publishing/routes.ts';
import { staffConsoleRoutes } from './modules/staff/routes.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { taxRoutes } from './modules/tax/routes.ts';
import {
  type LogOptions,
  logFailure,
  loggerOptions,
  registerRequestLogging,
} from './observability/logging.ts';
import { registerMetrics } from './observability/metrics.ts';
import { createMessenger, type Messenger } from './providers/messaging.ts';
import { type AuthCache, createAuthCache } from './security/auth-cache.ts';
import { createPasswordHasher } from './security/passwords.ts';
import { createFileStorage } from './storage/configured-storage.ts';
import type { FileStorage } from './storage/file-storage.ts';

export type AppOptions = {
  config: Config;
  db: Db;
  messenger?: Messenger;
  /** The configured storage unless given (a test's storage that fails on purpose). */
  files?: FileStorage;
  /** The background job queue (tests pass theirs, without workers, and run the jobs themselves). */
  jobs?: JobQueue;
  /** Request logging (LOG_REQUESTS); failures are logged either way. */
  logRequests?: boolean;
  logDestination?: LogOptions['destination'];
  /** Told of every route as it is registered (the tests that cover every route list them so). */
  onRoute?: (route: RouteOptions) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's session and profile cache (null when AUTH_CACHE_TTL_MS is 0). */
    authCache: AuthCache<CachedSession> | null;
  }
}

// Methods that change nothing: after any other, this instance forgets what it cached (see below).
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// Request bodies are small JSON forms; uploads get their own limit where they are accepted.
const BODY_LIMIT_BYTES = 64 * 1024;

/** The composition root: what `main.ts` serves and what the tests build. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const authCache = await createAuthCache<CachedSession>(db, config.authCacheTtlMs);
  const deps: Deps = {
    config,
    db,
    messenger: options.messenger ?? createMessenger(config),
    hasher: createPasswordHasher(config.argon2MemoryKib),
    authCache: authCache.cache,
    files: options.files ?? createFileStorage(config),
  };
  const app = Fastify({
    ...loggerOptions({ logRequests: options.logRequests ?? false, destination: options.logDestination }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: false },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  useContractSchemas(app);
  if (config.apiDocs) await registerApiDocs(app);

  // API answers above a packet are compressed as the browser accepts (brotli at a fast level). Exports
  // (CSV) stream uncompressed at database speed and files (PDF, zip) are compressed already; the web
  // app's files are compressed at build time (serveWebApp).
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^(application\/(json|problem\+json)|text\/(html|plain))(;|$)/,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  // The operator's monitoring script, when configured, may load and report to its own origin.
  const monitoring = config.monitoringScriptUrl ? [config.monitoringScriptUrl.origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...monitoring],
        // MUI's styling engine injects <style> elements at run time; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...monitoring],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        // The documents' PDF preview frames a blob: URL the page made from a fetched file (a frame's src
        // cannot carry the token). Only the page's own scripts can make blob: URLs.
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: config.production,
  });

  app.addHook('onClose', () => authCache.stop());
  app.decorate('authCache', authCache.cache);
  app.decorateRequest('authContext', null);
  if (authCache.cache && db.kind === 'postgres') {
    const cache = authCache.cache;
    // PostgreSQL announces a change to this instance's listener shortly after the commit, not before the
    // answer: a caller who logs out (or changes anything) and calls again at once must not be served
    // what was cached before. Forgetting everything after a change is always safe.
    app.addHook('onSend', async (request) => {
      if (!READ_ONLY_METHODS.has(request.method)) cache.forgetAll();
    });
  }
  registerRequestLogging(app);
  if (config.metricsToken) registerMetrics(app, db, config.metricsToken);

  const jobs =
    options.jobs ??
    createJobQueue(db, {
      workers: jobWorkersEnabled(),
      onError: (error) => app.log.error({ err: error }, 'background job'),
    });
  const queues = defineAppJobs(jobs, deps, {
    onError: (error) => app.log.error({ err: error }, 'signed documents'),
  });
  app.addHook('onReady', async () => {
    await jobs.start();
    if (jobs.workers) await queueUnqueuedWork(jobs, deps);
  });
  // Jobs still in hand when the server stops go back to the queue for another instance.
  app.addHook('onClose', () => jobs.stop());

  // Every call names its application; an unknown one is refused before any work is done.
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) applicationIdOf(request);
  });

  app.addHook('onSend', async (request, reply) => {
    // API answers carry personal data: never cached by the browser or a proxy.
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });

  app.setErrorHandler((error, request, reply) => {
    const answer = errorAnswerOf(error);
    if (answer.status >= 500) logFailure(request, error);
    return reply.status(answer.status).send(answer.body);
  });

  logViewerViews(app, deps);
  authRoutes(app, deps);
  passkeySignInRoutes(app, deps);
  sessionRoutes(app, deps);
  profileRoutes(app, deps);
  brandRoutes(app, deps);
  accountRoutes(app, deps);
  accountSetupRoutes(app, deps);
  flatPageRoutes(app, deps);
  supportRoutes(app, deps);
  lookupRoutes(app, deps);
  detailsRoutes(app, deps);
  profileSettingsRoutes(app, deps);
  secondFactorRoutes(app, deps);
  sharedAccessRoutes(app, deps);
  sessionListRoutes(app, deps);
  notificationRoutes(app, deps);
  dashboardRoutes(app, deps);
  rebalanceRoutes(app, deps);
  reportRoutes(app, deps, queues.reports);
  documentsRoutes(app, deps);
  advisorRoutes(app, deps);
  taxRoutes(app, deps);
  entityDetailsRoutes(app, deps);
  entityFileRoutes(app, deps);
  peopleRoutes(app, deps);
  signingAuthorityRoutes(app, deps);
  portfolioApplicationRoutes(app, deps);
  ipsRoutes(app, deps);
  invitationRoutes(app, deps);
  changeRequestRoutes(app, deps);
  esignRoutes(app, deps, queues.signedDocuments);
  bankAccountRoutes(app, deps);
  loanNoteRoutes(app, deps);
  staffConsoleRoutes(app, deps);
  staffApplicationRoutes(app, deps);
  staffIpsReviewRoutes(app, deps);
  staffPublishingRoutes(app, deps);
  staffDataImportRoutes(app, deps, queues.imports);
  staffMessageRoutes(app, deps);
  await realtimeRoutes(app, deps);
  if (config.emailProvider === 'outbox' && !config.production) devOutboxRoutes(app, deps);
  healthRoutes(app, deps);

  await serveWebApp(app, config.webDist);
  return app;
}

/** Serves the built single-page app; any path that is not a file or an API call gets index.html. */
async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The .br and .gz copies written at build time (scripts/precompress.mjs), by Accept-Encoding.
      preCompressed: true,
      // Files under /assets/ are named by their content's hash: a browser may keep them for good.
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return reply.status(404).send({ detail: 'Not found.' });
    }
    if (!hasBuild)
      return reply.status(503).type('text/plain').send('The web app is not built: run `npm run build`.');
    const assetLike = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (assetLike && request.url.startsWith('/assets/'))
      return reply.status(404).send({ detail: 'Not found.' });
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
