// The event actions bound to the store in context.
import { useMemo } from 'react';
import { useEventStore } from '../EventStoreContext';
import { createEventActions, type EventActions } from '../eventActions';

export function useEventActions(): EventActions {
  const store = useEventStore();
  return useMemo(() => createEventActions(store), [store]);
}
