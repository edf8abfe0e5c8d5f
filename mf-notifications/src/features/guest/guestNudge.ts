// The guest rule of SPEC.md section 4: an anonymous user gets one local Account notification urging registration.
import { newLocalNotificationId } from '@planner/shared/domain';
import {
  SETTINGS_REDIRECT_MOBILE,
  SETTINGS_REDIRECT_WEB,
  type AppNotification,
  type SessionUser,
} from '@planner/shared/model';

/** The translation key of the nudge's message (notifications namespace). */
export const GUEST_NUDGE_MESSAGE = 'account.finishRegistration';

/** True for a guest who has no unread Account notification (local or from the server). */
export function needsGuestNudge(
  items: readonly AppNotification[],
  user: SessionUser | null,
): boolean {
  if (!user?.isAnonymous) return false;
  return !items.some((n) => n.context === 'account' && !n.dateReaded);
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
