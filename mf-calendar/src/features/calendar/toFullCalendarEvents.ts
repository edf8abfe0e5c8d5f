// Occurrences (from the shared recurrence expansion) as FullCalendar event inputs.
import { zonedIsoDate, type Occurrence } from '@planner/shared/domain';
import { readableTextOn } from './readableText';

/** The subset of FullCalendar's EventInput we produce (kept structural so this file needs no FullCalendar). */
export interface FcEventInput {
  id: string;
  title: string;
  start: string | Date;
  end: string | Date;
  allDay: boolean;
  color: string;
  /** Black or white, whichever reads on `color`. */
  contrastColor: string;
  extendedProps: { key: string; kind: Occurrence['kind'] };
}

export function toFullCalendarEvent(o: Occurrence): FcEventInput {
  const tz = o.event.timeZone;
  const allDay = o.event.allDay;
  return {
    id: o.key,
    title: o.event.title,
    // All-day occurrences are dates in the event's zone (end exclusive); timed ones are instants,
    // given as Dates (cheaper for FullCalendar than parsing ~600 ISO strings per week).
    start: allDay ? zonedIsoDate(Date.parse(o.start), tz) : new Date(Date.parse(o.start)),
    end: allDay ? zonedIsoDate(Date.parse(o.end), tz) : new Date(Date.parse(o.end)),
    allDay,
    color: o.event.color,
    contrastColor: readableTextOn(o.event.color),
    extendedProps: { key: o.key, kind: o.kind },
  };
}
