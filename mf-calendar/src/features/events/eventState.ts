// The calendar's state held apart (docs/product.md section 4): single events, series, and the overrides of series' occurrences.
import { expandSeries, partitionEvents, type Occurrence } from '@planner/shared/domain';
import type { CalendarEvent } from '@planner/shared/model';

export interface EventState {
  /** Records with recurrence 'none' that are not overrides. */
  singles: readonly CalendarEvent[];
  /** One record per recurring series. */
  series: readonly CalendarEvent[];
  /** Edited or cancelled occurrences of series. */
  overrides: readonly CalendarEvent[];
  /** Every stored record (what the update planner needs to find overrides). */
  all: readonly CalendarEvent[];
}

export function splitEvents(all: readonly CalendarEvent[]): EventState {
  return { ...partitionEvents(all), all };
}

/**
 * What to draw between `start` and `end`: the single events that overlap it and every series
 * expanded for that range only (with its overrides), sorted by start.
 */
export function occurrencesIn(state: EventState, start: Date, end: Date): Occurrence[] {
  const from = start.getTime();
  const to = end.getTime();
  const out: Occurrence[] = [];
  for (const e of state.singles) {
    // Cheap overlap test first: only the few visible singles go through the zone formatting.
    if (Date.parse(e.startDate) < to && Date.parse(e.endDate) > from) {
      out.push(...expandSeries(e, [], start, end));
    }
  }
  for (const s of state.series) out.push(...expandSeries(s, state.overrides, start, end));
  const keyed = out.map((o) => ({ o, t: Date.parse(o.start) }));
  keyed.sort((a, b) => a.t - b.t || (a.o.key < b.o.key ? -1 : a.o.key > b.o.key ? 1 : 0));
  return keyed.map((k) => k.o);
}

/** The stored series an occurrence or override belongs to. */
export function seriesOf(
  state: EventState,
  recurrenceId: string | null,
): CalendarEvent | undefined {
  if (!recurrenceId) return undefined;
  return state.series.find((s) => s.recurrenceId === recurrenceId);
}
