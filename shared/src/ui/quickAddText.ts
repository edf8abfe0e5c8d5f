// What the quick-add field says about a parsed sentence: each chip's value ("tomorrow 6:00 PM", "every
// Monday", "45 min") and the confirmation once saved, in the person's language and time zone.
import type { TFunction } from 'i18next';
import type { QuickAddPart, QuickAddResult } from '../domain/quickAdd';
import { formatTime } from '../domain/clock';
import { epochDayOf, epochDayOfIsoDate, wallTimeOf } from '../domain/zonedTime';
import { dateTimeFormat, listFormat, relativeTimeFormat } from '../intl';

/** The app's English is American, as everywhere else: "Fri, Nov 27" (times: formatTime, 12-hour in English). */
const localeOf = (language: string) => (language.startsWith('fr') ? 'fr-FR' : 'en-US');

interface Moment {
  /** Epoch ms of the start (events) or of noon on the deadline day (tasks: a day only). */
  instant: number;
  timed: boolean;
  /** An event over several days ("dec 20 to dec 27"): an instant of its last day. */
  lastDay?: number;
  /** A timed event whose end was said, within a day of its start ("9-5", "de 19h à minuit"): its end. */
  endAt?: number;
  /** The starts of the events at the other times said on its day ("8am and 8pm"). */
  more?: number[];
  /** The other days said ("monday and tuesday"): the first start on each. */
  otherDays?: number[];
}

function momentOf(result: QuickAddResult): Moment | null {
  if (result.kind === 'event' && result.start) {
    const instant = Date.parse(result.start);
    // An all-day event ends at the midnight after its last day.
    const last = result.end ? Date.parse(result.end) - (result.allDay ? 1 : 0) : instant;
    const day = (at: number) => epochDayOf(wallTimeOf(at, result.timeZone));
    // The other times said on its day, and the other days said ("dec 3 and dec 10 9-10am").
    const starts = [instant, ...result.otherStarts.map((s) => Date.parse(s))];
    const more = starts.filter((at) => day(at) === day(instant)).slice(1);
    const otherDays = starts.filter(
      (at, i) => day(at) !== day(instant) && starts.findIndex((b) => day(b) === day(at)) === i,
    );
    const joined = {
      ...(more.length > 0 ? { more } : {}),
      ...(otherDays.length > 0 ? { otherDays } : {}),
    };
    if (result.endSaid && !result.allDay && last - instant < 86_400_000) {
      return { instant, timed: true, endAt: last, ...joined };
    }
    if (result.otherStarts.length > 0) return { instant, timed: !result.allDay, ...joined };
    return {
      instant,
      timed: !result.allDay,
      ...(day(last) > day(instant) ? { lastDay: last } : {}),
    };
  }
  if (result.deadline) {
    // Noon UTC of that calendar day, read back in UTC below: never shifted by the zone.
    return { instant: epochDayOfIsoDate(result.deadline) * 86_400_000 + 43_200_000, timed: false };
  }
  return null;
}

function dayLabel(
  m: Moment,
  result: QuickAddResult,
  language: string,
  now: Date,
  style: 'short' | 'long',
): string {
  const zone = m.timed || result.kind === 'event' ? result.timeZone : 'UTC';
  const day = epochDayOf(wallTimeOf(m.instant, zone));
  const today = epochDayOf(wallTimeOf(now.getTime(), result.timeZone));
  const diff = day - today;
  if (style === 'short' && diff >= -1 && diff <= 1) {
    return relativeTimeFormat(localeOf(language), { numeric: 'auto' }).format(diff, 'day');
  }
  const sameYear = wallTimeOf(m.instant, zone).year === wallTimeOf(now.getTime(), zone).year;
  return dateTimeFormat(localeOf(language), {
    timeZone: zone,
    weekday: style,
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(new Date(m.instant));
}

/** The day, or the days said together: "Mon, Nov 30 and Tue, Dec 1". */
function daysLabel(
  m: Moment,
  result: QuickAddResult,
  language: string,
  now: Date,
  style: 'short' | 'long',
): string {
  const first = dayLabel(m, result, language, now, style);
  if (!m.otherDays) return first;
  const others = m.otherDays.map((at) =>
    dayLabel({ instant: at, timed: m.timed }, result, language, now, style),
  );
  return listFormat(localeOf(language), { type: 'conjunction' }).format([first, ...others]);
}

/** A day given as YYYY-MM-DD, as the chips write a day: "Tue, Jun 1" (its year when not this year's). */
function isoDayLabel(iso: string, language: string, now: Date): string {
  const instant = epochDayOfIsoDate(iso) * 86_400_000 + 43_200_000;
  const sameYear = new Date(instant).getUTCFullYear() === now.getUTCFullYear();
  return dateTimeFormat(localeOf(language), {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(new Date(instant));
}

/** The product's one time format: "6:00 PM" in English, "18:00" in French. */
function timeLabel(instant: number, result: QuickAddResult, language: string): string {
  return formatTime(instant, language, result.timeZone);
}

/**
 * The start's time, and the end's when it was said: "9:00 AM – 5:00 PM", "19:00 – 00:00"; the times of
 * events said together: "8:00 AM and 8:00 PM", "08:00 et 20:00".
 */
function timesLabel(m: Moment, result: QuickAddResult, language: string): string {
  if (m.more) {
    const times = [m.instant, ...m.more].map((at) => timeLabel(at, result, language));
    return listFormat(localeOf(language), { type: 'conjunction' }).format(times);
  }
  const start = timeLabel(m.instant, result, language);
  return m.endAt === undefined ? start : `${start} – ${timeLabel(m.endAt, result, language)}`;
}

/** Weekdays (0 = Sunday) as a list, Monday first as people say them: "Friday, Saturday and Sunday". */
function weekdayNames(days: readonly number[], language: string): string {
  const mondayFirst = [...days].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  // 4 January 2026 was a Sunday (0).
  const names = mondayFirst.map((d) =>
    dateTimeFormat(localeOf(language), { timeZone: 'UTC', weekday: 'long' }).format(
      new Date(Date.UTC(2026, 0, 4 + d)),
    ),
  );
  return listFormat(localeOf(language), { type: 'conjunction' }).format(names);
}

/** The start's weekday, or the list of a repeat's weekdays: "Tuesday and Thursday", "mardi et jeudi". */
function weekdayName(result: QuickAddResult, language: string): string {
  if (result.byWeekday) return weekdayNames(result.byWeekday, language);
  const instant = result.start ? Date.parse(result.start) : Date.now();
  return dateTimeFormat(localeOf(language), {
    timeZone: result.timeZone,
    weekday: 'long',
  }).format(new Date(instant));
}

export function repeatLabel(result: QuickAddResult, t: TFunction, language: string): string {
  if (result.recurrence === 'none') return '';
  if (result.weekOfMonth)
    return t('quickAdd:repeatNth', {
      nth: t(`quickAdd:nth.${result.weekOfMonth}`),
      weekday: weekdayName(result, language),
    });
  if (result.interval && result.recurrence !== 'weekdays')
    return t(`quickAdd:repeatEvery.${result.recurrence}`, { count: result.interval });
  return t(`quickAdd:repeat.${result.recurrence}`, { weekday: weekdayName(result, language) });
}

export function durationLabel(minutes: number, t: TFunction): string {
  if (minutes < 60) return t('quickAdd:minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? t('quickAdd:hours', { hours })
    : t('quickAdd:hoursMinutes', { hours, minutes: String(rest).padStart(2, '0') });
}

/** The value a chip shows for its part of the sentence. */
export function partValue(
  part: QuickAddPart,
  result: QuickAddResult,
  t: TFunction,
  language: string,
  now: Date,
): string {
  const m = momentOf(result);
  const hasTimePart = result.parts.some((p) => p.type === 'time');
  const hasDayPart = result.parts.some((p) => p.type === 'date' || p.type === 'deadline');
  switch (part.type) {
    case 'date':
    case 'deadline': {
      if (!m) return part.text;
      if (m.lastDay !== undefined) {
        // "Sun, Dec 20 – Sun, Dec 27", or with the times of a timed event's ends.
        const end = { instant: m.lastDay, timed: m.timed };
        const label = (at: Moment) =>
          m.timed
            ? `${dayLabel(at, result, language, now, 'short')} ${timeLabel(at.instant, result, language)}`
            : dayLabel(at, result, language, now, 'short');
        return `${label(m)} – ${label(end)}`;
      }
      const day = daysLabel(m, result, language, now, 'short');
      return m.timed && !hasTimePart ? `${day} ${timesLabel(m, result, language)}` : day;
    }
    case 'time': {
      if (!m) return part.text;
      if (!m.timed) return dayLabel(m, result, language, now, 'short');
      const time = timesLabel(m, result, language);
      return hasDayPart ? time : `${daysLabel(m, result, language, now, 'short')} ${time}`;
    }
    case 'allDay':
      return t('quickAdd:allDay');
    case 'repeat':
      return repeatLabel(result, t, language);
    case 'repeatExcept':
      return result.exceptWeekdays ? weekdayNames(result.exceptWeekdays, language) : part.text;
    case 'repeatEnd':
      return result.recurrenceEnd ? isoDayLabel(result.recurrenceEnd, language, now) : part.text;
    case 'priority':
      return result.priority ? t(`quickAdd:priority.${result.priority}`) : part.text;
    case 'duration':
      return result.durationMinutes !== null ? durationLabel(result.durationMinutes, t) : part.text;
  }
}

/** "Event “Dentist” added on Friday, Nov 27 at 2:30 PM. Repeats every week." */
export function savedMessage(
  result: QuickAddResult,
  t: TFunction,
  language: string,
  now: Date,
): string {
  const title = result.title;
  const m = momentOf(result);
  if (result.kind === 'task') {
    return m
      ? t('quickAdd:saved.taskDue', { title, day: dayLabel(m, result, language, now, 'long') })
      : t('quickAdd:saved.task', { title });
  }
  if (!m) return t('quickAdd:saved.eventAllDay', { title, day: '' });
  const day = daysLabel(m, result, language, now, 'long');
  const lastDay = (at: number) =>
    dayLabel({ instant: at, timed: m.timed }, result, language, now, 'long');
  const time = timeLabel(m.instant, result, language);
  const first =
    m.endAt !== undefined
      ? t('quickAdd:saved.eventFromTo', {
          title,
          day,
          time,
          endTime: timeLabel(m.endAt, result, language),
        })
      : m.timed
        ? t('quickAdd:saved.eventAt', { title, day, time: timesLabel(m, result, language) })
        : m.lastDay !== undefined
          ? t('quickAdd:saved.eventDays', { title, day, lastDay: lastDay(m.lastDay) })
          : t('quickAdd:saved.eventAllDay', { title, day });
  const repeat = repeatLabel(result, t, language);
  if (!repeat) return first;
  const until = result.recurrenceEnd
    ? ` ${t('quickAdd:until', { day: isoDayLabel(result.recurrenceEnd, language, now) })}`
    : '';
  return `${first}. ${t('quickAdd:saved.repeats', { repeat: `${repeat}${until}` })}`;
}
