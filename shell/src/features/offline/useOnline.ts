// Whether the page can reach our server: the browser's connection state, checked against the api itself.
//
// navigator.onLine alone is not enough: it says "online" on a network without internet, and Chromium
// reports "online" to a page reloaded while offline. So the api's /health is asked (only whether an answer
// came back matters, not what it says), at start, on every online/offline event, when the person comes
// back to the tab, and whenever the outbox manages to send something (`recheckOn` changes). One failed
// request is tried again 2 s later before the page says "Offline", then after 5, 10 and 15 s, and every
// 15 s while the server cannot be reached. When the browser says offline, the page says so at once and
// asks nothing then: a request made in that instant can still get through before the browser cuts the
// connection (and one that was already on its way may answer), which would keep "Online" on screen. A request gets 5 s: a connection that
// hangs (a server restarting, a dead Wi-Fi) must not freeze the indicator on its last answer. The api
// allows the app's origin (CORS); a no-cors request would be refused by its Cross-Origin-Resource-Policy.
import { useEffect, useState } from 'react';
import { nextTask } from '@planner/shared/mainThread';
import { config } from '../../config';

const CONFIRM_MS = 2_000;
/** Waits between checks while the server cannot be reached: soon at first (a server restarting). */
const RETRY_MS = [5_000, 10_000, 15_000];
const CHECK_TIMEOUT_MS = 5_000;

/** True when the api answered (any answer), false when the request could not be made in time. */
export async function apiReachable(url: string = `${config.apiUrl}/health`): Promise<boolean> {
  try {
    await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

export function useOnline(
  check: () => Promise<boolean> = apiReachable,
  recheckOn?: unknown,
): boolean {
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  useEffect(() => {
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // Only the latest check decides: an older one that answers late must not undo a newer answer.
    let latest = 0;
    const reachableNow = async (): Promise<boolean> => {
      if (await check()) return true;
      if (!navigator.onLine) return false;
      await new Promise((resolve) => setTimeout(resolve, CONFIRM_MS));
      return live && check();
    };
    const update = async (attempt = 0) => {
      clearTimeout(retry);
      const mine = ++latest;
      const reachable = await reachableNow();
      if (!live || mine !== latest) return;
      setOnline(reachable);
      if (!reachable) {
        const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)];
        retry = setTimeout(() => void update(attempt + 1), wait);
      }
    };
    const onChange = () => void update();
    const onOffline = () => {
      clearTimeout(retry);
      latest += 1; // an answer on its way is older than what the browser just said
      setOnline(false);
      // A server on this very machine can still answer: the next check says so.
      retry = setTimeout(() => void update(1), RETRY_MS[0]);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void update();
    };
    window.addEventListener('online', onChange);
    window.addEventListener('offline', onOffline);
    document.addEventListener('visibilitychange', onVisible);
    // The first check in a task of its own: a page's first fetch costs 5-8 ms of main thread, and run here
    // it lengthened the frame's effects to a task of 16-22 ms on a cold /dashboard (traces, 3 Dec 2026).
    void nextTask().then(() => {
      if (live && latest === 0) void update();
    });
    return () => {
      live = false;
      clearTimeout(retry);
      window.removeEventListener('online', onChange);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [check, recheckOn]);
  return online;
}
