// Starts analytics and push messaging once they are allowed (consent + configuration + sign-in for push).
import { useEffect, useRef } from 'react';
import { logger } from '@planner/shared/logger';
import { config } from '../../../config';
import { useAuth } from '../../auth/hooks/useAuth';
import { useConsent } from '@planner/shared/consent';
import { allowedServices, defaultLoaders, type OptionalServiceLoaders } from '../optionalServices';

export function OptionalServices({
  loaders = defaultLoaders,
  analyticsId = config.analyticsId,
  pushVapidKey = config.pushVapidKey,
}: {
  loaders?: OptionalServiceLoaders;
  analyticsId?: string;
  pushVapidKey?: string;
}) {
  const consent = useConsent();
  const { state, auth } = useAuth();
  const uid = state.user?.uid ?? null;
  const started = useRef({ analytics: false, pushFor: null as string | null });
  const allowed = allowedServices({ consent, analyticsId, pushVapidKey, signedIn: uid !== null });

  useEffect(() => {
    if (!allowed.analytics || started.current.analytics) return;
    started.current.analytics = true;
    loaders.analytics(analyticsId).catch((error: unknown) => logger.warn('analytics', error));
  }, [allowed.analytics, analyticsId, loaders]);

  useEffect(() => {
    if (!allowed.push || uid === null || started.current.pushFor === uid) return;
    started.current.pushFor = uid;
    loaders
      .push(pushVapidKey)
      .then((token) => auth.setPushToken(token))
      .catch((error: unknown) => logger.warn('push messaging', error));
  }, [allowed.push, uid, pushVapidKey, loaders, auth]);

  return null;
}
