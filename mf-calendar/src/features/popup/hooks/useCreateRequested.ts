// Opens the event popup when the dashboard's create button (or a shortcut) asks for a new event on the bus.
import { useEffect, useRef } from 'react';
import { bus } from '@planner/shared/bus';

export function useCreateRequested(onRequested: () => void): void {
  const latest = useRef(onRequested);
  useEffect(() => {
    latest.current = onRequested;
  });
  useEffect(
    () =>
      bus.on('ui:create-requested', ({ kind }) => {
        if (kind !== 'event') return false;
        latest.current();
        return true;
      }),
    [],
  );
}
