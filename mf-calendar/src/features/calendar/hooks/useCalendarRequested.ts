// Answers the shell's keyboard shortcuts for the calendar (bus `ui:calendar-requested`): today, a view, plan my day.
import { useEffect, useRef } from 'react';
import { bus, type CalendarAction } from '@planner/shared/bus';

export function useCalendarRequested(onRequested: (action: CalendarAction) => void): void {
  const latest = useRef(onRequested);
  useEffect(() => {
    latest.current = onRequested;
  });
  useEffect(
    () =>
      bus.on('ui:calendar-requested', ({ action }) => {
        latest.current(action);
        return true;
      }),
    [],
  );
}
