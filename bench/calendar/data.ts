// The calendar bench's data: 5,000 stored events around today, 200 of them series (every recurrence type), some overrides.
import { formatZonedIso, newUuid } from '@planner/shared/domain';
import { eventSchema, type CalendarEvent, type Recurrence } from '@planner/shared/model';

export const TOTAL = 5_000;
export const SERIES = 200;
export const OVERRIDES = 100;

/** Share of each recurrence type among the series. */
const SERIES_MIX: [Recurrence, number][] = [
  ['daily', 30],
  ['weekdays', 40],
  ['weekly', 90],
  ['monthly', 30],
  ['annually', 10],
];

export function makeEvents(now: Date, timeZone = 'Europe/Paris'): CalendarEvent[] {
  let seed = 7;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const hour = 3_600_000;
  const day = 24 * hour;
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const colors = ['#FF6700', '#2E7D32', '#3949AB', '#C62828', '#00838F', '#8E24AA'];
  const out: CalendarEvent[] = [];
  const make = (i: number, startMs: number, minutes: number, extra: Partial<CalendarEvent>) =>
    eventSchema.parse({
      id: `e${i}`,
      title: `Event ${i}`,
      description: '',
      color: colors[i % colors.length],
      allDay: false,
      startDate: formatZonedIso(startMs, timeZone),
      endDate: formatZonedIso(startMs + minutes * 60_000, timeZone),
      timeZone,
      lastUpdated: 1,
      ...extra,
    });
  let i = 0;
  const series: CalendarEvent[] = [];
  for (const [recurrence, count] of SERIES_MIX) {
    for (let n = 0; n < count; n++, i++) {
      // Series start within the last 6 months, between 07:00 and 20:00.
      const start = today - Math.floor(rand() * 180) * day + (7 + Math.floor(rand() * 14)) * hour;
      const s = make(i, start, 30 + Math.floor(rand() * 4) * 15, {
        title: `Series ${i} (${recurrence})`,
        recurrence,
        recurrenceId: newUuid(),
      });
      series.push(s);
      out.push(s);
    }
  }
  // Overrides: a weekly series' occurrence moved by an hour.
  const weekly = series.filter((s) => s.recurrence === 'weekly');
  for (let n = 0; n < OVERRIDES; n++, i++) {
    const s = weekly[n % weekly.length] as CalendarEvent;
    const weeks = 1 + Math.floor(n / weekly.length);
    const original = Date.parse(s.startDate) + weeks * 7 * day;
    out.push(
      make(i, original + hour, 45, {
        title: `Moved ${i}`,
        recurrenceId: s.recurrenceId,
        originalStart: formatZonedIso(original, timeZone),
      }),
    );
  }
  // Single events spread over a year around today.
  while (out.length < TOTAL) {
    const start =
      today + Math.floor((rand() - 0.5) * 365) * day + (6 + Math.floor(rand() * 15)) * hour;
    out.push(make(i++, start, 30 + Math.floor(rand() * 6) * 15, {}));
  }
  return out;
}
