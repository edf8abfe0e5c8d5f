// React hook: the current cookieConsent value, re-rendering when it changes.
import { useSyncExternalStore } from 'react';
import { readConsent, subscribeConsent, type ConsentValue } from '../consent';

export function useConsent(): ConsentValue {
  return useSyncExternalStore(subscribeConsent, readConsent, () => null);
}
