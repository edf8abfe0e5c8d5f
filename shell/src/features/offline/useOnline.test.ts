import { act, renderHook, waitFor } from '@testing-library/react';
import { apiReachable, useOnline } from './useOnline';

function setNavigatorOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

afterEach(() => setNavigatorOnline(true));

describe('useOnline', () => {
  it('is online when the browser is and the api answers', async () => {
    const check = jest.fn(async () => true);
    const { result } = renderHook(() => useOnline(check));
    await waitFor(() => expect(check).toHaveBeenCalled());
    expect(result.current).toBe(true);
  });

  it('is offline when the browser says online but the api cannot be reached (a reload with no network)', async () => {
    const check = jest.fn(async () => false);
    const { result } = renderHook(() => useOnline(check));
    // One failure is confirmed by a second request 2 s later.
    await waitFor(() => expect(result.current).toBe(false), { timeout: 4000 });
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('follows the browser going offline and back, asking the api again', async () => {
    let reachable = true;
    const check = jest.fn(async () => reachable);
    const { result } = renderHook(() => useOnline(check));
    await waitFor(() => expect(check).toHaveBeenCalledTimes(1));
    setNavigatorOnline(false);
    reachable = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await waitFor(() => expect(result.current).toBe(false));
    setNavigatorOnline(true);
    reachable = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('says offline as soon as the browser does, even if an answer from the api arrives just after', async () => {
    jest.useFakeTimers();
    try {
      let answer: (value: boolean) => void = () => undefined;
      const check = jest.fn(
        () =>
          new Promise<boolean>((resolve) => {
            answer = resolve;
          }),
      );
      const { result } = renderHook(() => useOnline(check));
      // The first check runs in the task after the mount's.
      expect(check).not.toHaveBeenCalled();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(check).toHaveBeenCalledTimes(1);
      setNavigatorOnline(false);
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      expect(result.current).toBe(false);
      // The request made before the connection went answers afterwards: it is older than the browser's word.
      await act(async () => answer(true));
      expect(result.current).toBe(false);
      expect(check).toHaveBeenCalledTimes(1);
      // The api is asked again 5 s later (a server on this machine can still answer: then it says so).
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5_000);
      });
      expect(check).toHaveBeenCalledTimes(2);
      await act(async () => answer(true));
      expect(result.current).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks nothing for a page left before its first check', async () => {
    const check = jest.fn(async () => true);
    const { unmount } = renderHook(() => useOnline(check));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(check).not.toHaveBeenCalled();
  });

  it('asks again when the browser says offline but may be wrong, and never lets an older answer win', async () => {
    // The browser still says offline after the connection came back: the api is asked anyway.
    setNavigatorOnline(false);
    let answer: (value: boolean) => void = () => undefined;
    const check = jest.fn(
      () =>
        new Promise<boolean>((resolve) => {
          answer = resolve;
        }),
    );
    const { result, rerender } = renderHook(({ nudge }) => useOnline(check, nudge), {
      initialProps: { nudge: 0 },
    });
    await waitFor(() => expect(check).toHaveBeenCalledTimes(1));
    const first = answer;
    // A change reached the server meanwhile: the indicator asks again; that answer comes first.
    rerender({ nudge: 1 });
    await waitFor(() => expect(check).toHaveBeenCalledTimes(2));
    act(() => answer(true));
    await waitFor(() => expect(result.current).toBe(true));
    // The first, older request ends in a failure much later: it does not turn the page offline.
    await act(async () => first(false));
    expect(result.current).toBe(true);
  });
});

describe('apiReachable', () => {
  it('gives up on a request that hangs, so the next check can run', async () => {
    jest.useFakeTimers();
    const realFetch = global.fetch;
    global.fetch = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    ) as typeof fetch;
    try {
      const reachable = apiReachable('http://localhost:4000/health');
      await jest.advanceTimersByTimeAsync(5_000);
      await expect(reachable).resolves.toBe(false);
    } finally {
      global.fetch = realFetch;
      jest.useRealTimers();
    }
  });
});
