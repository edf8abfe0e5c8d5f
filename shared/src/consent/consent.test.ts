// The one cookieConsent reader and writer: what every part of the suite sees, in this page and others.
import { bus } from '../bus';
import { COOKIE_CONSENT_KEY } from '../model/constants';
import {
  clearConsent,
  hasConsent,
  hasConsentFor,
  readConsent,
  readPurposeConsent,
  readPurposes,
  subscribeConsent,
  writeConsent,
  writePurposes,
} from './consent';

beforeEach(() => localStorage.clear());

it('is null until the visitor chooses, then the choice', () => {
  expect(readConsent()).toBeNull();
  expect(hasConsent()).toBe(false);
  writeConsent(true);
  expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true');
  expect(readConsent()).toBe(true);
  expect(hasConsent()).toBe(true);
  writeConsent(false);
  expect(readConsent()).toBe(false);
  clearConsent();
  expect(readConsent()).toBeNull();
});

it('ignores a stored value that is not a choice', () => {
  localStorage.setItem(COOKIE_CONSENT_KEY, 'yes');
  expect(readConsent()).toBeNull();
});

it('tells this page (listeners and the bus) and follows other tabs', () => {
  const listener = jest.fn();
  const announced = jest.fn();
  const stopBus = bus.on('settings:consent-changed', announced);
  const stop = subscribeConsent(listener);

  writeConsent(true);
  expect(announced).toHaveBeenLastCalledWith({ granted: true });
  clearConsent();
  expect(announced).toHaveBeenLastCalledWith({ granted: false });
  expect(listener).toHaveBeenCalledTimes(2);

  // Another tab wrote it.
  localStorage.setItem(COOKIE_CONSENT_KEY, 'false');
  window.dispatchEvent(new StorageEvent('storage', { key: COOKIE_CONSENT_KEY, newValue: 'false' }));
  expect(listener).toHaveBeenCalledTimes(3);
  window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
  expect(listener).toHaveBeenCalledTimes(3);

  stop();
  stopBus();
  writeConsent(true);
  expect(listener).toHaveBeenCalledTimes(3);
});

it('keeps one switch per purpose; cookieConsent is true while any purpose is on', () => {
  expect(readPurposeConsent('ads')).toBeNull();
  // "Accept" (or a consent given before purposes existed) covers them all.
  writeConsent(true);
  expect(readPurposes()).toEqual({ analytics: true, push: true, ads: true });
  localStorage.removeItem('cookieConsentPurposes');
  expect(readPurposes()).toEqual({ analytics: true, push: true, ads: true });

  writePurposes({ analytics: false, push: true, ads: false });
  expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true');
  expect(hasConsentFor('push')).toBe(true);
  expect(hasConsentFor('analytics')).toBe(false);
  expect(readPurposeConsent('ads')).toBe(false);

  writePurposes({ analytics: false, push: false, ads: false });
  expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('false');
  expect(hasConsent()).toBe(false);
  // No consent: no purpose, whatever was saved for them.
  localStorage.setItem('cookieConsentPurposes', JSON.stringify({ analytics: true }));
  expect(hasConsentFor('analytics')).toBe(false);
  clearConsent();
  expect(localStorage.getItem('cookieConsentPurposes')).toBeNull();
});
