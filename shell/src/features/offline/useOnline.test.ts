import { act, renderHook, waitFor } from '@testing-library/react';
import { useOnline } from './useOnline';

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
});
