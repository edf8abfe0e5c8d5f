// Opens an event's popup when another screen asks on the bus (an opened reminder), once the events are known.
import { useEffect, useRef } from 'react';
import { bus } from '@planner/shared/bus';
import type { Occurrence } from '@planner/shared/domain';
import { calendar } from '@planner/shared/sync';
import { occurrencesIn, splitEvents, type EventState } from '../../events/eventState';

const HOUR = 3_600_000;

/** The occurrence a reminder names: its record's id (a series' for its occurrences) and its start. */
export function requestedOccurrence(
  state: EventState,
  eventId: string,
  start: string,
): Occurrence | null {
  const at = Date.parse(start);
  if (Number.isNaN(at)) return null;
  const around = occurrencesIn(state, new Date(at - 24 * HOUR), new Date(at + 24 * HOUR));
  return (
    around.find((o) => o.event.id === eventId && Date.parse(o.start) === at) ??
    around.find((o) => o.event.id === eventId) ??
    null
  );
}

export function useEventOpenRequested(
  state: EventState,
  loaded: boolean,
  onOpen: (o: Occurrence) => void,
): void {
  const pending = useRef<{ eventId: string; start: string } | null>(null);
  const latest = useRef({ state, loaded, onOpen });
  const refreshing = useRef(false);
  useEffect(() => {
    latest.current = { state, loaded, onOpen };
  });
  const attempt = useRef(() => {
    const request = pending.current;
    if (!request) return;
    const now = latest.current;
    const found = requestedOccurrence(now.state, request.eventId, request.start);
    if (found) {
      pending.current = null;
      now.onOpen(found);
      return;
    }
    // Not there yet: wait for the events. Loaded without it: made on another device since this page
    // read the list, so read it once more; still not there (deleted since): nothing to open.
    if (!now.loaded || refreshing.current) return;
    refreshing.current = true;
    void calendar.load().then((read) => {
      refreshing.current = false;
      if (pending.current !== request) return;
      pending.current = null;
      const fresh = read.ok
        ? requestedOccurrence(splitEvents(read.data), request.eventId, request.start)
        : null;
      if (fresh) latest.current.onOpen(fresh);
    });
  });
  useEffect(
    () =>
      bus.on('ui:event-open-requested', (request) => {
        pending.current = request;
        attempt.current();
        return true;
      }),
    [],
  );
  useEffect(() => attempt.current(), [state, loaded]);
}
