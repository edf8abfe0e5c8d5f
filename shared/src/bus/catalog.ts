// The single map from bus event name to payload type. Payloads only grow: a breaking change gets a new name.
import type { Language, SessionUser, Theme } from '../model';

/** Lasting facts: every subscriber gets the current value at once (BehaviorSubjects). */
export interface BusFacts {
  /** Who is signed in; `resolved` is false until the auth provider has answered once. */
  session: { resolved: boolean; user: SessionUser | null };
  theme: Theme;
  language: Language;
}

/** What an undo answered: done, or the translated reason it could not be done (nothing changed). */
export type UndoResult = { ok: true } | { ok: false; message: string };

/**
 * A change the user just made and can take back (docs/product.md section 4, "Undo"). The remote that
 * made it owns the data, so it passes the undo itself: all remotes share the page's one bus instance.
 */
export interface UndoOffer {
  /** Translated, e.g. "Task deleted". */
  message: string;
  /** Puts back exactly what the change replaced, through the usual write path (the outbox offline). */
  undo: () => Promise<UndoResult>;
}

/** What a keyboard shortcut can ask of the calendar. */
export type CalendarAction = 'today' | 'day' | 'week' | 'month' | 'plan-day';

/**
 * Events: published with `bus.publish` they reach those listening when they happen; sent with
 * `bus.request` (commands a screen's remote answers: create, open, focus) they wait up to
 * REQUEST_HOLD_MS for the listener that takes them, so a remote still loading does not miss one.
 */
export interface BusEvents {
  /** The shell's create button (or a remote's shortcut) asks for a new item. */
  'ui:create-requested': { kind: 'task' | 'event' };
  /**
   * A keyboard shortcut asks the calendar remote to show today, switch view or plan the day
   * (docs/product.md section 2, keyboard shortcuts).
   */
  'ui:calendar-requested': { action: CalendarAction };
  /** A keyboard shortcut asks the task list to focus its search field. */
  'ui:task-search-requested': Record<string, never>;
  /** Open an event's popup (a reminder was opened): the event's id (a series' for an occurrence), the start. */
  'ui:event-open-requested': { eventId: string; start: string };
  /** A remote asks the shell to open the account's password and e-mail page. */
  'ui:account-security-requested': Record<string, never>;
  /** A remote asks the shell to open the guest's registration. */
  'ui:register-requested': Record<string, never>;
  /** A remote asks the shell to sign the user out. */
  'ui:sign-out-requested': Record<string, never>;
  /** The account was deleted on the server: sign out and clear the local copy, no questions. */
  'ui:account-deleted': Record<string, never>;
  /** A remote asks the shell to switch theme or language (settings screen). */
  'ui:theme-requested': { theme: Theme };
  'ui:language-requested': { language: Language };
  /** A remote offers to undo a change; the shell shows the latest offer for 8 s (a newer one replaces it). */
  'ui:undo-offered': UndoOffer;
  /** The cookieConsent flag (ads, analytics, push) was just set in this page. */
  'settings:consent-changed': { granted: boolean };
}
// Data (settings, profile, tasks, events, notifications) never travels on the bus: every screen reads
// the page's one query cache (@planner/shared/sync, docs/data-layer.md).

export type FactName = keyof BusFacts;
export type EventName = keyof BusEvents;
