// The events sidebar's content: occurrences from the start of today over the next days, grouped by local day.
import type { Occurrence } from '@planner/shared/domain';
import { occurrencesIn, type EventState } from '../events/eventState';

export const SIDEBAR_DAYS = 7;

export interface DayGroup {
  /** Local midnight of the day. */
  day: Date;
  occurrences: Occurrence[];
}

/** Days (in the browser's zone) from today on that have something, with what they have. */
export function upcomingByDay(state: EventState, now: Date, days = SIDEBAR_DAYS): DayGroup[] {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const groups: DayGroup[] = [];
  for (const o of occurrencesIn(state, start, end)) {
    if (Date.parse(o.end) <= now.getTime() && !o.event.allDay) continue; // already over today
    const s = new Date(Math.max(Date.parse(o.start), start.getTime()));
    const day = new Date(s.getFullYear(), s.getMonth(), s.getDate());
    const last = groups[groups.length - 1];
    if (last && last.day.getTime() === day.getTime()) last.occurrences.push(o);
    else groups.push({ day, occurrences: [o] });
  }
  return groups;
}
