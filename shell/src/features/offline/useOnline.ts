// Whether the page can reach our server: the browser's connection state, checked against the api itself.
//
// navigator.onLine alone is not enough: it says "online" on a network without internet, and Chromium
// reports "online" to a page reloaded while offline. So an "online" browser is confirmed by asking the
// api's /health (only whether an answer came back matters, not what it says), at start and on every
// online/offline event; one failed request is tried again 2 s later before the page says "Offline", then
// every 15 s while the server cannot be reached. The api
// allows the app's origin (CORS); a no-cors request would be refused by its Cross-Origin-Resource-Policy.
import { useEffect, useState } from 'react';
import { config } from '../../config';

const CONFIRM_MS = 2_000;
const RETRY_MS = 15_000;

/** True when the api answered (any answer), false when the request could not be made. */
export async function apiReachable(url: string = `${config.apiUrl}/health`): Promise<boolean> {
  try {
    await fetch(url, { cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

export function useOnline(check: () => Promise<boolean> = apiReachable): boolean {
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  useEffect(() => {
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const reachableNow = async (): Promise<boolean> => {
      if (!navigator.onLine) return false;
      if (await check()) return true;
      await new Promise((resolve) => setTimeout(resolve, CONFIRM_MS));
      return live && navigator.onLine && check();
    };
    const update = async () => {
      clearTimeout(retry);
      const reachable = await reachableNow();
      if (!live) return;
      setOnline(reachable);
      if (!reachable) retry = setTimeout(() => void update(), RETRY_MS);
    };
    const onChange = () => void update();
    window.addEventListener('online', onChange);
    window.addEventListener('offline', onChange);
    void update();
    return () => {
      live = false;
      clearTimeout(retry);
      window.removeEventListener('online', onChange);
      window.removeEventListener('offline', onChange);
    };
  }, [check]);
  return online;
}
