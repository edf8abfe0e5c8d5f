// The worker waits for the page's start to go quiet: nothing arriving from the network, nothing in flight.
import { START_QUIET, whenStartQuiet, type StartActivity } from './startQuiet';

/** A page whose activity the test drives: `busy` while a read is in flight, `arrive()` when a response ends. */
function fakePage() {
  const state = { busy: false, onArrival: (): void => undefined, watching: false };
  const activity: StartActivity = {
    busy: () => state.busy,
    watchArrivals(onArrival) {
      state.onArrival = onArrival;
      state.watching = true;
      return () => {
        state.watching = false;
      };
    },
  };
  return { state, activity, arrive: () => state.onArrival() };
}

/** Whether `promise` has settled after `ms` of fake time. */
async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await jest.advanceTimersByTimeAsync(ms);
  return done;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('whenStartQuiet', () => {
  it('resolves once nothing has arrived and nothing is in flight for the quiet time', async () => {
    const page = fakePage();
    const quiet = whenStartQuiet(page.activity);
    expect(await settledAfter(quiet, START_QUIET.quietMs - START_QUIET.checkMs)).toBe(false);
    expect(await settledAfter(quiet, START_QUIET.checkMs)).toBe(true);
    // It stops listening once done.
    expect(page.state.watching).toBe(false);
  });

  it('waits while responses keep arriving or a read is in flight', async () => {
    const page = fakePage();
    const quiet = whenStartQuiet(page.activity);
    await jest.advanceTimersByTimeAsync(START_QUIET.quietMs - START_QUIET.checkMs);
    page.arrive();
    expect(await settledAfter(quiet, START_QUIET.checkMs * 2)).toBe(false);
    page.state.busy = true;
    expect(await settledAfter(quiet, START_QUIET.quietMs * 2)).toBe(false);
    page.state.busy = false;
    expect(await settledAfter(quiet, START_QUIET.quietMs)).toBe(true);
  });

  it('gives up waiting after the longest wait, whatever the page does', async () => {
    const page = fakePage();
    page.state.busy = true;
    const quiet = whenStartQuiet(page.activity);
    expect(await settledAfter(quiet, START_QUIET.maxMs - START_QUIET.checkMs)).toBe(false);
    expect(await settledAfter(quiet, START_QUIET.checkMs)).toBe(true);
    expect(page.state.watching).toBe(false);
  });
});
