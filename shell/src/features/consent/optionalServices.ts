// Decides which consent-bound services load: only with cookieConsent 'true' AND a deployment that configures them.
import type { Consent } from '@planner/shared/consent';

export interface OptionalServiceLoaders {
  /** Loads and starts analytics (a dynamic import: nothing is downloaded otherwise). */
  analytics: (measurementId: string) => Promise<void>;
  /** Loads push messaging and returns the device's push token (or null). */
  push: (vapidKey: string) => Promise<string | null>;
}

export interface OptionalServicesInput {
  consent: Consent;
  analyticsId: string;
  pushVapidKey: string;
  /** Push registers a device for a user, so it waits for a sign-in. */
  signedIn: boolean;
}

/** Which services may start now. */
export function allowedServices(input: OptionalServicesInput): {
  analytics: boolean;
  push: boolean;
} {
  const consented = input.consent === true;
  return {
    analytics: consented && input.analyticsId !== '',
    push: consented && input.pushVapidKey !== '' && input.signedIn,
  };
}

export const defaultLoaders: OptionalServiceLoaders = {
  analytics: async (measurementId) => {
    const { startAnalytics } = await import(/* webpackChunkName: "analytics" */ './analytics');
    await startAnalytics(measurementId);
  },
  push: async (vapidKey) => {
    const { registerPush } = await import(/* webpackChunkName: "push" */ './push');
    return registerPush(vapidKey);
  },
};
