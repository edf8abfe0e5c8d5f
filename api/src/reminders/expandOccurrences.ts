// Expands a stored series into its occurrence starts inside a window, in the event's time zone (DST-safe).
// Server twin of shared/src/domain/recurrence.ts (written concurrently for the client): dedupe later.
import type { Recurrence } from '@planner/shared/model';
import type { LocalDate } from './zonedTime';
import { addDays, compareDates, fromLocal, parseIsoDate, toLocal, weekday } from './zonedTime';

export type SeriesInput = {
  startDate: string;
  timeZone: string;
  recurrence: Recurrence;
  recurrenceEnd: string | null;
};

function matches(rule: Recurrence, date: LocalDate, first: LocalDate): boolean {
  switch (rule) {
    case 'none':
      return compareDates(date, first) === 0;
    case 'daily':
      return true;
    case 'weekdays': {
      const wd = weekday(date);
      return wd >= 1 && wd <= 5;
    }
    case 'weekly':
      return weekday(date) === weekday(first);
    case 'monthly':
      // Months without that day (31st, 30th, 29th) are skipped.
      return date.d === first.d;
    case 'annually':
      return date.m === first.m && date.d === first.d;
  }
}

/**
 * Occurrence starts (epoch ms) with fromMs <= start <= toMs, in order. Each keeps the first
 * occurrence's wall-clock time in its time zone; recurrenceEnd (a local date) is inclusive.
 * Cost is one step per local day of the window, so keep windows to weeks, not years.
 */
export function expandOccurrences(series: SeriesInput, fromMs: number, toMs: number): number[] {
  const startMs = Date.parse(series.startDate);
  if (Number.isNaN(startMs) || toMs < fromMs) return [];
  if (series.recurrence === 'none') return startMs >= fromMs && startMs <= toMs ? [startMs] : [];
  const tz = series.timeZone;
  const firstLocal = toLocal(startMs, tz);
  const first: LocalDate = { y: firstLocal.y, m: firstLocal.m, d: firstLocal.d };
  const end = series.recurrenceEnd ? parseIsoDate(series.recurrenceEnd) : null;
  const fromLocalDate = toLocal(Math.max(fromMs, startMs), tz);
  // One day of margin each side: an occurrence's local date and its UTC window may differ.
  let day = addDays({ y: fromLocalDate.y, m: fromLocalDate.m, d: fromLocalDate.d }, -1);
  if (compareDates(day, first) < 0) day = first;
  const toLocalDate = toLocal(toMs, tz);
  const last = addDays({ y: toLocalDate.y, m: toLocalDate.m, d: toLocalDate.d }, 1);
  const out: number[] = [];
  for (; compareDates(day, last) <= 0; day = addDays(day, 1)) {
    if (end && compareDates(day, end) > 0) break;
    if (!matches(series.recurrence, day, first)) continue;
    const at = fromLocal(
      { ...day, h: firstLocal.h, min: firstLocal.min, s: firstLocal.s, ms: firstLocal.ms },
      tz,
    );
    if (at >= fromMs && at <= toMs && at >= startMs) out.push(at);
  }
  return out;
}
