// Which calendar days a series' rule puts an occurrence on: the six kinds and their refinements (docs/product.md section 3).
import type { CalendarEvent } from '../model';
import { DAY_MS } from './zonedTime';

/** Weekday of an epoch day, 0 = Sunday ... 6 = Saturday (as Date.getUTCDay). Day 0 was a Thursday. */
export const weekdayOfDay = (day: number): number => (((day + 4) % 7) + 7) % 7;

/** Index of the Monday-to-Sunday week holding an epoch day (weeks start on Monday, as RRULE's WKST=MO). */
const weekOf = (day: number): number => Math.floor((day + 3) / 7);

const ymdOf = (day: number): { year: number; month: number; day: number } => {
  const d = new Date(day * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

/** Epoch day of a date; month 1-12 (any integer month rolls over like Date.UTC). */
const dayOf = (year: number, month: number, dayOfMonth: number): number => {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, dayOfMonth);
  return Math.floor(d.getTime() / DAY_MS);
};

export const daysInMonth = (year: number, month: number): number =>
  dayOf(year, month + 1, 1) - dayOf(year, month, 1);

/** Which week of the month a date's weekday is: 1-4, or -1 for the fifth (always the last). */
export function weekOfMonthOf(dayOfMonth: number): 1 | 2 | 3 | 4 | -1 {
  const n = Math.ceil(dayOfMonth / 7);
  return n >= 5 ? -1 : (n as 1 | 2 | 3 | 4);
}

/** Is the date the last of its weekday in its month? */
export function isLastWeekdayOfMonth(year: number, month: number, dayOfMonth: number): boolean {
  return dayOfMonth + 7 > daysInMonth(year, month);
}

/** The refinements of a series with their defaults filled in (docs/product.md section 3). */
export interface RepeatRule {
  recurrence: CalendarEvent['recurrence'];
  interval: number;
  /** Weekly: the chosen weekdays (0 = Sunday), sorted Monday first. */
  byWeekday: number[];
  monthlyBy: 'dayOfMonth' | 'nthWeekday' | 'lastDay';
  /** nthWeekday: 1-4, or -1 for the last. */
  weekOfMonth: number;
  firstDay: number;
}

export function repeatRuleOf(
  series: Pick<
    CalendarEvent,
    'recurrence' | 'interval' | 'byWeekday' | 'monthlyBy' | 'weekOfMonth'
  >,
  firstDay: number,
): RepeatRule {
  const first = ymdOf(firstDay);
  const mondayFirst = (w: number) => (w + 6) % 7;
  return {
    recurrence: series.recurrence,
    interval: series.interval ?? 1,
    byWeekday: [...new Set(series.byWeekday ?? [weekdayOfDay(firstDay)])].sort(
      (a, b) => mondayFirst(a) - mondayFirst(b),
    ),
    monthlyBy: series.monthlyBy ?? 'dayOfMonth',
    weekOfMonth: series.weekOfMonth ?? weekOfMonthOf(first.day),
    firstDay,
  };
}

/** The day the monthly rule picks in a month, or null when that month has none (no 31st in April). */
function monthlyDay(rule: RepeatRule, year: number, month: number): number | null {
  const first = ymdOf(rule.firstDay);
  const dim = daysInMonth(year, month);
  switch (rule.monthlyBy) {
    case 'dayOfMonth':
      return first.day <= dim ? dayOf(year, month, first.day) : null;
    case 'lastDay':
      return dayOf(year, month, dim);
    case 'nthWeekday': {
      const weekday = weekdayOfDay(rule.firstDay);
      if (rule.weekOfMonth === -1) {
        const last = dayOf(year, month, dim);
        return last - ((weekdayOfDay(last) - weekday + 7) % 7);
      }
      const firstOfMonth = dayOf(year, month, 1);
      return (
        firstOfMonth + ((weekday - weekdayOfDay(firstOfMonth) + 7) % 7) + (rule.weekOfMonth - 1) * 7
      );
    }
  }
}

/**
 * The rule's days from `fromDay` on (never before the first day), ascending. Periods the rule skips
 * (every 2nd week...) are jumped over, so a rule every 99 years costs as little as a daily one.
 */
export function* ruleDays(rule: RepeatRule, fromDay: number): Generator<number> {
  const start = Math.max(fromDay, rule.firstDay);
  const n = rule.interval;
  const first = ymdOf(rule.firstDay);
  const periodsFrom = (firstPeriod: number, period: number) =>
    Math.max(0, Math.floor((period - firstPeriod) / n)) * n + firstPeriod;
  switch (rule.recurrence) {
    case 'none':
      return;
    case 'daily': {
      for (let d = periodsFrom(rule.firstDay, start); ; d += n) if (d >= start) yield d;
    }
    case 'weekdays': {
      for (let d = start; ; d++) {
        const w = weekdayOfDay(d);
        if (w >= 1 && w <= 5) yield d;
      }
    }
    case 'weekly': {
      const firstWeek = weekOf(rule.firstDay);
      for (let week = periodsFrom(firstWeek, weekOf(start)); ; week += n) {
        const monday = week * 7 - 3;
        for (const w of rule.byWeekday) {
          const d = monday + ((w + 6) % 7);
          if (d >= start) yield d;
        }
      }
    }
    case 'monthly': {
      const firstMonth = first.year * 12 + first.month - 1;
      const s = ymdOf(start);
      for (let m = periodsFrom(firstMonth, s.year * 12 + s.month - 1); ; m += n) {
        const d = monthlyDay(rule, Math.floor(m / 12), (m % 12) + 1);
        if (d !== null && d >= start) yield d;
      }
    }
    case 'annually': {
      for (let y = periodsFrom(first.year, ymdOf(start).year); ; y += n) {
        // Only real dates: Feb 29 exists (and matches) in leap years only.
        if (first.day > daysInMonth(y, first.month)) continue;
        const d = dayOf(y, first.month, first.day);
        if (d >= start) yield d;
      }
    }
  }
}

/** Does the rule put an occurrence on this day? */
export function ruleHasDay(rule: RepeatRule, day: number): boolean {
  if (day < rule.firstDay) return false;
  const next = ruleDays(rule, day).next();
  return !next.done && next.value === day;
}

/** The day of the count-th occurrence (the first is the series' own start). */
export function dayOfOccurrenceNumber(rule: RepeatRule, count: number): number {
  let n = 0;
  for (const d of ruleDays(rule, rule.firstDay)) if (++n >= count) return d;
  return rule.firstDay;
}
