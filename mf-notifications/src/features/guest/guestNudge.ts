// The guest rule of docs/product.md section 4: an anonymous user gets one local Account notification urging registration.
import { newLocalNotificationId } from '@planner/shared/domain';
import type { AppNotification, SessionUser } from '@planner/shared/model';
import { SETTINGS_REDIRECT_MOBILE, SETTINGS_REDIRECT_WEB } from '@planner/shared/model/constants';

/** The translation key of the nudge's message (notifications namespace). */
export const GUEST_NUDGE_MESSAGE = 'account.finishRegistration';

/** A guest who read the nudge is nudged again after this long (not at every page load). */
export const GUEST_NUDGE_REPEAT_MS = 86_400_000;

/**
 * True for a guest who has no unread Account notification (local or from the server) and has not
 * read the nudge within the last GUEST_NUDGE_REPEAT_MS.
 */
export function needsGuestNudge(
  items: readonly AppNotification[],
  user: SessionUser | null,
  now: Date = new Date(),
): boolean {
  if (!user?.isAnonymous) return false;
  if (items.some((n) => n.context === 'account' && !n.dateReaded)) return false;
  return !items.some(
    (n) =>
      isGuestNudge(n) &&
      n.dateReaded !== undefined &&
      now.getTime() - Date.parse(n.dateReaded) < GUEST_NUDGE_REPEAT_MS,
  );
}

/** The local nudge: it lives only in the browser and opens the settings screen. */
export function makeGuestNudge(now: Date = new Date()): AppNotification {
  return {
    id: newLocalNotificationId(),
    context: 'account',
    message: GUEST_NUDGE_MESSAGE,
    params: {},
    dateReceived: now.toISOString(),
    isLocal: true,
    redirectUrlWeb: SETTINGS_REDIRECT_WEB,
    redirectUrlMobile: SETTINGS_REDIRECT_MOBILE,
  };
}

/** The local nudge itself (not a server's account notification). */
export function isGuestNudge(n: AppNotification): boolean {
  return n.isLocal && n.context === 'account' && n.message === GUEST_NUDGE_MESSAGE;
}
