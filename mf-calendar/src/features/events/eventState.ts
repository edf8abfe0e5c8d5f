// The calendar's state held apart (SPEC.md 4): single events, series, and the overrides of series' occurrences.
import { expandEvents, isOverride, isSeries, type Occurrence } from '@planner/shared/domain';
import type { CalendarEvent } from '@planner/shared/model';

export interface EventState {
  /** Records with recurrence 'none' that are not overrides. */
  singles: readonly CalendarEvent[];
  /** One record per recurring series. */
  series: readonly CalendarEvent[];
  /** Edited or cancelled occurrences, keyed by nothing: expandSeries picks them by recurrenceId. */
  overrides: readonly CalendarEvent[];
  /** Every stored record (what the update planner needs to find overrides). */
  all: readonly CalendarEvent[];
}

export function splitEvents(all: readonly CalendarEvent[]): EventState {
  const singles: CalendarEvent[] = [];
  const series: CalendarEvent[] = [];
  const overrides: CalendarEvent[] = [];
  for (const e of all) {
    if (isOverride(e)) overrides.push(e);
    else if (isSeries(e)) series.push(e);
    else singles.push(e);
  }
  return { singles, series, overrides, all };
}

/**
 * What to draw between `start` and `end`: the single events that overlap it and every series
 * expanded for that range only (with its overrides), sorted by start.
 */
export function occurrencesIn(state: EventState, start: Date, end: Date): Occurrence[] {
  const from = start.getTime();
  const to = end.getTime();
  const singles = state.singles.filter(
    (e) => Date.parse(e.startDate) < to && Date.parse(e.endDate) > from,
  );
  if (state.series.length === 0) return expandEvents(singles, start, end);
  return expandEvents([...singles, ...state.series, ...state.overrides], start, end);
}

/** The stored series an occurrence or override belongs to. */
export function seriesOf(
  state: EventState,
  recurrenceId: string | null,
): CalendarEvent | undefined {
  if (!recurrenceId) return undefined;
  return state.series.find((s) => s.recurrenceId === recurrenceId);
}
