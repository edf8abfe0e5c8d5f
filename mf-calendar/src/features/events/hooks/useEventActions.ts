// The event actions over the page's calendar.
import { useMemo } from 'react';
import { createEventActions, type EventActions } from '../eventActions';

export function useEventActions(): EventActions {
  return useMemo(() => createEventActions(), []);
}
