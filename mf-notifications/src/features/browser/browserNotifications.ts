// Reminders shown as browser notifications: only with consent and the browser's permission, only once each.
import type { AppNotification } from '@planner/shared/model';
import { logger } from '@planner/shared/logger';
import { hasConsentFor } from '@planner/shared/consent';

/** Reminders of `next` that were not in `previous` and are still unread: what just arrived. */
export function arrivedReminders(
  previous: ReadonlySet<string>,
  next: readonly AppNotification[],
): AppNotification[] {
  return next.filter((n) => n.context === 'reminder' && !n.dateReaded && !previous.has(n.id));
}

export function browserNotificationsAllowed(): boolean {
  return (
    hasConsentFor('push') &&
    typeof Notification !== 'undefined' &&
    Notification.permission === 'granted'
  );
}

/** Shows one browser notification; a click focuses the page and runs `onClick`. */
export function showBrowserNotification(
  title: string,
  body: string,
  tag: string,
  onClick: () => void,
): void {
  try {
    const shown = new Notification(title, { body, tag });
    shown.onclick = () => {
      window.focus();
      onClick();
      shown.close();
    };
  } catch (error) {
    // Some browsers only allow notifications from a service worker.
    logger.warn('notifications: the browser notification could not be shown', error);
  }
}
