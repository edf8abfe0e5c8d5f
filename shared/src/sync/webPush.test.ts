import { readPushState } from './webPush';

// jsdom has no service workers, Push API or notifications: each test gives the page the worker container it needs.
function withWorkers({ now, ready }: { now: unknown; ready: Promise<unknown> }) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: jest.fn().mockResolvedValue(now), ready },
  });
  Object.defineProperty(window, 'PushManager', {
    configurable: true,
    value: function PushManager() {},
  });
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: { permission: 'default' },
  });
}

const registration = { pushManager: { getSubscription: jest.fn().mockResolvedValue(null) } };

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  delete (window as { PushManager?: unknown }).PushManager;
  delete (window as { Notification?: unknown }).Notification;
  jest.useRealTimers();
});

describe('readPushState', () => {
  it('reads a browser without service workers or Push API as unsupported', async () => {
    expect(await readPushState(true, 1000)).toBe('unsupported');
  });

  it('waits for the worker that comes after the page, then reads its state', async () => {
    let activate!: (reg: unknown) => void;
    withWorkers({ now: undefined, ready: new Promise((resolve) => (activate = resolve)) });
    let state: string | undefined;
    const read = readPushState(true, 20_000).then((s) => (state = s));
    await Promise.resolve();
    expect(state).toBeUndefined();
    activate(registration);
    await read;
    expect(state).toBe('off');
  });

  it('without consent, says so at once rather than after the worker has come', async () => {
    withWorkers({ now: undefined, ready: new Promise(() => {}) });
    expect(await readPushState(null, 20_000)).toBe('needs-consent');
    expect(await readPushState(false, 20_000)).toBe('needs-consent');
  });

  it('reads unsupported once the wait is over with no worker', async () => {
    jest.useFakeTimers();
    withWorkers({ now: undefined, ready: new Promise(() => {}) });
    const read = readPushState(true, 20_000);
    await jest.advanceTimersByTimeAsync(19_999);
    let state: string | undefined;
    void read.then((s) => (state = s));
    await Promise.resolve();
    expect(state).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(await read).toBe('unsupported');
  });

  it('does not wait outside a production build (the default in tests)', async () => {
    withWorkers({ now: undefined, ready: new Promise(() => {}) });
    expect(await readPushState(true)).toBe('unsupported');
  });

  it('reads a registered worker at once', async () => {
    withWorkers({ now: registration, ready: new Promise(() => {}) });
    expect(await readPushState(true, 20_000)).toBe('off');
  });
});
