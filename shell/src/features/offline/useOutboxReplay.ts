// When to send the outbox again (docs/offline.md): the connection comes back, the person returns to the
// tab, or the service worker relays the browser's Background Sync. The outbox itself retries with a
// growing delay while the server stays out of reach.
import { useEffect } from 'react';
import { replayOutbox, type OutboxState } from '@planner/shared/sync';
import { OUTBOX_SYNC_TAG, SW_MESSAGES } from '../../sw/routes';

/** The part of ServiceWorkerRegistration Background Sync adds (Chromium only; absent elsewhere). */
type WithSync = { sync?: { register(tag: string): Promise<void> } };

/** Asks the browser to wake the worker when the connection is back; where it cannot, nothing happens. */
async function registerBackgroundSync(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  await (registration as WithSync | undefined)?.sync?.register(OUTBOX_SYNC_TAG);
}

export function useOutboxReplay(online: boolean, outbox: OutboxState): void {
  const waiting = outbox.waiting > 0;
  useEffect(() => {
    if (online && waiting) void replayOutbox();
  }, [online, waiting]);
  useEffect(() => {
    if (!waiting) return;
    // Registered while online, the sync fires at once and is used up; registered again when the
    // connection drops, it waits for the connection to come back.
    const register = () => registerBackgroundSync().catch(() => undefined);
    void register();
    const again = () => {
      if (document.visibilityState === 'visible') void replayOutbox();
    };
    const fromWorker = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === SW_MESSAGES.replayOutbox) {
        void replayOutbox();
      }
    };
    window.addEventListener('offline', register);
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    return () => {
      window.removeEventListener('offline', register);
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
    };
  }, [waiting]);
}
