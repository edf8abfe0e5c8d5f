// The cookieConsent choice in local storage ('true' allows analytics, push and ads; absent until the visitor
// chooses): one reader and writer for the shell's banner and footer, the settings screen, the ad slot and
// browser notifications, followed live in this page (the bus) and in other tabs (storage events).
import { bus as defaultBus, type EventBus } from '../bus';
import { COOKIE_CONSENT_KEY } from '../model/constants';

/** true, false, or null while the visitor has not chosen. */
export type Consent = boolean | null;

export function readConsent(): Consent {
  try {
    const value = localStorage.getItem(COOKIE_CONSENT_KEY);
    return value === 'true' ? true : value === 'false' ? false : null;
  } catch {
    return null;
  }
}

/** True only once the visitor has accepted. */
export function hasConsent(): boolean {
  return readConsent() === true;
}

/** Saves the choice and tells the page at once (remotes such as the ad slot follow it). */
export function writeConsent(granted: boolean, bus: EventBus = defaultBus): void {
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, granted ? 'true' : 'false');
  } catch {
    // Without storage the choice lasts for this page only (the event below still applies it).
  }
  bus.publish('settings:consent-changed', { granted });
}

/** Forgets the choice, so the banner asks again (the footer's "cookie settings" link). */
export function clearConsent(bus: EventBus = defaultBus): void {
  try {
    localStorage.removeItem(COOKIE_CONSENT_KEY);
  } catch {
    // Nothing saved, nothing to clear.
  }
  bus.publish('settings:consent-changed', { granted: false });
}

/** Calls `listener` whenever the choice may have changed: in this page or in another tab. */
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
