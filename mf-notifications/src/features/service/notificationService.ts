// The notifications' background work, shared by the bell and the centre: polling, the guest rule, unread count, browser reminders.
import { bus as defaultBus, type EventBus } from '@planner/shared/bus';
import type { AppNotification } from '@planner/shared/model';
import { arrivedReminders, browserNotificationsAllowed } from '../browser/browserNotifications';
import { isGuestNudge, makeGuestNudge, needsGuestNudge } from '../guest/guestNudge';

/** New server notifications (the api's reminders) are fetched this often, and on window focus. */
export const POLL_INTERVAL_MS = 60_000;

/** What the service needs of the notifications entity (pageService.ts adapts the page's cache). */
export interface NotificationSource {
  items(): readonly AppNotification[];
  /** `loaded`: a read has answered (or failed); `loading`: one is in flight. */
  status(): { loaded: boolean; loading: boolean };
  /** Calls `onChange` whenever the items or the status change; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
  load(): Promise<unknown>;
  putLocal(item: AppNotification): Promise<unknown>;
  removeLocal(id: string): Promise<unknown>;
}

export interface NotificationServiceOptions {
  source: NotificationSource;
  bus?: EventBus;
  pollMs?: number;
  /** Called for each reminder that arrived while the page was open, when browser notifications are allowed. */
  onReminderArrived?: (n: AppNotification) => void;
  /** Whether browser notifications may be shown now (consent + permission). */
  canNotify?: () => boolean;
  now?: () => Date;
}

export interface NotificationService {
  /** Starts the work for one user of it (bell, centre); the returned function releases it. */
  acquire: () => () => void;
  /** Reads the list again now (the server's new notifications). */
  refresh: () => Promise<void>;
}

export function createNotificationService(
  options: NotificationServiceOptions,
): NotificationService {
  const {
    source,
    bus = defaultBus,
    pollMs = POLL_INTERVAL_MS,
    onReminderArrived,
    canNotify = browserNotificationsAllowed,
    now = () => new Date(),
  } = options;
  let users = 0;
  let stopAll: (() => void) | null = null;

  const refresh = async (): Promise<void> => {
    if (!bus.get('session').user) return;
    await source.load();
  };

  function begin(): () => void {
    /** The guest who already had the rule applied in this page (once per page and user). */
    let nudgedFor: string | null = null;
    /** Ids seen so far (null until the first finished load): what is new on the next read. */
    let known: Set<string> | null = null;

    const check = (): void => {
      const user = bus.get('session').user;
      const status = source.status();
      const items = source.items();
      if (!user) {
        nudgedFor = null;
        known = null;
        return;
      }
      if (!status.loaded || status.loading) return;
      if (!user.isAnonymous) {
        // A guest who registered keeps the same uid: the nudge has done its job.
        for (const n of items.filter(isGuestNudge)) void source.removeLocal(n.id);
      } else if (nudgedFor !== user.uid) {
        nudgedFor = user.uid;
        if (needsGuestNudge(items, user, now())) {
          // One nudge at a time: the one read long ago makes way for the new one.
          for (const n of items.filter(isGuestNudge)) void source.removeLocal(n.id);
          void source.putLocal(makeGuestNudge(now()));
        }
      }
      if (known === null) {
        known = new Set(items.map((n) => n.id));
        return;
      }
      const arrived = arrivedReminders(known, items);
      known = new Set(items.map((n) => n.id));
      if (arrived.length > 0 && onReminderArrived && canNotify())
        arrived.forEach(onReminderArrived);
    };

    const stopSource = source.subscribe(check);
    check();
    const stopSession = bus.watch('session', check);
    const timer = setInterval(() => void refresh(), pollMs);
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    return () => {
      stopSource();
      stopSession();
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }

  return {
    refresh,
    acquire() {
      users += 1;
      if (users === 1) stopAll = begin();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        users -= 1;
        if (users === 0) {
          stopAll?.();
          stopAll = null;
        }
      };
    },
  };
}
