// The cookieConsent flag ('true' allows ads, analytics and push), read and written here and followed live.
import { bus as defaultBus, type EventBus } from '@planner/shared/bus';
import { COOKIE_CONSENT_KEY } from '@planner/shared/model';

/** true, false, or null while the visitor has not chosen. */
export function readConsent(): boolean | null {
  try {
    const value = localStorage.getItem(COOKIE_CONSENT_KEY);
    return value === 'true' ? true : value === 'false' ? false : null;
  } catch {
    return null;
  }
}

/**
 * Saves the choice and tells the page: a `storage` event for listeners of local storage (the shell's
 * consent store starts or keeps analytics and push from it) and a bus event for the remotes.
 */
export function writeConsent(granted: boolean, bus: EventBus = defaultBus): void {
  const value = granted ? 'true' : 'false';
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, value);
  } catch {
    // Without storage the choice lasts for this page only (the events below still apply it).
  }
  window.dispatchEvent(new StorageEvent('storage', { key: COOKIE_CONSENT_KEY, newValue: value }));
  bus.publish('settings:consent-changed', { granted });
}

/** Calls `listener` whenever the flag may have changed (this page, the shell or another tab). */
export function subscribeConsent(listener: () => void, bus: EventBus = defaultBus): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === COOKIE_CONSENT_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  const stopBus = bus.on('settings:consent-changed', listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    stopBus();
  };
}
