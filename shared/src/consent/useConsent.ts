// React hook: the cookieConsent choice (true, false or null), re-rendering when it changes.
import { useSyncExternalStore } from 'react';
import {
  readConsent,
  readPurposeConsent,
  subscribeConsent,
  type Consent,
  type Purpose,
} from './consent';

const subscribe = (listener: () => void) => subscribeConsent(listener);

export function useConsent(): Consent {
  return useSyncExternalStore(subscribe, readConsent, () => null);
}

/** The consent for one purpose (null until chosen), re-rendering when it changes. */
export function usePurposeConsent(purpose: Purpose): Consent {
  return useSyncExternalStore(
    subscribe,
    () => readPurposeConsent(purpose),
    () => null,
  );
}
