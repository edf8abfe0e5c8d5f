// The calendar's stored events, held apart as singles / series / overrides, re-computed only when the list changes.
import { useMemo } from 'react';
import { calendar, useList } from '@planner/shared/sync';
import { splitEvents, type EventState } from '../eventState';

export function useEventState(): EventState {
  const items = useList(calendar).value;
  return useMemo(() => splitEvents(items), [items]);
}

/** Whether the events are there to show: restored from the local copy, or the server has answered. */
export function useEventsLoaded(): boolean {
  const { value, settled } = useList(calendar);
  return settled || value.length > 0;
}
