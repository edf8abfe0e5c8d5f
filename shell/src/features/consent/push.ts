// Firebase Cloud Messaging, loaded only after consent on a deployment that sets PLANNER_PUSH_VAPID_KEY.
import { logger } from '@planner/shared/logger';
import { getFirebaseApp } from '../auth/firebaseApp';

/** Asks for notification permission and returns this device's push token, or null. */
export async function registerPush(vapidKey: string): Promise<string | null> {
  const { getMessaging, getToken, isSupported } = await import('firebase/messaging');
  if (!(await isSupported())) {
    logger.warn('push messaging is not supported in this browser');
    return null;
  }
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return null;
  return getToken(getMessaging(getFirebaseApp()), { vapidKey });
}
