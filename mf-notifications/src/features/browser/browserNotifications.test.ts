import { COOKIE_CONSENT_KEY } from '@planner/shared/model/constants';
import { makeNotification } from '../testing/setupTests';
import {
  arrivedReminders,
  browserNotificationsAllowed,
  showBrowserNotification,
} from './browserNotifications';

/** A stand-in for the browser's Notification with a settable permission, recording what is shown. */
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static shown: FakeNotification[] = [];
  onclick: (() => void) | null = null;
  closed = false;
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeNotification.shown.push(this);
  }
  close() {
    this.closed = true;
  }
}

beforeEach(() => {
  localStorage.clear();
  FakeNotification.permission = 'default';
  FakeNotification.shown = [];
  Object.assign(globalThis, { Notification: FakeNotification });
});
afterEach(() => {
  delete (globalThis as { Notification?: unknown }).Notification;
});

describe('browser notifications', () => {
  it('are allowed only with cookieConsent true and the browser permission granted', () => {
    expect(browserNotificationsAllowed()).toBe(false);
    FakeNotification.permission = 'granted';
    expect(browserNotificationsAllowed()).toBe(false);
    localStorage.setItem(COOKIE_CONSENT_KEY, 'false');
    expect(browserNotificationsAllowed()).toBe(false);
    localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    expect(browserNotificationsAllowed()).toBe(true);
    FakeNotification.permission = 'denied';
    expect(browserNotificationsAllowed()).toBe(false);
  });

  it('pick the unread reminders that were not there before', () => {
    const list = [
      makeNotification({ id: 'old' }),
      makeNotification({ id: 'new' }),
      makeNotification({ id: 'read', dateReaded: '2026-11-22T15:00:00.000Z' }),
      makeNotification({ id: 'acc', context: 'account' }),
    ];
    expect(arrivedReminders(new Set(['old']), list).map((n) => n.id)).toEqual(['new']);
  });

  it('show the text and run the click action once', () => {
    const onClick = jest.fn();
    const focus = jest.spyOn(window, 'focus').mockImplementation(() => {});
    showBrowserNotification('Planner reminder', '“Dentist” starts soon', 'n1', onClick);
    const [shown] = FakeNotification.shown;
    expect(shown?.title).toBe('Planner reminder');
    expect(shown?.options).toEqual({ body: '“Dentist” starts soon', tag: 'n1' });
    shown?.onclick?.();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(focus).toHaveBeenCalled();
    expect(shown?.closed).toBe(true);
  });
});
