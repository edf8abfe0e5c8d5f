// The reminders that arrive while the page is open (after the first read), for the toasts; the rest of the page ignores them.
import { useEffect, useRef, useState } from 'react';
import type { AppNotification } from '@planner/shared/model';
import { arrivedReminders } from '../browser/browserNotifications';

export interface ArrivedReminders {
  /** Arrived and not dismissed yet, oldest first. */
  arrived: AppNotification[];
  dismiss: (id: string) => void;
}

export function useArrivedReminders(
  items: readonly AppNotification[],
  settled: boolean,
): ArrivedReminders {
  /** Ids seen so far; null until the first settled read (what was there then is not news). */
  const known = useRef<Set<string> | null>(null);
  const [arrived, setArrived] = useState<AppNotification[]>([]);
  useEffect(() => {
    if (!settled) return;
    if (known.current === null) {
      known.current = new Set(items.map((n) => n.id));
      return;
    }
    const fresh = arrivedReminders(known.current, items);
    known.current = new Set(items.map((n) => n.id));
    if (fresh.length > 0) setArrived((list) => [...list, ...fresh]);
  }, [items, settled]);
  // One read elsewhere (the centre, the dropdown) needs no toast any more.
  const shown = arrived.filter((a) => items.some((n) => n.id === a.id && !n.dateReaded));
  return {
    arrived: shown,
    dismiss: (id) => setArrived((list) => list.filter((n) => n.id !== id)),
  };
}
