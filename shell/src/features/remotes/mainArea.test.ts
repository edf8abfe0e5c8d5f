import {
  isMainAreaShown,
  markMainAreaShown,
  markMainAreaShownWhenIdle,
  resetMainAreaForTests,
  whenMainAreaShown,
} from './mainArea';

beforeEach(() => resetMainAreaForTests());
afterEach(() => jest.useRealTimers());

describe('main area first', () => {
  it('holds the waiting widgets until the main area has shown, then lets every one go', async () => {
    const order: string[] = [];
    const first = whenMainAreaShown().then(() => order.push('sidebar'));
    const second = whenMainAreaShown().then(() => order.push('bell'));
    await Promise.resolve();
    expect(order).toEqual([]);
    markMainAreaShown();
    await Promise.all([first, second]);
    expect(order).toEqual(['sidebar', 'bell']);
    // Open for the rest of the page's life: later widgets do not wait.
    await whenMainAreaShown();
    expect(isMainAreaShown()).toBe(true);
  });

  it('after a mount, opens when the browser is idle, or after the timeout at the latest', () => {
    jest.useFakeTimers();
    const idle = jest.fn();
    window.requestIdleCallback = idle;
    markMainAreaShownWhenIdle(800);
    expect(isMainAreaShown()).toBe(false);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 800 });
    Reflect.deleteProperty(window, 'requestIdleCallback');
    (idle.mock.calls[0] as [() => void])[0]();
    expect(isMainAreaShown()).toBe(true);
    resetMainAreaForTests();

    // Without requestIdleCallback (Safari): shortly after.
    markMainAreaShownWhenIdle();
    jest.advanceTimersByTime(200);
    expect(isMainAreaShown()).toBe(true);
  });
});
