// The cookieConsent choice in local storage ('true' allows analytics, push and ads; absent until the visitor
// chooses): one reader and writer for the shell's banner and footer, the settings screen, the ad slot and
// browser notifications, followed live in this page (the bus) and in other tabs (storage events).
import { bus as defaultBus, type EventBus } from '../bus';
import { COOKIE_CONSENT_KEY, COOKIE_PURPOSES_KEY } from '../model/constants';

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

/** Saves the choice for every purpose and tells the page at once (remotes such as the ad slot follow it). */
export function writeConsent(granted: boolean, bus: EventBus = defaultBus): void {
  writePurposes({ analytics: granted, push: granted, ads: granted }, bus);
}

/** What the cookieConsent may be used for, each switched on or off in the cookie settings. */
export type Purpose = 'analytics' | 'push' | 'ads';
export const PURPOSES: readonly Purpose[] = ['analytics', 'push', 'ads'];
export type Purposes = Record<Purpose, boolean>;

/**
 * The purposes allowed now: none without consent; with it, those the person left on (a consent given
 * before purposes existed, or by "Accept", covers them all).
 */
export function readPurposes(): Purposes {
  const granted = readConsent() === true;
  let saved: Partial<Record<Purpose, unknown>> = {};
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(COOKIE_PURPOSES_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') saved = parsed as Partial<Record<Purpose, unknown>>;
  } catch {
    saved = {};
  }
  return {
    analytics: granted && saved.analytics !== false,
    push: granted && saved.push !== false,
    ads: granted && saved.ads !== false,
  };
}

/** The consent for one purpose: null while the visitor has not chosen, else whether it is allowed. */
export function readPurposeConsent(purpose: Purpose): Consent {
  return readConsent() === null ? null : readPurposes()[purpose];
}

/** True only once the visitor has accepted this purpose. */
export function hasConsentFor(purpose: Purpose): boolean {
  return readPurposes()[purpose];
}

/**
 * Saves one switch per purpose; cookieConsent (the SPEC's flag) is 'true' while any purpose is on, so
 * whatever reads only the flag stays off when everything is.
 */
export function writePurposes(purposes: Purposes, bus: EventBus = defaultBus): void {
  const granted = PURPOSES.some((p) => purposes[p]);
  try {
    localStorage.setItem(COOKIE_PURPOSES_KEY, JSON.stringify(purposes));
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
    localStorage.removeItem(COOKIE_PURPOSES_KEY);
  } catch {
    // Nothing saved, nothing to clear.
  }
  bus.publish('settings:consent-changed', { granted: false });
}

/** Calls `listener` whenever the choice may have changed: in this page or in another tab. */
export function subscribeConsent(listener: () => void, bus: EventBus = defaultBus): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === COOKIE_CONSENT_KEY || e.key === COOKIE_PURPOSES_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  const stopBus = bus.on('settings:consent-changed', listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    stopBus();
  };
}
