// Sends Web Push messages (RFC 8030/8291, VAPID) with the web-push package, and keeps the devices list
// clean: a push service that answers 404 or 410 has dropped the subscription, so the api drops it too.
import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { PushPayload } from '@planner/shared/model';
import type { Queryable } from '../db/db';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact the push services may use (VAPID "sub"). */
  subject: string;
}

export interface DeviceSubscription {
  uid: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const SEND_TIMEOUT_MS = 10_000;

export type SendOutcome = 'sent' | 'gone' | 'failed';

export interface PushService {
  readonly publicKey: string;
  /** One message to one device; 'gone' once the subscription was removed (404/410). */
  send(
    db: Queryable,
    device: DeviceSubscription,
    payload: PushPayload,
    options: { ttlSeconds: number; urgency: 'high' | 'normal' },
  ): Promise<SendOutcome>;
}

/** `agent`: how to reach the push services (tests pass one that trusts their local stand-in's certificate). */
export function createPushService(
  keys: VapidKeys,
  log: (message: string, detail?: unknown) => void,
  agent?: Agent,
): PushService {
  return {
    publicKey: keys.publicKey,
    async send(db, device, payload, { ttlSeconds, urgency }) {
      try {
        await webpush.sendNotification(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: keys,
            TTL: Math.max(0, Math.round(ttlSeconds)),
            urgency,
            timeout: SEND_TIMEOUT_MS,
            ...(agent ? { agent } : {}),
          },
        );
        return 'sent';
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          await db.query('DELETE FROM push_subscriptions WHERE uid = $1 AND endpoint = $2', [
            device.uid,
            device.endpoint,
          ]);
          return 'gone';
        }
        log('push failed', { status, message: err instanceof Error ? err.message : String(err) });
        return 'failed';
      }
    },
  };
}

export async function devicesOf(db: Queryable, uid: string): Promise<DeviceSubscription[]> {
  return db.query<DeviceSubscription & Record<string, unknown>>(
    'SELECT uid, endpoint, p256dh, auth FROM push_subscriptions WHERE uid = $1 ORDER BY created_at',
    [uid],
  );
}

/** The user's language from their settings (en when they have none). */
export async function languageOf(db: Queryable, uid: string): Promise<'en' | 'fr'> {
  const rows = await db.query<{ language: string | null }>(
    `SELECT data->>'language' AS language FROM settings WHERE uid = $1`,
    [uid],
  );
  return rows[0]?.language === 'fr' ? 'fr' : 'en';
}
