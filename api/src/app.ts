// buildApp(): the Fastify instance with security plugins, the envelope, /health and every route under each prefix.
import type { Agent as HttpsAgent } from 'node:https';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import {
  API_PREFIX_DEVELOPMENT,
  API_PREFIX_PRODUCTION,
  ID_MAX_LENGTH,
  IDEMPOTENCY_KEY_HEADER,
} from '@planner/shared/model';
import { createAppSecretHook, createAuthHook } from './auth/authHook';
import { createFailedAuthLimiter } from './auth/failedAuthLimiter';
import { createIdentityAdmin } from './auth/identityAdmin';
import type { TokenVerifier } from './auth/tokenVerifier';
import { createFirebaseVerifier } from './auth/tokenVerifier';
import type { Config } from './config';
import type { Db } from './db/db';
import { openDb } from './db/openDb';
import { ApiError, clientError, frameworkError, installErrorHandlers } from './errors';
import { installIdempotency, sweepIdempotencyKeys } from './idempotency';
import { scheduleSweep } from './sweep';
import { createPushService, type PushService } from './push/pushService';
import { registerAccountRoutes } from './routes/account';
import { registerCalendarFeedRoutes, registerPublicFeedRoute } from './routes/calendarFeed';
import { registerEventRoutes } from './routes/events';
import { registerNotificationRoutes } from './routes/notifications';
import { registerPresetRoutes } from './routes/presets';
import { registerProfileRoutes } from './routes/profile';
import { registerPushActionRoutes, registerPushRoutes } from './routes/push';
import { registerSettingsRoutes } from './routes/settings';
import { registerSubscriptionRoutes, type SubscriptionFetch } from './routes/subscriptions';
import { scheduleSubscriptionRefresh } from './subscriptions/refreshScheduler';
import { registerTaskRoutes } from './routes/tasks';
import { ListCache, sweepTombstones } from './store/listCache';

export type BuildOptions = {
  config: Config;
  /** An open, migrated store; when absent buildApp opens the configured one and closes it with the app. */
  db?: Db;
  verifier?: TokenVerifier;
  /** How the api reaches push services (tests: an agent trusting their local stand-in). */
  pushAgent?: HttpsAgent;
  /** false silences logs (tests, bench); a stream receives them (tests that read the logs). */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /** How outside calendars are read (tests: a shorter timeout, a smaller cap, a DNS stand-in). */
  subscriptionFetch?: Partial<SubscriptionFetch>;
};

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Web Push, or null when this deployment has no VAPID keys. */
    push: PushService | null;
  }
}

export type App = FastifyInstance;

export async function buildApp({
  config,
  db: givenDb,
  verifier,
  pushAgent,
  logger = true,
  subscriptionFetch,
}: BuildOptions): Promise<App> {
  const app = Fastify({
    bodyLimit: config.bodyLimitBytes,
    logger: logger
      ? {
          level: config.logLevel,
          ...(typeof logger === 'object' ? { stream: logger.stream } : {}),
          // Tokens and the shared secret never reach the logs.
          redact: ['req.headers.authorization', 'req.headers["app-secret"]'],
        }
      : false,
    trustProxy: config.trustProxy,
    // Ids have one limit everywhere: a longer one is not found, in the envelope (frameworkErrors).
    routerOptions: { maxParamLength: ID_MAX_LENGTH },
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
  });

  const db =
    givenDb ?? (await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (!givenDb) app.addHook('onClose', async () => db.close());
  app.decorate('db', db);
  const push = config.pushVapid
    ? createPushService(
        config.pushVapid,
        (message, detail) => app.log.warn(detail, message),
        pushAgent,
      )
    : null;
  app.decorate('push', push);
  app.decorateRequest('uid', null);

  // JSON bodies as the client sends them: an empty body with a JSON content type (GET/DELETE) is no body.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || body === undefined) return done(null, undefined);
    defaultJson(request, body as string, done);
  });

  await app.register(helmet, { global: true });
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['content-type', 'authorization', 'app-secret', IDEMPOTENCY_KEY_HEADER],
    maxAge: 600,
  });
  installErrorHandlers(app);

  app.get('/health', async (_request, reply) => {
    try {
      await db.query('SELECT 1');
      return { success: true, data: { status: 'ok', database: db.kind } };
    } catch {
      return reply
        .status(503)
        .send({ success: false, error: 'error-occurred', message: 'Database unreachable' });
    }
  });

  const verify =
    verifier ??
    createFirebaseVerifier({
      projectId: config.firebaseProjectId,
      emulatorHost: config.firebaseAuthEmulatorHost,
    });
  // Failed authentications are limited per address; everything else per user (or address), with one
  // budget whatever the prefix (/connect or /testconnect).
  const failedAuth = createFailedAuthLimiter(config.authFailureMax, config.rateLimitWindowMs);
  const authHook = createAuthHook(config.appSecret, verify, failedAuth);
  await app.register(rateLimit, {
    hook: 'preHandler',
    max: config.rateLimitMax,
    timeWindow: config.rateLimitWindowMs,
    keyGenerator: (request: FastifyRequest) => request.uid ?? request.ip,
    errorResponseBuilder: (_request, context) =>
      new ApiError('rate-limited', `Too many requests, retry in ${context.after}`),
  });
  const identity = createIdentityAdmin({
    projectId: config.firebaseProjectId,
    emulatorHost: config.firebaseAuthEmulatorHost,
  });
  scheduleSweep(app, 'idempotency', () => sweepIdempotencyKeys(db));
  scheduleSweep(app, 'tombstones', () => sweepTombstones(db));
  const cache = new ListCache();
  const fetchOptions: SubscriptionFetch = { production: config.production, ...subscriptionFetch };
  scheduleSubscriptionRefresh(app, {
    db,
    intervalMs: config.subscriptionRefreshMs,
    fetch: fetchOptions,
  });
  const pushOptions = { db, push, secret: config.appSecret, production: config.production };
  const prefixes = config.production
    ? [API_PREFIX_PRODUCTION]
    : [API_PREFIX_PRODUCTION, API_PREFIX_DEVELOPMENT];

  for (const prefix of prefixes) {
    await app.register(
      async (scope) => {
        scope.addHook('onRequest', authHook);
        installIdempotency(scope, db);
        registerEventRoutes(scope, db, cache);
        registerTaskRoutes(scope, db, cache);
        registerPresetRoutes(scope, db, cache);
        registerNotificationRoutes(scope, db, cache);
        registerProfileRoutes(scope, db);
        registerSettingsRoutes(scope, db);
        registerPushRoutes(scope, pushOptions);
        registerAccountRoutes(scope, { db, identity });
        registerCalendarFeedRoutes(scope, db, prefix);
        registerSubscriptionRoutes(scope, { db, fetch: fetchOptions });
      },
      { prefix },
    );
    // The subscription feed a calendar app reads: its secret token is its only key (no session, no secret).
    await app.register(async (scope) => registerPublicFeedRoute(scope, db), { prefix });
    // What a service worker calls back about a push: no Firebase session, the push's signed token.
    await app.register(
      async (scope) => {
        scope.addHook('onRequest', createAppSecretHook(config.appSecret, failedAuth));
        registerPushActionRoutes(scope, pushOptions);
      },
      { prefix },
    );
  }

  return app;
}
