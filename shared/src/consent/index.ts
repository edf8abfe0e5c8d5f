// @planner/shared/consent: the cookieConsent choice, read, written and followed live by every part of the suite.
export {
  clearConsent,
  hasConsent,
  readConsent,
  subscribeConsent,
  writeConsent,
  type Consent,
} from './consent';
export { useConsent } from './useConsent';
