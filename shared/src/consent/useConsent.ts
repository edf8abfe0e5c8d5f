// React hook: the cookieConsent choice (true, false or null), re-rendering when it changes.
import { useSyncExternalStore } from 'react';
import { readConsent, subscribeConsent, type Consent } from './consent';

const subscribe = (listener: () => void) => subscribeConsent(listener);

export function useConsent(): Consent {
  return useSyncExternalStore(subscribe, readConsent, () => null);
}
