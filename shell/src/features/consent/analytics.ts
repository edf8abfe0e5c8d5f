// Firebase Analytics, loaded only after consent on a deployment that sets PLANNER_ANALYTICS_ID.
import { logger } from '@planner/shared/logger';
import { getFirebaseApp } from '../auth/firebaseApp';

export async function startAnalytics(measurementId: string): Promise<void> {
  const { getAnalytics, isSupported, setAnalyticsCollectionEnabled } =
    await import('firebase/analytics');
  if (!(await isSupported())) {
    logger.warn('analytics is not supported in this browser');
    return;
  }
  const analytics = getAnalytics(getFirebaseApp());
  setAnalyticsCollectionEnabled(analytics, true);
  logger.info('analytics started', measurementId);
}
