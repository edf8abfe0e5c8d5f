// Starts analytics once allowed, and keeps the push-messaging token (this device's Web Push endpoint, turned on
// in settings) in the auth state while consent lasts; withdrawing consent unsubscribes the device.
import { useEffect, useRef } from 'react';
import { logger } from '@planner/shared/logger';
import { config } from '../../../config';
import { useAuth } from '../../auth/hooks/useAuth';
import { usePurposeConsent } from '@planner/shared/consent';
import { allowedServices, defaultLoaders, type OptionalServiceLoaders } from '../optionalServices';

export function OptionalServices({
  loaders = defaultLoaders,
  analyticsId = config.analyticsId,
}: {
  loaders?: OptionalServiceLoaders;
  analyticsId?: string;
}) {
  // One purpose each (the cookie settings): analytics, and push messaging.
  const analyticsConsent = usePurposeConsent('analytics');
  const consent = usePurposeConsent('push');
  const { state, auth } = useAuth();
  const uid = state.user?.uid ?? null;
  const started = useRef(false);
  const allowed = {
    analytics: allowedServices({ consent: analyticsConsent, analyticsId, signedIn: uid !== null })
      .analytics,
    push: allowedServices({ consent, analyticsId, signedIn: uid !== null }).push,
  };

  useEffect(() => {
    if (!allowed.analytics || started.current) return;
    started.current = true;
    loaders.analytics(analyticsId).catch((error: unknown) => logger.warn('analytics', error));
  }, [allowed.analytics, analyticsId, loaders]);

  useEffect(() => {
    if (uid === null) return;
    const job = allowed.push
      ? loaders.pushEndpoint()
      : consent === false
        ? loaders.stopPush().then(() => null)
        : Promise.resolve(null);
    job
      .then((endpoint) => auth.setPushToken(endpoint))
      .catch((error: unknown) => logger.warn('push messaging', error));
  }, [allowed.push, consent, uid, loaders, auth]);

  return null;
}
