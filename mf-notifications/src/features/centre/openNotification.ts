// Opening a notification: it is marked read (dateReaded; no server call for a local one), then its target is followed.
import { bus as defaultBus, type EventBus } from '@planner/shared/bus';
import type { AppNotification } from '@planner/shared/model';
import type { Outcome } from '@planner/shared/sync';
import { internalTarget } from './notificationList';

export interface NotificationWriter {
  update: (id: string, n: AppNotification) => Promise<Outcome<AppNotification>>;
}

export interface OpenResult {
  /** False when marking it read failed (nothing changed). */
  saved: boolean;
  /** The in-app address it opens, or null. */
  target: string | null;
}

export async function openNotification(
  writer: NotificationWriter,
  n: AppNotification,
  now: Date = new Date(),
): Promise<OpenResult> {
  const target = internalTarget(n);
  if (n.dateReaded) return { saved: true, target };
  const saved = await writer.update(n.id, { ...n, dateReaded: now.toISOString() });
  return { saved: saved.ok, target };
}

/**
 * A reminder names its event (params eventId and start): the calendar opens that event's popup, at once
 * when it is on screen, else once it mounts after the navigation (a held request).
 */
export function requestEventOpen(n: AppNotification, bus: EventBus = defaultBus): void {
  const { eventId, start } = n.params;
  if (n.context !== 'reminder' || typeof eventId !== 'string' || typeof start !== 'string') return;
  bus.request('ui:event-open-requested', { eventId, start });
}
