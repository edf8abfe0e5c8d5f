// Builds the wire input for an edit of an occurrence: its record's data, the series' rule, and new times.
import { formatZonedIso, naiveToInstant, DAY_MS, refinementsOf } from '@planner/shared/domain';
import type { CalendarEvent, EventInput } from '@planner/shared/model';

/**
 * The record as an input, carrying the series' rule for an override (its rule is the series'):
 * its kind, end and refinements, so moving an override is not read as a new rule.
 */
export function inputOf(record: CalendarEvent, series?: CalendarEvent): EventInput {
  const { id: _id, ...rest } = record;
  return series
    ? {
        ...rest,
        recurrence: series.recurrence,
        recurrenceEnd: series.recurrenceEnd,
        ...refinementsOf(series),
      }
    : rest;
}

/**
 * The new start and end of a record moved or resized on the calendar. Timed: the instants as
 * they are. All-day: FullCalendar gives local midnights; the same calendar dates are taken at
 * midnight in the event's own zone.
 */
export function movedTimes(
  record: CalendarEvent,
  start: Date,
  end: Date | null,
  allDay: boolean,
): Pick<EventInput, 'startDate' | 'endDate' | 'allDay'> {
  const tz = record.timeZone;
  if (!allDay) {
    const endMs = end ? end.getTime() : start.getTime() + 3_600_000;
    return {
      allDay,
      startDate: formatZonedIso(start.getTime(), tz),
      endDate: formatZonedIso(endMs, tz),
    };
  }
  const dayOf = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  const s = dayOf(start);
  const e = end ? dayOf(end) : s + DAY_MS;
  return {
    allDay,
    startDate: formatZonedIso(naiveToInstant(s, tz), tz),
    endDate: formatZonedIso(naiveToInstant(Math.max(e, s + DAY_MS), tz), tz),
  };
}
