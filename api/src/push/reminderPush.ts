// Pushes reminders to the user's devices: each new reminder notification once per device (the push_sends
// row is claimed before sending, so two api instances never both send it), and snoozed ones 10 min later.
import type { AppNotification, PushPayload } from '@planner/shared/model';
import type { Db } from '../db/db';
import type { CreatedReminder } from '../reminders/runReminders';
import { createActionToken } from './actionToken';
import { devicesOf, languageOf, type DeviceSubscription, type PushService } from './pushService';

export const SNOOZE_MS = 10 * 60_000;
/** A push for an occurrence that already started is still worth showing for this long. */
const MIN_TTL_SECONDS = 5 * 60;

/** One tag per occurrence: a snoozed or repeated push replaces the one on screen. */
function tagOf(notification: AppNotification): string {
  const params = notification.params ?? {};
  return `reminder|${String(params.title ?? '')}|${String(params.start ?? notification.id)}`;
}

export function reminderPayload(
  notification: AppNotification,
  language: 'en' | 'fr',
  actionToken: string,
  snoozed = false,
): PushPayload {
  const params = (notification.params ?? {}) as PushPayload['params'];
  return {
    kind: 'reminder',
    notificationId: notification.id,
    title: typeof params?.title === 'string' ? params.title : '',
    start: typeof params?.start === 'string' ? params.start : undefined,
    message: notification.message,
    params,
    language,
    url: notification.redirectUrlWeb ?? '/dashboard',
    tag: tagOf(notification),
    actionToken,
    ...(snoozed ? { snoozed: true } : {}),
  };
}

async function claim(db: Db, uid: string, sendKey: string, endpoint: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO push_sends (uid, send_key, endpoint) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING endpoint`,
    [uid, sendKey, endpoint],
  );
  return rows.length > 0;
}

function ttlUntil(startMs: number, now: Date): number {
  return Math.max(MIN_TTL_SECONDS, (startMs - now.getTime()) / 1000);
}

export interface PushContext {
  db: Db;
  push: PushService;
  /** Signs the action tokens (the api's secret). */
  secret: string;
}

async function sendReminder(
  { db, push, secret }: PushContext,
  device: DeviceSubscription,
  notification: AppNotification,
  language: 'en' | 'fr',
  startMs: number,
  now: Date,
  snoozed: boolean,
): Promise<void> {
  const token = createActionToken(secret, {
    uid: device.uid,
    notificationId: notification.id,
    endpoint: device.endpoint,
  });
  await push.send(db, device, reminderPayload(notification, language, token, snoozed), {
    ttlSeconds: ttlUntil(startMs, now),
    urgency: 'high',
  });
}

/** Sends each reminder this pass created to every device of its user, once per device. */
export async function pushReminders(
  ctx: PushContext,
  reminders: CreatedReminder[],
  now: Date = new Date(),
): Promise<number> {
  let sent = 0;
  for (const { uid, notification, startMs } of reminders) {
    const devices = await devicesOf(ctx.db, uid);
    if (devices.length === 0) continue;
    const language = await languageOf(ctx.db, uid);
    for (const device of devices) {
      if (!(await claim(ctx.db, uid, notification.id, device.endpoint))) continue;
      await sendReminder(ctx, device, notification, language, startMs, now, false);
      sent += 1;
    }
  }
  return sent;
}

/**
 * Sends the snoozes that came due. Each row is deleted by the statement that reads it, so with several
 * api instances one of them sends it.
 */
export async function pushDueSnoozes(ctx: PushContext, now: Date = new Date()): Promise<number> {
  const due = await ctx.db.query<{ uid: string; notification_id: string; endpoint: string }>(
    `DELETE FROM push_snoozes WHERE due_at <= $1 RETURNING uid, notification_id, endpoint`,
    [now.toISOString()],
  );
  let sent = 0;
  for (const row of due) {
    const rows = await ctx.db.query<{ data: AppNotification; p256dh: string; auth: string }>(
      `SELECT n.data, s.p256dh, s.auth FROM notifications n
         JOIN push_subscriptions s ON s.uid = n.uid AND s.endpoint = $3
        WHERE n.uid = $1 AND n.id = $2`,
      [row.uid, row.notification_id, row.endpoint],
    );
    const found = rows[0];
    if (!found) continue;
    const device = { uid: row.uid, endpoint: row.endpoint, p256dh: found.p256dh, auth: found.auth };
    const start = Date.parse(String(found.data.params?.start ?? '')) || now.getTime();
    const language = await languageOf(ctx.db, row.uid);
    await sendReminder(ctx, device, found.data, language, start, now, true);
    sent += 1;
  }
  return sent;
}

/** Schedules the push again SNOOZE_MS from now (a second snooze moves it). */
export async function snooze(
  db: Db,
  action: { uid: string; notificationId: string; endpoint: string },
  now: Date = new Date(),
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO push_snoozes (uid, notification_id, endpoint, due_at)
       SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM notifications WHERE uid = $1 AND id = $2)
     ON CONFLICT (uid, notification_id, endpoint) DO UPDATE SET due_at = EXCLUDED.due_at
     RETURNING uid`,
    [
      action.uid,
      action.notificationId,
      action.endpoint,
      new Date(now.getTime() + SNOOZE_MS).toISOString(),
    ],
  );
  return rows.length > 0;
}

/** Marks the push of this notification to this device as shown by the device. */
export async function markDelivered(
  db: Db,
  action: { uid: string; notificationId: string; endpoint: string },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE push_sends SET delivered_at = coalesce(delivered_at, now())
      WHERE uid = $1 AND send_key = $2 AND endpoint = $3 RETURNING uid`,
    [action.uid, action.notificationId, action.endpoint],
  );
  return rows.length > 0;
}
