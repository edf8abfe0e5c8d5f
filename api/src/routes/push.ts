// Web Push routes: this device's subscription (signed-in), a test reminder, and the service worker's calls
// back for a push it showed or snoozed (no Firebase session there: the push's own signed token instead).
import type { FastifyInstance } from 'fastify';
import {
  pushActionBodySchema,
  subscribePushBodySchema,
  unsubscribePushBodySchema,
  type PushPayload,
} from '@planner/shared/model';
import type { Db } from '../db/db';
import { ApiError } from '../errors';
import { readActionToken } from '../push/actionToken';
import { devicesOf, languageOf, type PushService } from '../push/pushService';
import { markDelivered, snooze } from '../push/reminderPush';
import { parseBody } from './validate';

export interface PushRoutesOptions {
  db: Db;
  /** null: this deployment has no VAPID keys, push is off. */
  push: PushService | null;
  secret: string;
  /** Outside production a subscription may point at http://localhost (tests stand in for a push service). */
  production: boolean;
}

function requirePush(push: PushService | null): PushService {
  if (!push) throw new ApiError('not-found', 'Push messaging is not configured on this server');
  return push;
}

function checkEndpoint(endpoint: string, production: boolean): void {
  const url = new URL(endpoint);
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(local && !production)) {
    throw new ApiError('validation-error', 'subscription.endpoint: must be an https URL');
  }
}

/** Routes that need the user's Firebase session (registered inside the authenticated scope). */
export function registerPushRoutes(app: FastifyInstance, opts: PushRoutesOptions): void {
  const { db, production } = opts;

  app.get('/push/key', async () => ({
    success: true,
    data: { publicKey: requirePush(opts.push).publicKey },
  }));

  app.post('/push/subscribe', async (request) => {
    requirePush(opts.push);
    const { subscription } = parseBody(subscribePushBodySchema, request.body);
    checkEndpoint(subscription.endpoint, production);
    const uid = request.uid as string;
    await db.transaction(async (tx) => {
      // A browser belongs to whoever signed in last on it.
      await tx.query('DELETE FROM push_subscriptions WHERE endpoint = $1 AND uid <> $2', [
        subscription.endpoint,
        uid,
      ]);
      await tx.query(
        `INSERT INTO push_subscriptions (uid, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
         ON CONFLICT (uid, endpoint) DO UPDATE SET p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth`,
        [uid, subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth],
      );
    });
    return { success: true, data: { endpoint: subscription.endpoint } };
  });

  app.post('/push/unsubscribe', async (request) => {
    const { endpoint } = parseBody(unsubscribePushBodySchema, request.body);
    const removed = await db.query(
      'DELETE FROM push_subscriptions WHERE uid = $1 AND endpoint = $2 RETURNING endpoint',
      [request.uid, endpoint],
    );
    return { success: true, data: { removed: removed.length } };
  });

  app.post('/push/test', async (request) => {
    const push = requirePush(opts.push);
    const uid = request.uid as string;
    const devices = await devicesOf(db, uid);
    const language = await languageOf(db, uid);
    const payload: PushPayload = {
      kind: 'test',
      language,
      url: '/dashboard/settings',
      tag: 'test',
    };
    let sent = 0;
    for (const device of devices) {
      const outcome = await push.send(db, device, payload, { ttlSeconds: 300, urgency: 'high' });
      if (outcome === 'sent') sent += 1;
    }
    return { success: true, data: { devices: devices.length, sent } };
  });
}

/**
 * The service worker's calls (registered beside the authenticated scope: app-secret checked, no bearer
 * token). A token that was not signed by this api answers 404, like any unknown thing.
 */
export function registerPushActionRoutes(app: FastifyInstance, opts: PushRoutesOptions): void {
  const { db, secret } = opts;
  const actionOf = (body: unknown) => {
    const { token } = parseBody(pushActionBodySchema, body);
    const action = readActionToken(secret, token);
    if (!action) throw new ApiError('not-found', 'Unknown push');
    return action;
  };

  app.post('/push/delivered', async (request) => {
    const ok = await markDelivered(db, actionOf(request.body));
    if (!ok) throw new ApiError('not-found', 'Unknown push');
    return { success: true, data: { delivered: true } };
  });

  app.post('/push/snooze', async (request) => {
    requirePush(opts.push);
    const ok = await snooze(db, actionOf(request.body));
    if (!ok) throw new ApiError('not-found', 'Unknown push');
    return { success: true, data: { snoozed: true } };
  });
}
