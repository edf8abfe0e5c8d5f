// buildApp(): the Fastify instance with security plugins, the envelope, /health and every route under each prefix.
import Fastify from 'fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { API_PREFIX_DEVELOPMENT, API_PREFIX_PRODUCTION } from '@planner/shared/model';
import { createAuthHook } from './auth/authHook';
import type { TokenVerifier } from './auth/tokenVerifier';
import { createFirebaseVerifier } from './auth/tokenVerifier';
import type { Config } from './config';
import type { Db } from './db/db';
import { openDb } from './db/openDb';
import { ApiError, installErrorHandlers } from './errors';
import { registerEventRoutes } from './routes/events';
import { registerNotificationRoutes } from './routes/notifications';
import { registerPresetRoutes } from './routes/presets';
import { registerProfileRoutes } from './routes/profile';
import { registerSettingsRoutes } from './routes/settings';
import { registerTaskRoutes } from './routes/tasks';
import { ListCache } from './store/listCache';

export type BuildOptions = {
  config: Config;
  /** An open, migrated store; when absent buildApp opens the configured one and closes it with the app. */
  db?: Db;
  verifier?: TokenVerifier;
  /** false silences logs (tests, bench); a stream receives them (tests that read the logs). */
  logger?: boolean | { stream: NodeJS.WritableStream };
};

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export type App = FastifyInstance;

export async function buildApp({
  config,
  db: givenDb,
  verifier,
  logger = true,
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
  });

  const db =
    givenDb ?? (await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (!givenDb) app.addHook('onClose', async () => db.close());
  app.decorate('db', db);
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
    allowedHeaders: ['content-type', 'authorization', 'app-secret'],
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
  const authHook = createAuthHook(config.appSecret, verify);
  const cache = new ListCache();
  const prefixes = config.production
    ? [API_PREFIX_PRODUCTION]
    : [API_PREFIX_PRODUCTION, API_PREFIX_DEVELOPMENT];

  for (const prefix of prefixes) {
    await app.register(
      async (scope) => {
        scope.addHook('onRequest', authHook);
        await scope.register(rateLimit, {
          hook: 'preHandler',
          max: config.rateLimitMax,
          timeWindow: config.rateLimitWindowMs,
          keyGenerator: (request: FastifyRequest) => request.uid ?? request.ip,
          errorResponseBuilder: (_request, context) =>
            new ApiError('rate-limited', `Too many requests, retry in ${context.after}`),
        });
        registerEventRoutes(scope, db, cache);
        registerTaskRoutes(scope, db, cache);
        registerPresetRoutes(scope, db, cache);
        registerNotificationRoutes(scope, db, cache);
        registerProfileRoutes(scope, db);
        registerSettingsRoutes(scope, db);
      },
      { prefix },
    );
  }

  return app;
}
