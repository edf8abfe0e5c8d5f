import { BehaviorSubject } from 'rxjs';
import { EventBus } from '@planner/shared/bus';
import type { AppNotification } from '@planner/shared/model';
import { makeNotification } from '../testing/setupTests';
import { createNotificationService, type NotificationSource } from './notificationService';

type Status = { loaded: boolean; loading: boolean };
const LOADED: Status = { loading: false, loaded: true };
const NOT_LOADED: Status = { loading: false, loaded: false };
const guest = { uid: 'g1', email: null, isAnonymous: true };
const member = { uid: 'm1', email: 'a@b.c', isAnonymous: false };

/** A stand-in collection: load() serves `server` (plus the local items), like the synced collection. */
function fakeSource(initial: AppNotification[] = [], status: Status = LOADED) {
  const items$ = new BehaviorSubject<readonly AppNotification[]>(initial);
  const status$ = new BehaviorSubject<Status>(status);
  let server: AppNotification[] = initial.filter((n) => !n.isLocal);
  const source: NotificationSource & {
    items$: BehaviorSubject<readonly AppNotification[]>;
    status$: BehaviorSubject<Status>;
    setServer: (list: AppNotification[]) => void;
  } = {
    items$,
    status$,
    items: () => items$.getValue(),
    status: () => status$.getValue(),
    subscribe: (onChange) => {
      const subs = [items$.subscribe(onChange), status$.subscribe(onChange)];
      return () => subs.forEach((s) => s.unsubscribe());
    },
    load: jest.fn(async () => {
      items$.next([...server, ...items$.getValue().filter((n) => n.isLocal)]);
      status$.next(LOADED);
      return { ok: true };
    }),
    putLocal: jest.fn(async (n: AppNotification) => {
      items$.next([...items$.getValue(), n]);
      return n;
    }),
    removeLocal: jest.fn(async (id: string) => {
      items$.next(items$.getValue().filter((n) => n.id !== id));
    }),
    setServer: (list) => {
      server = list;
    },
  };
  return source;
}

function signedIn(user: typeof guest | typeof member | null): EventBus {
  const bus = new EventBus();
  bus.set('session', { resolved: true, user });
  return bus;
}

afterEach(() => jest.useRealTimers());

describe('the notification service', () => {
  it('gives a guest one local account nudge once the list has loaded, and only once', async () => {
    const source = fakeSource([], NOT_LOADED);
    const service = createNotificationService({ source, bus: signedIn(guest), pollMs: 1e9 });
    const release = service.acquire();
    expect(source.putLocal).not.toHaveBeenCalled();
    source.status$.next(LOADED);
    expect(source.putLocal).toHaveBeenCalledTimes(1);
    const nudge = source.items$.getValue()[0];
    expect(nudge).toMatchObject({ context: 'account', isLocal: true });
    // Reading it does not bring a second one during this page's life, nor does a new read.
    source.items$.next([{ ...(nudge as AppNotification), dateReaded: new Date().toISOString() }]);
    await service.refresh();
    expect(source.putLocal).toHaveBeenCalledTimes(1);
    expect(source.items$.getValue()).toHaveLength(1);
    release();
  });

  it('gives no nudge to a registered user nor to a guest who has an unread account notification', () => {
    const registered = fakeSource([]);
    createNotificationService({ source: registered, bus: signedIn(member) }).acquire()();
    expect(registered.putLocal).not.toHaveBeenCalled();
    const warned = fakeSource([
      makeNotification({ context: 'account', isLocal: true, id: 'local-AAAAAAAAAA' }),
    ]);
    createNotificationService({ source: warned, bus: signedIn(guest) }).acquire()();
    expect(warned.putLocal).not.toHaveBeenCalled();
  });

  it('on a later page load, replaces a nudge read more than a day ago, but not one read today', () => {
    const readLongAgo = {
      ...makeNotification({ id: 'local-OLDOLDOLD1', context: 'account', isLocal: true }),
      message: 'account.finishRegistration',
      dateReaded: '2026-11-20T08:00:00.000Z',
    };
    const source = fakeSource([readLongAgo]);
    const now = () => new Date('2026-11-22T08:00:00.000Z');
    createNotificationService({ source, bus: signedIn(guest), now }).acquire()();
    const after = source.items$.getValue();
    expect(after).toHaveLength(1);
    expect(after[0]?.id).not.toBe('local-OLDOLDOLD1');
    expect(after[0]?.dateReaded).toBeUndefined();

    const readToday = { ...readLongAgo, dateReaded: '2026-11-22T07:00:00.000Z' };
    const today = fakeSource([readToday]);
    createNotificationService({ source: today, bus: signedIn(guest), now }).acquire()();
    expect(today.items$.getValue()).toEqual([readToday]);
  });

  it('removes the nudge once the guest has registered (same uid, no longer anonymous)', () => {
    const source = fakeSource([], LOADED);
    const bus = signedIn(guest);
    const release = createNotificationService({ source, bus }).acquire();
    expect(source.items$.getValue()).toHaveLength(1);
    bus.set('session', {
      resolved: true,
      user: { ...guest, email: 'g@example.com', isAnonymous: false },
    });
    expect(source.items$.getValue()).toEqual([]);
    release();
  });

  it('reads the list every interval and on window focus, only while someone uses it and a user is signed in', () => {
    jest.useFakeTimers();
    const source = fakeSource([]);
    const bus = signedIn(member);
    const service = createNotificationService({ source, bus, pollMs: 60_000 });
    const releaseBell = service.acquire();
    const releaseCentre = service.acquire();
    jest.advanceTimersByTime(59_999);
    expect(source.load).toHaveBeenCalledTimes(0);
    jest.advanceTimersByTime(1);
    expect(source.load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('focus'));
    expect(source.load).toHaveBeenCalledTimes(2);
    releaseCentre();
    jest.advanceTimersByTime(60_000);
    expect(source.load).toHaveBeenCalledTimes(3);
    bus.set('session', { resolved: true, user: null });
    jest.advanceTimersByTime(60_000);
    expect(source.load).toHaveBeenCalledTimes(3);
    bus.set('session', { resolved: true, user: member });
    releaseBell();
    jest.advanceTimersByTime(120_000);
    window.dispatchEvent(new Event('focus'));
    expect(source.load).toHaveBeenCalledTimes(3);
  });

  it('hands over each reminder that arrives while the page is open, when allowed', async () => {
    const first = makeNotification({ id: 'r1' });
    const source = fakeSource([first]);
    const arrived: string[] = [];
    let allowed = true;
    const release = createNotificationService({
      source,
      bus: signedIn(member),
      onReminderArrived: (n) => arrived.push(n.id),
      canNotify: () => allowed,
    }).acquire();
    // What was there when the page opened is not announced again.
    expect(arrived).toEqual([]);
    source.setServer([
      first,
      makeNotification({ id: 'r2' }),
      makeNotification({ id: 'acc', context: 'account' }),
    ]);
    await source.load();
    expect(arrived).toEqual(['r2']);
    allowed = false;
    source.setServer([first, makeNotification({ id: 'r2' }), makeNotification({ id: 'r3' })]);
    await source.load();
    expect(arrived).toEqual(['r2']);
    release();
  });
});
