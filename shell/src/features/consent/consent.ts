// The cookieConsent flag in local storage ('true' / 'false', absent until the visitor chooses), as a tiny store.
import { bus } from '@planner/shared/bus';
import { COOKIE_CONSENT_KEY } from '@planner/shared/model/constants';

export type ConsentValue = 'true' | 'false' | null;

const listeners = new Set<() => void>();

export function readConsent(): ConsentValue {
  try {
    const value = localStorage.getItem(COOKIE_CONSENT_KEY);
    return value === 'true' || value === 'false' ? value : null;
  } catch {
    return null;
  }
}

export function saveConsent(accepted: boolean): void {
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, accepted ? 'true' : 'false');
  } catch {
    // Without storage the banner simply asks again next visit.
  }
  for (const listener of listeners) listener();
  // Remotes that depend on consent (the ad slot) follow the banner's choice at once.
  bus.publish('settings:consent-changed', { granted: accepted });
}

/** Forgets the choice so the banner asks again (the footer's "cookie settings" link). */
export function clearConsent(): void {
  try {
    localStorage.removeItem(COOKIE_CONSENT_KEY);
  } catch {
    // Nothing saved, nothing to clear.
  }
  for (const listener of listeners) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab (or the settings screen in one) may change it too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === COOKIE_CONSENT_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
