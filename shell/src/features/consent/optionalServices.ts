// Decides which consent-bound services run: only with cookieConsent 'true' (docs/product.md section 1), analytics also
// only on a deployment that configures it; push needs a signed-in user (it belongs to an account).
import type { Consent } from '@planner/shared/consent';
import { loadSync } from '../auth/syncBridge';

export interface OptionalServiceLoaders {
  /** Loads and starts analytics (a dynamic import: nothing is downloaded otherwise). */
  analytics: (measurementId: string) => Promise<void>;
  /** This device's push endpoint (the push-messaging token) when it is subscribed; never asks permission. */
  pushEndpoint: () => Promise<string | null>;
  /** Unsubscribes this device (consent withdrawn). */
  stopPush: () => Promise<unknown>;
}

export interface OptionalServicesInput {
  consent: Consent;
  analyticsId: string;
  signedIn: boolean;
}

/** Which services may run now. */
export function allowedServices(input: OptionalServicesInput): {
  analytics: boolean;
  push: boolean;
} {
  const consented = input.consent === true;
  return {
    analytics: consented && input.analyticsId !== '',
    push: consented && input.signedIn,
  };
}

export const defaultLoaders: OptionalServiceLoaders = {
  analytics: async (measurementId) => {
    const { startAnalytics } = await import(/* webpackChunkName: "analytics" */ './analytics');
    await startAnalytics(measurementId);
  },
  pushEndpoint: async () => (await loadSync()).currentPushEndpoint(),
  stopPush: async () => (await loadSync()).disablePush(),
};
