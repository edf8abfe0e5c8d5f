// The single map from bus event name to payload type. Payloads only grow: a breaking change gets a new name.
import type { Language, SessionUser, Theme } from '../model';

/** Lasting facts: every subscriber gets the current value at once (BehaviorSubjects). */
export interface BusFacts {
  /** Who is signed in; `resolved` is false until the auth provider has answered once. */
  session: { resolved: boolean; user: SessionUser | null };
  theme: Theme;
  language: Language;
}

/** Plain events: delivered only to those listening when they happen. */
export interface BusEvents {
  /** The shell's create button (or a remote's shortcut) asks for a new item. */
  'ui:create-requested': { kind: 'task' | 'event' };
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
  /** The cookieConsent flag (ads, analytics, push) was just set in this page. */
  'settings:consent-changed': { granted: boolean };
}
// Data (settings, profile, tasks, events, notifications) never travels on the bus: every screen reads
// the page's one query cache (@planner/shared/sync, docs/data-layer.md).

export type FactName = keyof BusFacts;
export type EventName = keyof BusEvents;
