// Idempotency keys (docs/offline.md): a write sent with an Idempotency-Key header is answered once; the same
// key again gets the stored first answer and changes nothing (a lost answer, a replay after a crash, two tabs).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_RETENTION_HOURS,
} from '@planner/shared/model';
import type { Db } from './db/db';
import { ApiError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's idempotency key when it has one and its answer is not a replay. */
    idempotencyKey: string | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'DELETE']);

/** The route's path without the query (a key is bound to one method and path). */
function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? request.url;
}

/**
 * Installs the hooks on an authenticated scope (request.uid is set by its onRequest hook). Answers are
 * stored after they are sent to the framework, outside the route's transaction: an api killed between
 * the two forgets the key, and the client's retry of a create could then store it twice. The client
 * narrows that window further by sending one entry at a time.
 */
export function installIdempotency(scope: FastifyInstance, db: Db): void {
  scope.decorateRequest('idempotencyKey', null);

  scope.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (raw === undefined || !WRITES.has(request.method) || !request.uid) return;
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new ApiError(
        'validation-error',
        'Idempotency-Key must be 16 to 64 letters, digits, - or _',
      );
    }
    const [stored] = await db.query<{ method: string; path: string; status: number; body: string }>(
      'SELECT method, path, status, body FROM idempotency_keys WHERE uid = $1 AND key = $2',
      [request.uid, key],
    );
    if (!stored) {
      request.idempotencyKey = key;
      return;
    }
    if (stored.method !== request.method || stored.path !== pathOf(request)) {
      throw new ApiError('validation-error', 'This Idempotency-Key was used for another request');
    }
    return reply
      .status(stored.status)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(stored.body);
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    // A server failure or a rate limit is not an answer to keep: the retry must run again.
    if (!key || reply.statusCode >= 500 || reply.statusCode === 429) return payload;
    const body =
      typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload)
          ? payload.toString('utf8')
          : null;
    if (body === null) return payload;
    await db.query(
      `INSERT INTO idempotency_keys (uid, key, method, path, status, body)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (uid, key) DO NOTHING`,
      [request.uid, key, request.method, pathOf(request), reply.statusCode, body],
    );
    return payload;
  });
}

/** Deletes the keys past their retention. */
export function sweepIdempotencyKeys(db: Db): Promise<unknown> {
  return db.query(
    `DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)`,
    [IDEMPOTENCY_RETENTION_HOURS],
  );
}
