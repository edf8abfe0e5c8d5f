// "Custom repeat…" in the event popup: its values, their checks, and the refinements they become (docs/product.md section 3).
import { isLastWeekdayOfMonth, weekOfMonthOf } from '@planner/shared/domain';
import type { CalendarEvent, Recurrence } from '@planner/shared/model';
import { MAX_REPEAT_COUNT, MAX_REPEAT_INTERVAL } from '@planner/shared/model/constants';

/** The frequencies "every N …" offers. */
export const FREQUENCIES = ['daily', 'weekly', 'monthly', 'annually'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** Monthly: on the start's day, its nth weekday, its weekday as the last one, or the last day. */
export type MonthlyChoice = 'dayOfMonth' | 'nthWeekday' | 'lastWeekday' | 'lastDay';
export type RepeatEnds = 'never' | 'date' | 'count';

export interface CustomRepeat {
  /** As typed: a whole number 1-99 once valid. */
  interval: string;
  /** Weekly: 0 = Sunday ... 6 = Saturday. */
  byWeekday: number[];
  monthly: MonthlyChoice;
  ends: RepeatEnds;
  /** As typed: 1-999 once valid (ends = 'count'). */
  count: string;
}

/** Translation keys of the custom repeat's errors. */
export type CustomRepeatErrors = Partial<
  Record<'interval' | 'byWeekday' | 'monthly' | 'count', string>
>;

type Rule = Pick<
  CalendarEvent,
  'recurrence' | 'interval' | 'byWeekday' | 'monthlyBy' | 'weekOfMonth' | 'count' | 'recurrenceEnd'
>;

const dateParts = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-').map(Number);
  return { year: y ?? 1970, month: m ?? 1, day: d ?? 1 };
};

/** Weekday (0 = Sunday) of a YYYY-MM-DD. */
export function weekdayOf(isoDate: string): number {
  const { year, month, day } = dateParts(isoDate);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The monthly choices a start date allows ("the last Tuesday" only in its month's last week...). */
export function monthlyChoices(startDate: string): MonthlyChoice[] {
  const { year, month, day } = dateParts(startDate);
  const lastWeek = isLastWeekdayOfMonth(year, month, day);
  const lastDay = day === new Date(Date.UTC(year, month, 0)).getUTCDate();
  return [
    'dayOfMonth',
    ...(weekOfMonthOf(day) !== -1 ? (['nthWeekday'] as const) : []),
    ...(lastWeek ? (['lastWeekday'] as const) : []),
    ...(lastDay ? (['lastDay'] as const) : []),
  ];
}

/** Does the rule use any refinement (then the popup opens on "Custom repeat…")? */
export function isCustomRule(rule: Rule): boolean {
  return (
    (rule.interval ?? 1) !== 1 ||
    (rule.byWeekday !== undefined && rule.byWeekday.length > 1) ||
    (rule.monthlyBy !== undefined && rule.monthlyBy !== 'dayOfMonth') ||
    rule.count !== undefined
  );
}

/** The custom repeat of a stored rule, or the starting point when the user picks "Custom repeat…". */
export function customRepeatOf(rule: Rule, startDate: string): CustomRepeat {
  const weekday = weekdayOf(startDate);
  const monthly: MonthlyChoice =
    rule.monthlyBy === 'lastDay'
      ? 'lastDay'
      : rule.monthlyBy === 'nthWeekday'
        ? (rule.weekOfMonth ?? weekOfMonthOf(dateParts(startDate).day)) === -1
          ? 'lastWeekday'
          : 'nthWeekday'
        : 'dayOfMonth';
  return {
    interval: String(rule.interval ?? 1),
    byWeekday:
      rule.recurrence === 'weekdays' ? [1, 2, 3, 4, 5] : (rule.byWeekday ?? [weekday]).slice(),
    monthly,
    ends: rule.count !== undefined ? 'count' : rule.recurrenceEnd ? 'date' : 'never',
    count: String(rule.count ?? 10),
  };
}

/** The frequency a kind stands for in "every N …" (weekdays: every week on chosen days). */
export function frequencyOf(recurrence: Recurrence): Frequency {
  return recurrence === 'none' || recurrence === 'weekdays' ? 'weekly' : recurrence;
}

const wholeIn = (text: string, max: number): number | null => {
  const n = Number(text);
  return /^\d+$/.test(text.trim()) && n >= 1 && n <= max ? n : null;
};

export function validateCustomRepeat(
  c: CustomRepeat,
  frequency: Frequency,
  startDate: string,
): CustomRepeatErrors {
  const errors: CustomRepeatErrors = {};
  if (wholeIn(c.interval, MAX_REPEAT_INTERVAL) === null) errors.interval = 'repeat.errors.interval';
  if (frequency === 'weekly' && !c.byWeekday.includes(weekdayOf(startDate))) {
    errors.byWeekday = 'repeat.errors.startDay';
  }
  if (frequency === 'monthly' && !monthlyChoices(startDate).includes(c.monthly)) {
    errors.monthly = 'repeat.errors.monthly';
  }
  if (c.ends === 'count' && wholeIn(c.count, MAX_REPEAT_COUNT) === null) {
    errors.count = 'repeat.errors.count';
  }
  return errors;
}

/** The wire refinements of valid custom values (absent when they say what the plain kind says). */
export function customToInput(
  c: CustomRepeat,
  frequency: Frequency,
  startDate: string,
): { recurrence: Frequency } & Pick<
  CalendarEvent,
  'interval' | 'byWeekday' | 'monthlyBy' | 'weekOfMonth' | 'count'
> {
  const interval = Number(c.interval);
  const out: ReturnType<typeof customToInput> = { recurrence: frequency };
  if (interval !== 1) out.interval = interval;
  if (frequency === 'weekly') {
    const days = [...new Set(c.byWeekday)].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
    // Kept even for one day: editing "all events" from another weekday's occurrence moves the
    // series onto the chosen day (the planner starts it on the next chosen weekday).
    if (days.length > 0) out.byWeekday = days;
  }
  if (frequency === 'monthly' && c.monthly === 'lastDay') out.monthlyBy = 'lastDay';
  if (frequency === 'monthly' && (c.monthly === 'nthWeekday' || c.monthly === 'lastWeekday')) {
    out.monthlyBy = 'nthWeekday';
    out.weekOfMonth = c.monthly === 'lastWeekday' ? -1 : weekOfMonthOf(dateParts(startDate).day);
  }
  if (c.ends === 'count') out.count = Number(c.count);
  return out;
}
