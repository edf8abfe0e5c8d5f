// Reads the cookieConsent flag: push (and so browser notifications) is allowed only when it is 'true'.
import { COOKIE_CONSENT_KEY } from '@planner/shared/model';

export function hasConsent(): boolean {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY) === 'true';
  } catch {
    return false;
  }
}
