// The hours a time grid shows: the user's (settings), stretched to include every timed event of the days
// shown, so an event is never invisible (an event at 20:15 with hours 08:00-20:00, a night from 22:00 to 06:00).
import type { Occurrence } from '@planner/shared/domain';

export interface Hours {
  slotMinTime: string;
  slotMaxTime: string;
}

/** The days a view shows: from its first midnight to the midnight after its last day (local time). */
export interface ShownRange {
  start: Date;
  end: Date;
}

const DAY_END = 24 * 60;
const pad = (n: number) => String(n).padStart(2, '0');
const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};
const timeOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;

/** Local midnight of the day after `day` (a DST day is 23 or 25 hours long). */
const nextMidnight = (day: Date) => new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);

/**
 * The minutes of the day an occurrence takes in each day column it crosses, clipped to `range`: an
 * event from 22:00 to 06:00 takes 22:00-24:00 of its first day and 00:00-06:00 of the next, and one
 * ending at midnight ends its day at 24:00 (it needs nothing of the next morning).
 */
function dayParts(start: number, end: number, range?: ShownRange): Array<[number, number]> {
  const from = Math.max(start, range?.start.getTime() ?? -Infinity);
  const to = Math.min(end, range?.end.getTime() ?? Infinity);
  if (!(to > from)) return [];
  const parts: Array<[number, number]> = [];
  let day = new Date(from);
  day = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  while (day.getTime() < to) {
    const next = nextMidnight(day);
    const partStart = new Date(Math.max(from, day.getTime()));
    const partEnd = Math.min(to, next.getTime());
    const startMin = partStart.getHours() * 60 + partStart.getMinutes();
    const endDate = new Date(partEnd);
    const endMin =
      partEnd >= next.getTime()
        ? DAY_END
        : endDate.getHours() * 60 + endDate.getMinutes() + (endDate.getSeconds() > 0 ? 1 : 0);
    parts.push([startMin, Math.max(endMin, startMin)]);
    day = next;
  }
  return parts;
}

/**
 * The range to show for these occurrences on the days of `range` (all of each occurrence without a
 * range), in whole hours, never narrower than `hours`.
 */
export function visibleHours(
  occurrences: readonly Occurrence[],
  hours: Hours,
  range?: ShownRange,
): Hours {
  const userMin = minutesOf(hours.slotMinTime);
  const userMax = minutesOf(hours.slotMaxTime);
  let min = userMin;
  let max = userMax;
  for (const o of occurrences) {
    if (o.event.allDay) continue;
    for (const [startMin, endMin] of dayParts(Date.parse(o.start), Date.parse(o.end), range)) {
      min = Math.min(min, startMin);
      // A zero-length part (an event of no length) still needs its own slot.
      max = Math.max(max, endMin > startMin ? endMin : startMin + 1);
    }
  }
  const from = Math.floor(min / 60) * 60;
  const to = Math.min(DAY_END, Math.ceil(max / 60) * 60);
  // The same object when nothing needs stretching: a state holding it does not change.
  if (from >= userMin && to <= userMax) return hours;
  return {
    slotMinTime: from < userMin ? timeOf(from) : hours.slotMinTime,
    slotMaxTime: to > userMax ? timeOf(to) : hours.slotMaxTime,
  };
}
