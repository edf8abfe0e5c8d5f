// How the centre orders and groups notifications: newest first, one group per type, unread counted.
import type { AppNotification, NotificationContext } from '@planner/shared/model';
import { NOTIFICATION_CONTEXTS } from '@planner/shared/model/constants';

export function isUnread(n: AppNotification): boolean {
  return !n.dateReaded;
}

export function unreadCount(items: readonly AppNotification[]): number {
  return items.reduce((count, n) => count + (isUnread(n) ? 1 : 0), 0);
}

/** Newest first; equal times keep a stable order by id. */
export function newestFirst(items: readonly AppNotification[]): AppNotification[] {
  return [...items].sort((a, b) => {
    const diff = Date.parse(b.dateReceived) - Date.parse(a.dateReceived);
    return diff !== 0 ? diff : a.id.localeCompare(b.id);
  });
}

export interface NotificationGroup {
  context: NotificationContext;
  items: AppNotification[];
  unread: number;
}

/** Groups in the fixed order account, reminder, optimisation; empty groups are left out. */
export function groupByContext(items: readonly AppNotification[]): NotificationGroup[] {
  const sorted = newestFirst(items);
  return NOTIFICATION_CONTEXTS.map((context) => {
    const inGroup = sorted.filter((n) => n.context === context);
    return { context, items: inGroup, unread: unreadCount(inGroup) };
  }).filter((group) => group.items.length > 0);
}

/**
 * The in-app address a notification opens, or null. Only paths inside the suite are followed:
 * a protocol-relative or absolute URL from data must never navigate the user elsewhere.
 */
export function internalTarget(n: AppNotification): string | null {
  const target = n.redirectUrlWeb;
  if (!target || !target.startsWith('/') || target.startsWith('//')) return null;
  return target;
}
