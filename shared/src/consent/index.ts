// @planner/shared/consent: the cookieConsent choice, read, written and followed live by every part of the suite.
export {
  PURPOSES,
  clearConsent,
  hasConsent,
  hasConsentFor,
  readConsent,
  readPurposeConsent,
  readPurposes,
  subscribeConsent,
  writeConsent,
  writePurposes,
  type Consent,
  type Purpose,
  type Purposes,
} from './consent';
export { useConsent, usePurposeConsent } from './useConsent';
