// React hook: the cookieConsent flag (true, false or null), re-rendering when it changes.
import { useSyncExternalStore } from 'react';
import { readConsent, subscribeConsent } from './consent';

export function useConsent(): boolean | null {
  return useSyncExternalStore(subscribeConsent, readConsent, () => null);
}
