// When to send the outbox again (docs/offline.md): the connection comes back, or the person returns to the
// tab. The outbox itself retries with a growing delay while the server stays out of reach.
import { useEffect } from 'react';
import { replayOutbox, type OutboxState } from '@planner/shared/sync';

export function useOutboxReplay(online: boolean, outbox: OutboxState): void {
  const waiting = outbox.waiting > 0;
  useEffect(() => {
    if (online && waiting) void replayOutbox();
  }, [online, waiting]);
  useEffect(() => {
    if (!waiting) return;
    const again = () => {
      if (document.visibilityState === 'visible') void replayOutbox();
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [waiting]);
}
