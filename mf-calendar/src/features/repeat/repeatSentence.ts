// The sentence that reads a series' rule back, in the user's language: "Every 2 weeks on Tuesday and Thursday, until 30 June".
import type { TFunction } from 'i18next';
import { weekOfMonthOf } from '@planner/shared/domain';
import type { CalendarEvent } from '@planner/shared/model';
import { dateTimeFormat, listFormat } from '@planner/shared/intl';

export type DescribedRule = Pick<
  CalendarEvent,
  'recurrence' | 'interval' | 'byWeekday' | 'monthlyBy' | 'weekOfMonth' | 'count' | 'recurrenceEnd'
>;

const utcDate = (isoDate: string): Date => new Date(`${isoDate}T12:00:00Z`);

function weekdayName(weekday: number, language: string): string {
  // 2024-01-07 was a Sunday.
  return dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 7 + weekday, 12)),
  );
}

function list(items: string[], language: string): string {
  return listFormat(language, { style: 'long', type: 'conjunction' }).format(items);
}

/**
 * The rule of a series in words. `startDate` (YYYY-MM-DD in the event's zone) gives the day of
 * month and weekday the rule takes from the start. `t` is bound to the calendar namespace.
 */
export function describeRepeat(
  rule: DescribedRule,
  startDate: string,
  t: TFunction,
  language: string,
): string {
  if (rule.recurrence === 'none') return t('recurrence.none');
  const count = rule.interval ?? 1;
  const start = utcDate(startDate);
  let text: string;
  switch (rule.recurrence) {
    case 'weekdays':
      text = t('recurrence.weekdays');
      break;
    case 'daily':
      text = t('repeat.sentence.days', { count });
      break;
    case 'weekly': {
      const days = (rule.byWeekday ?? [start.getUTCDay()])
        .slice()
        .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
      text = t('repeat.sentence.onDays', {
        every: t('repeat.sentence.weeks', { count }),
        days: list(
          days.map((d) => t('repeat.sentence.weekday', { day: weekdayName(d, language) })),
          language,
        ),
      });
      break;
    }
    case 'monthly': {
      const every = t('repeat.sentence.months', { count });
      const weekday = weekdayName(start.getUTCDay(), language);
      const week = rule.weekOfMonth ?? weekOfMonthOf(start.getUTCDate());
      text =
        rule.monthlyBy === 'lastDay'
          ? t('repeat.sentence.onLastDay', { every })
          : rule.monthlyBy === 'nthWeekday'
            ? t('repeat.sentence.onNthWeekday', {
                every,
                nth: t(`repeat.nth.${week === -1 ? 'last' : week}`),
                weekday,
              })
            : t('repeat.sentence.onDayOfMonth', {
                every,
                day: t('repeat.day', { count: start.getUTCDate() }),
              });
      break;
    }
    case 'annually':
      text = t('repeat.sentence.onDate', {
        every: t('repeat.sentence.years', { count }),
        date: dateTimeFormat(language, {
          day: 'numeric',
          month: 'long',
          timeZone: 'UTC',
        }).format(start),
      });
      break;
  }
  if (rule.count !== undefined)
    return t('repeat.sentence.times', { rule: text, count: rule.count });
  if (rule.recurrenceEnd) {
    const end = utcDate(rule.recurrenceEnd);
    const date = dateTimeFormat(language, {
      day: 'numeric',
      month: 'long',
      ...(end.getUTCFullYear() !== start.getUTCFullYear() ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    }).format(end);
    return t('repeat.sentence.until', { rule: text, date });
  }
  return text;
}
