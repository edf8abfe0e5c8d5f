// The hours a time grid shows: the user's (settings), stretched to include every timed event of the range,
// so an event is never invisible (an event at 22:15 with hours 06:00-22:00, a night from 22:00 to 06:00).
import type { Occurrence } from '@planner/shared/domain';

export interface Hours {
  slotMinTime: string;
  slotMaxTime: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};
const timeOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;

/** Minutes since local midnight of `date`, in this browser's zone (the grid's). */
function localMinutes(date: Date): number {
  return date.getHours() * 60 + date.getMinutes();
}

/**
 * The range to show for these occurrences, whole hours, never narrower than `hours`. An event crossing
 * midnight needs the whole evening of its first day and the morning of its last.
 */
export function visibleHours(occurrences: readonly Occurrence[], hours: Hours): Hours {
  let min = minutesOf(hours.slotMinTime);
  let max = minutesOf(hours.slotMaxTime);
  for (const o of occurrences) {
    if (o.event.allDay) continue;
    const start = new Date(o.start);
    const end = new Date(o.end);
    const sameDay = start.toDateString() === end.toDateString();
    const startMin = localMinutes(start);
    const endMin = sameDay ? localMinutes(end) : 24 * 60;
    min = Math.min(min, sameDay ? startMin : 0);
    max = Math.max(max, sameDay ? endMin : 24 * 60);
  }
  const from = Math.floor(min / 60) * 60;
  const to = Math.min(24 * 60, Math.ceil(max / 60) * 60);
  const fits = from >= minutesOf(hours.slotMinTime) && to <= minutesOf(hours.slotMaxTime);
  // The same object when nothing needs stretching: a state holding it does not change.
  if (fits) return hours;
  return {
    slotMinTime: from < minutesOf(hours.slotMinTime) ? timeOf(from) : hours.slotMinTime,
    slotMaxTime: to > minutesOf(hours.slotMaxTime) ? timeOf(to) : hours.slotMaxTime,
  };
}
