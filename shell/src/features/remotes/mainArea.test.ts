import {
  isMainAreaShown,
  markMainAreaShown,
  markMainAreaShownLater,
  onMainAreaShown,
  resetMainAreaForTests,
  whenMainAreaShown,
  whenMainAreaShownOrStalled,
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

  it('starts each waiting one in its own task, so the moment the main area shows is no long task', async () => {
    const ran: string[] = [];
    onMainAreaShown(() => ran.push('sidebar'));
    onMainAreaShown(() => ran.push('bell'));
    onMainAreaShown(() => ran.push('auth'));
    markMainAreaShown();
    expect(ran).toEqual(['sidebar']);
    await Promise.resolve();
    expect(ran).toEqual(['sidebar']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toEqual(['sidebar', 'bell', 'auth']);
  });

  it('after the mount of a remote that never says it is shown, opens 2 s later', () => {
    jest.useFakeTimers();
    markMainAreaShownLater(false);
    jest.advanceTimersByTime(1999);
    expect(isMainAreaShown()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(isMainAreaShown()).toBe(true);
  });

  it('waits for a remote that says when it is shown, even a slow one, until it is stalled (8 s)', () => {
    jest.useFakeTimers();
    markMainAreaShownLater(true);
    jest.advanceTimersByTime(7999);
    expect(isMainAreaShown()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(isMainAreaShown()).toBe(true);
  });

  it('lets what waits on the main area or its stall (the identity check) go at whichever comes first', async () => {
    jest.useFakeTimers();
    let stalled = false;
    void whenMainAreaShownOrStalled().then(() => (stalled = true));
    await jest.advanceTimersByTimeAsync(7999);
    expect(stalled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(stalled).toBe(true);
    // The main area is still not shown: only what waited for the stall went.
    expect(isMainAreaShown()).toBe(false);

    let shown = false;
    void whenMainAreaShownOrStalled().then(() => (shown = true));
    markMainAreaShown();
    await jest.advanceTimersByTimeAsync(0);
    expect(shown).toBe(true);
  });
});
