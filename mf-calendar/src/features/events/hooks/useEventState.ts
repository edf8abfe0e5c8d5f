// The calendar's stored events, held apart as singles / series / overrides, re-computed only when the list changes.
import { useMemo } from 'react';
import { useItems } from '@planner/shared/sync';
import { useEventStore } from '../EventStoreContext';
import { splitEvents, type EventState } from '../eventState';

export function useEventState(): EventState {
  const items = useItems(useEventStore());
  return useMemo(() => splitEvents(items), [items]);
}
