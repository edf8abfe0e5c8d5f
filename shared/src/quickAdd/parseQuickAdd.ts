// parseQuickAdd: a sentence in plain words ("Call mum tomorrow 6pm", "sport tous les mardis à 18h") read
// into a task or an event. readDates.ts reads dates and times (chrono-node and our readers around it);
// words.ts has our own rules for repeats, priorities, durations, deadlines and "all day". The rules are in
// docs/product.md, "Quick add". Times are wall-clock times in the given IANA zone (DST-safe).
import type { ParsedResult, ParsingReference } from 'chrono-node/en';
import type { Recurrence } from '../model';
import type { Language } from '../model/constants';
import type {
  QuickAddOptions,
  QuickAddPart,
  QuickAddPartType,
  QuickAddResult,
  WeekOfMonth,
} from '../domain/quickAdd';
import { isLastWeekdayOfMonth, weekOfMonthOf, weekdayOfDay } from '../domain/repeatRule';
import { estimateOfMinutes } from '../domain/taskSchedule';
import {
  DAY_MS,
  epochDayOf,
  formatZonedIso,
  naiveToInstant,
  nextDayOfMonth,
  wallTimeOf,
} from '../domain/zonedTime';
import {
  allDayRule,
  connector,
  deadlineMarker,
  durationMinutes,
  durationRule,
  priorityRules,
  repeatRules,
  PART_OF_DAY_AFTER,
  type RepeatRule,
  untilRule,
  exceptDaysIn,
  weekdaysIn,
  weekdaysSaid,
} from './words';
import {
  englishEndMinutes,
  frenchEndMinutes,
  frenchMonthsAfter,
  mask,
  readDates,
  saysDay,
  saysTime,
} from './readDates';

/** Minutes an event lasts when the sentence gives neither an end nor a duration (the calendar's default). */
export const DEFAULT_EVENT_MINUTES = 60;

interface Span {
  start: number;
  end: number;
  type: QuickAddPartType;
}

/** The first occurrence of each literal (a removed chip's words) hidden from every rule. */
function maskLiterals(text: string, literal: readonly string[]): string {
  let out = text;
  for (const words of literal) {
    if (!words) continue;
    const at = out.indexOf(words);
    if (at >= 0) out = mask(out, at, at + words.length);
  }
  return out;
}

interface Found<T> {
  start: number;
  end: number;
  value: T;
  match: RegExpExecArray;
}

/** The earliest match among the rules, the earlier rule first at equal positions. */
function firstMatch<T>(
  text: string,
  rules: readonly { pattern: RegExp; value: T }[],
): Found<T> | null {
  let best: Found<T> | null = null;
  for (const rule of rules) {
    rule.pattern.lastIndex = 0;
    const m = rule.pattern.exec(text);
    if (m && (!best || m.index < best.start)) {
      best = { start: m.index, end: m.index + m[0].length, value: rule.value, match: m };
    }
  }
  return best;
}

/** Components that say a month and no day of it ("june", "jusqu'en juin"). */
const monthAlone = (c: ParsedResult['start']) =>
  c.isCertain('month') && !c.isCertain('day') && !c.isCertain('weekday');

/**
 * The repeat the sentence says: the first one, unless a plain "weekly" / "daily" / "monthly" comes before
 * one that says more ("weekly review fridays 4pm", "daily standup every weekday 9:15"); the plain word is
 * then a title word ("weekly review").
 */
function repeatSaid(text: string, language: Language): Found<RepeatRule> | null {
  const found: Found<RepeatRule>[] = [];
  for (const rule of repeatRules(language)) {
    rule.pattern.lastIndex = 0;
    const m = rule.pattern.exec(text);
    if (m) found.push({ start: m.index, end: m.index + m[0].length, value: rule, match: m });
  }
  found.sort((a, b) => a.start - b.start);
  const [first] = found;
  if (!first || saysMore(first, language)) return first ?? null;
  const more = found.find((f) => f.start >= first.end && saysMore(f, language));
  return more ?? first;
}

/** A repeat that says more than its unit: weekdays, a week or day of the month, an interval. */
function saysMore(f: Found<RepeatRule>, language: Language): boolean {
  const rule = f.value;
  return (
    rule.recurrence === 'weekdays' ||
    rule.weekdays !== undefined ||
    rule.interval !== undefined ||
    rule.nthWeekday !== undefined ||
    rule.dayOfMonth !== undefined ||
    weekdaysIn(f.match[0], language).length > 0
  );
}

const isoOfEpochDay = (d: number) => new Date(d * DAY_MS).toISOString().slice(0, 10);
/** Whether an epoch day is "the first monday" (week 1) or "the last friday" (week -1) of its month. */
function isNthWeekday(d: number, nth: { weekday: number; week: WeekOfMonth }): boolean {
  if (weekdayOfDay(d) !== nth.weekday) return false;
  const date = new Date(d * DAY_MS);
  const dayOfMonth = date.getUTCDate();
  return nth.week === -1
    ? isLastWeekdayOfMonth(date.getUTCFullYear(), date.getUTCMonth() + 1, dayOfMonth)
    : weekOfMonthOf(dayOfMonth) === nth.week;
}
/** The components that say a day (a time of day alone does not). */
const DAY_COMPONENTS = ['day', 'weekday', 'month'] as const;

export function parseQuickAdd(text: string, options: QuickAddOptions): QuickAddResult {
  const language: Language = options.language === 'fr' ? 'fr' : 'en';
  const { now, timeZone } = options;
  const spans: Span[] = [];
  let masked = maskLiterals(text, options.literal ?? []);
  const take = (start: number, end: number, type: QuickAddPartType) => {
    spans.push({ start, end, type });
    masked = mask(masked, start, end);
  };

  // 1. Our own words: priority, duration, repeat, all day (each at most once; a second one stays a word).
  const priority = firstMatch(
    masked,
    priorityRules(language).map((r) => ({ pattern: r.pattern, value: r.priority })),
  );
  if (priority) take(priority.start, priority.end, 'priority');

  const durationRe = durationRule(language);
  durationRe.lastIndex = 0;
  const durationMatch = durationRe.exec(masked);
  const duration = durationMatch ? durationMinutes(durationMatch[0]) : null;
  if (durationMatch && duration !== null) {
    take(durationMatch.index, durationMatch.index + durationMatch[0].length, 'duration');
  }

  // The days a repeat leaves out ("daily except fridays"), hidden from the repeat's reading: "fridays"
  // alone would be a weekly repeat of its own.
  const except = exceptDaysIn(masked, language);
  const repeat = repeatSaid(except ? mask(masked, except.start, except.end) : masked, language);
  // Whether the sentence says a repeat (its words, or a stretch of weekdays with a time below).
  let repeats = repeat !== null;
  // The part of the day a repeat says ("every evening", "tous les lundis matin"): "at 8" is then 20:00.
  let partOfDay: PartOfDay | null = null;
  let recurrence: Recurrence = 'none';
  // The weekdays of a weekly repeat that names them ("every tuesday and thursday").
  let repeatWeekdays: number[] = [];
  // Every how many units ("every 2 weeks"): 1 unless said.
  let interval = 1;
  // A monthly repeat on "the first monday" (week 1; -1 the last).
  let nth: { weekday: number; week: WeekOfMonth } | null = null;
  // A monthly repeat on "the 1st of every month".
  let dayOfMonth: number | null = null;
  // The weekdays "except" left out of the repeat.
  let exceptWeekdays: number[] | null = null;
  if (repeat) {
    // "every friday afternoon", "tous les lundis matin": the part of the day belongs to the repeat.
    const after = PART_OF_DAY_AFTER.exec(masked.slice(repeat.end));
    const repeatEnd = repeat.end + (after?.[0].length ?? 0);
    partOfDay = partOfDayIn(masked.slice(repeat.start, repeatEnd));
    take(repeat.start, repeatEnd, 'repeat');
    const rule = repeat.value;
    recurrence =
      typeof rule.recurrence === 'function' ? rule.recurrence(repeat.match) : rule.recurrence;
    interval = rule.interval?.(repeat.match) ?? 1;
    nth = rule.nthWeekday?.(repeat.match) ?? null;
    dayOfMonth = rule.dayOfMonth?.(repeat.match) ?? null;
    if (recurrence === 'weekly')
      repeatWeekdays = rule.weekdays ? [...rule.weekdays] : weekdaysIn(repeat.match[0], language);
    // The days the repeat is on, when it is on weekdays every week: "except" takes some out.
    const every =
      interval > 1 || nth || dayOfMonth !== null
        ? []
        : recurrence === 'daily'
          ? [0, 1, 2, 3, 4, 5, 6]
          : recurrence === 'weekdays'
            ? [1, 2, 3, 4, 5]
            : recurrence === 'weekly'
              ? repeatWeekdays
              : [];
    const left = every.filter((d) => !except?.days.includes(d));
    if (except && left.length > 0 && left.length < every.length) {
      take(except.start, except.end, 'repeatExcept');
      exceptWeekdays = every.filter((d) => except.days.includes(d));
      const weekdays = left.join() === '1,2,3,4,5';
      recurrence = weekdays ? 'weekdays' : 'weekly';
      repeatWeekdays = weekdays ? [] : left;
    }
  }

  const allDayRe = allDayRule(language);
  allDayRe.lastIndex = 0;
  const allDayMatch = allDayRe.exec(masked);
  if (allDayMatch) take(allDayMatch.index, allDayMatch.index + allDayMatch[0].length, 'allDay');

  // 2. chrono: the date and time, read against the wall clock of the zone. chrono's forward-date checks
  //    compare that clock with the days it reads in the machine's own time zone, so the reference is the
  //    zone's wall clock written in the machine's zone (with "timezone: 0", a machine ahead of UTC took
  //    Friday for today from midnight to 1:00 on Saturday, and one behind UTC took Friday evening's
  //    "friday" for next week). Only the wall-clock parts of chrono's answer are read below.
  const wallNow = wallTimeOf(now.getTime(), timeZone);
  /** The epoch day chrono's components say (this year unless it says one). */
  const dayOf = (c: ParsedResult['start']) =>
    epochDayOf({
      year: c.get('year') ?? wallNow.year,
      month: c.get('month') ?? 1,
      day: c.get('day') ?? 1,
    });
  /** The last day of the month chrono's components say ("until june", "tax return due april"). */
  const lastDayOf = (c: ParsedResult['start']) => {
    const year = c.get('year') ?? wallNow.year;
    const month = c.get('month') ?? 1;
    return (
      epochDayOf({ year: month === 12 ? year + 1 : year, month: (month % 12) + 1, day: 1 }) - 1
    );
  };
  const reference: ParsingReference = {
    instant: new Date(wallNow.year, wallNow.month - 1, wallNow.day, wallNow.hour, wallNow.minute),
  };
  // A repeat's last day ("every wednesday until june"): its words are part of the repeat, its day is not
  // the event's. chrono does not see the "until" (it would make "6pm until dec 20" one range); a month
  // alone ends on its last day.
  // Weekdays said together with a time of day are a routine ("standup mon-fri 9:30": every weekday at
  // 9:30; "yoga tue-thu 6pm", "yoga lundi et mercredi 18h": weekly on those days); without one a stretch
  // is a range of days ("offsite monday to wednesday"), which chrono reads.
  const weekdays = repeat ? null : weekdaysSaid(masked, language);
  const untilOf = (input: string) => {
    const words = [...input.matchAll(untilRule(language))];
    let hidden = input;
    for (const m of words) hidden = mask(hidden, m.index, m.index + m[0].length);
    return { words, hidden };
  };
  // The day right after an "until" word: a chrono result, or a French month alone.
  const untilDay = (
    words: readonly RegExpExecArray[],
    found: readonly ParsedResult[],
  ): { day: ParsedResult; word: RegExpExecArray } | null => {
    const days = language === 'fr' ? frenchMonthsAfter(masked, words, reference) : [];
    for (const day of [...found, ...days]) {
      if (!saysDay(day)) continue;
      const word = words.find((m) => {
        const end = m.index + m[0].length;
        return day.index >= end && /^\s*$/.test(masked.slice(end, day.index));
      });
      if (word) return { day, word };
    }
    return null;
  };
  const untilSaid = repeats ? untilOf(masked) : null;
  let untilWords = untilSaid?.words ?? [];
  let results = readDates(language, untilSaid?.hidden ?? masked, reference);
  if (weekdays) {
    const rest = untilOf(mask(masked, weekdays.start, weekdays.end));
    const withoutDays = readDates(language, rest.hidden, reference);
    if (withoutDays.some(saysTime) || untilDay(rest.words, withoutDays)) {
      take(weekdays.start, weekdays.end, 'repeat');
      repeats = true;
      results = withoutDays;
      untilWords = rest.words;
      const monToFri = weekdays.days.join() === '1,2,3,4,5';
      recurrence = monToFri ? 'weekdays' : 'weekly';
      repeatWeekdays = monToFri ? [] : weekdays.days;
    }
  }
  let recurrenceEnd: number | null = null;
  const until = untilDay(untilWords, results);
  if (until) {
    results = results.filter((r) => r !== until.day);
    recurrenceEnd = monthAlone(until.day.start)
      ? lastDayOf(until.day.start)
      : dayOf(until.day.start);
    take(until.word.index, until.day.index + until.day.text.length, 'repeatEnd');
  }
  // The most precise moment said wins over a vague one ("Night train tomorrow 11pm": not "night").
  const certainty = (r: ParsedResult) =>
    (saysTime(r) ? 2 : 0) + (DAY_COMPONENTS.some((c) => r.start.isCertain(c)) ? 2 : 0);
  const when = results.reduce<ParsedResult | null>(
    (best, r) => (best === null || certainty(r) > certainty(best) ? r : best),
    null,
  );
  // A day and a time said apart ("friday at the office 3pm") make one moment.
  let other: ParsedResult | null = null;
  if (when) {
    other =
      results
        .filter((r) => r !== when)
        .find((r) =>
          saysTime(when) && !saysDay(when)
            ? saysDay(r) && !saysTime(r)
            : !saysTime(when) && saysTime(r) && !saysDay(r),
        ) ?? null;
  }

  // The time said, and more times of day joined to it by "and" or commas ("meds 8am and 8pm daily", "8h,
  // 13h et 20h"): an event at each, alike in all else (a task, which has no time, takes the words only).
  const timed = [when, other].find((r) => r !== null && saysTime(r) && !r.end) ?? null;
  const joinedTimes = timed ? joinedTo(results, timed, masked, language, timeAlone) : [];
  // And days joined to the day said ("meeting monday and tuesday", "dentist dec 3 and dec 10 at 9am"):
  // the same on each, at each time said. Not in a repeat (its weekdays are its own) nor a range of days
  // (a range of hours is one: "dec 3 and dec 10 9-11am").
  const dated =
    [when, other].find(
      (r) =>
        r !== null &&
        (r.start.isCertain('day') || r.start.isCertain('weekday')) &&
        (!r.end || dayOf(r.end) === dayOf(r.start)),
    ) ?? null;
  const joinedDays = dated && !repeats ? joinedTo(results, dated, masked, language, isOneDay) : [];
  // One of them written on the 24-hour clock ("feed cat 7:30 and 19:30"): so are the others.
  const clock24 =
    joinedTimes.length > 0 && [timed!, ...joinedTimes].some((r) => CLOCK_24.test(r.text));

  let isDeadline = false;
  const whenSpans: { start: number; end: number; result: ParsedResult }[] = [];
  for (const r of [when, other]) {
    if (!r) continue;
    let start = r.index;
    const before = masked.slice(0, start);
    const marker = r === when ? deadlineMarker(language).exec(before) : null;
    if (marker) {
      isDeadline = true;
      start = marker.index;
    } else {
      // "in" goes with a month said alone ("renew passport in january"), not with other dates ("check in
      // friday").
      const c =
        connector(language).exec(before) ??
        (monthAlone(r.start) ? /\bin\s+$/iu.exec(before) : null);
      if (c) start = c.index;
    }
    let end = r.index + r.text.length;
    // chrono/fr reads "vendredi 15 heures" as 15:00 but leaves "heures" out of its text (and the title).
    const hours =
      language === 'fr' && saysTime(r) && /^\s*heures?(?!\p{L})/iu.exec(masked.slice(end));
    if (hours) end += hours[0].length;
    // A weekday written short ends with its dot ("dentiste jeu.", "call thu."): not left in the title.
    if (/(?<![\p{L}])\p{L}{2,4}$/u.test(r.text) && masked[end] === '.') end += 1;
    whenSpans.push({ start, end, result: r });
  }

  // 3. What it is (docs/product.md): a repeat makes an event; else a deadline or priority word a task;
  //    else a time of day, "all day" or a range of days an event; else a day alone what the field
  //    prefers (a task due that day by default, an all-day event in the calendar's field); else a task.
  const hasTime = [when, other].some((r) => r !== null && saysTime(r));
  const hasDay = [when, other].some((r) => r !== null && saysDay(r));
  // "dec 20 to dec 27", "du lundi au mercredi": the range's last day.
  const lastDay = when?.end && saysDay(when) ? when.end : null;
  const endsOnADay = lastDay !== null && DAY_COMPONENTS.some((c) => lastDay.isCertain(c));
  const kind: 'task' | 'event' = repeats
    ? 'event'
    : isDeadline || priority
      ? 'task'
      : hasTime ||
          allDayMatch ||
          endsOnADay ||
          joinedDays.length > 0 ||
          (hasDay && options.dayAlone === 'event')
        ? 'event'
        : 'task';

  // Words that do not fit the kind stay in the title.
  const dropped = new Set<QuickAddPartType>();
  if (kind === 'event') dropped.add('priority');
  else dropped.add('repeatEnd');
  if (kind === 'task') dropped.add('allDay');
  const keptSpans = spans.filter((s) => !dropped.has(s.type));
  // "submit timesheet every friday by 5pm": a repeat's deadline word goes with its moment, the start.
  if (kind === 'event') isDeadline = false;
  // The words of the times and days joined go with the time or day they are joined to (an event's only:
  // a task has one day, the others stay words of its title).
  const widen = (said: ParsedResult | null, joined: readonly ParsedResult[]) => {
    const span = whenSpans.find((w) => w.result === said);
    if (!span || joined.length === 0) return;
    // With the small word before the first ("on monday and tuesday", "le 3 et le 10 décembre").
    const first = joined[0]!.index;
    span.start = Math.min(
      span.start,
      connector(language).exec(masked.slice(0, first))?.index ?? first,
    );
    span.end = Math.max(span.end, joined.at(-1)!.index + joined.at(-1)!.text.length);
  };
  widen(timed, joinedTimes);
  if (kind === 'event') widen(dated, joinedDays);

  // 4. The wall-clock day and time.
  let hour: number | null = null;
  let minute = 0;
  let day: number | null = null; // epoch day
  // Whether a weekday alone said the day ("gym wednesday at 3"), and the time was moved to the afternoon.
  let weekdayAlone = false;
  let movedToAfternoon = false;
  // English: a part of the day among the title's words says the hour's ("movie night friday 8:30" is 20:30,
  // "morning run tomorrow 6:30" 06:30 rather than the afternoon "6:30" alone would be), and so does an
  // evening meal ("dinner with Anna friday at 8": 20:00).
  if (!partOfDay && language === 'en') {
    const said = [...keptSpans, ...whenSpans].sort((a, b) => a.start - b.start);
    partOfDay = partOfDayIn(titleWithout(text, said).match(PART_OF_DAY_WORD_EN)?.[0] ?? '');
  }
  for (const r of [when, other]) {
    if (!r) continue;
    const s = r.start;
    if (saysDay(r) && day === null) {
      // A task due in a month said alone is due by its end ("tax return due april": April 30).
      day = kind === 'task' && monthAlone(s) ? lastDayOf(s) : dayOf(s);
      weekdayAlone =
        s.isCertain('weekday') &&
        !s.isCertain('day') &&
        !/(?:next|following|week|prochaine?|suivante?|semaine)/iu.test(r.text);
    }
    if (saysTime(r) && hour === null) {
      const clock = clockOf(r, partOfDay, language, clock24);
      ({ hour, minute } = clock);
      movedToAfternoon = clock.movedToAfternoon;
    }
  }
  // The joined times' minutes of the day, the said one's among them, in the day's order, each once.
  const dayMinutes =
    hour === null
      ? []
      : [
          ...new Set([
            hour * 60 + minute,
            ...joinedTimes.map((r) => {
              const clock = clockOf(r, partOfDay, language, clock24);
              return clock.hour * 60 + clock.minute;
            }),
          ]),
        ].sort((a, b) => a - b);
  if (joinedTimes.length > 0) {
    // The day's first time is the event's start; the others make events of their own.
    hour = Math.floor(dayMinutes[0]! / 60);
    minute = dayMinutes[0]! % 60;
  }
  const today = epochDayOf(wallNow);
  const nowMinutes = wallNow.hour * 60 + wallNow.minute;
  // Times alone are on the next day they all can be: today while the first of them is still ahead.
  const timeAhead = hour === null || hour * 60 + minute > nowMinutes;
  // chrono moved today's weekday to next week because its morning hour had passed ("gym wednesday at 3"
  // said on a Wednesday at 11:00 read 03:00): the afternoon is still ahead today.
  if (weekdayAlone && movedToAfternoon && day === today + 7 && timeAhead) day = today;
  // A time alone is the next such time; a repeat starts at its next occurrence, from the day said if one
  // is ("every monday from jan 5": Monday, January 11, not Tuesday the 5th).
  if (day === null && (hour !== null || repeats || allDayMatch)) day = today + (timeAhead ? 0 : 1);
  // The days said together, in order, each once: the first is the event's; the others make their own.
  // "next thursday and friday": the weekdays said after a "next" one are of its week, not this one; in
  // French those before it too ("jeudi et vendredi prochain").
  const saidDays = dated !== null && day !== null ? [dated, ...joinedDays] : [];
  const next = saidDays.find((r) => NEXT_WORD.test(r.text));
  const dayOfSaid = (r: ParsedResult) => (r === dated ? day! : dayOf(r.start));
  const inNextWeek = (r: ParsedResult) => {
    let d = dayOfSaid(r);
    if (!next || r === next || !r.start.isCertain('weekday') || r.start.isCertain('day')) return d;
    const anchor = dayOfSaid(next);
    if (r.index > next.index) while (d < anchor) d += 7;
    else if (language === 'fr') while (d < anchor - 6) d += 7;
    return d;
  };
  const days =
    kind === 'event' && joinedDays.length > 0
      ? [...new Set(saidDays.map(inNextWeek))].sort((a, b) => a - b)
      : [];
  if (days.length > 0) day = days[0]!;
  if (day !== null && repeats) {
    if (nth) {
      while (!isNthWeekday(day, nth)) day++;
    } else if (dayOfMonth !== null && dayOfMonth >= 1 && dayOfMonth <= 31) {
      day = nextDayOfMonth(day, dayOfMonth);
    } else if (repeatWeekdays.length > 0) {
      while (!repeatWeekdays.includes(weekdayOfDay(day))) day++;
    } else if (recurrence === 'weekdays') {
      while (weekdayOfDay(day) === 0 || weekdayOfDay(day) === 6) day++;
    }
  }
  // The range's last day, on or after its first (chrono/fr gives "lundi au mercredi" Monday as its end).
  let endDay: number | null = null;
  if (endsOnADay && lastDay && day !== null) {
    // Days said together move it with the first of them ("dec 3 and dec 10 9-11am": Dec 3's 11:00).
    const joinedShift = days.length > 0 && when ? day - dayOf(when.start) : 0;
    endDay = lastDay.isCertain('day')
      ? dayOf(lastDay) + joinedShift
      : day + (((((lastDay.get('weekday') ?? 0) - weekdayOfDay(day)) % 7) + 7) % 7);
    if (endDay < day) endDay = null;
  }

  // 5. The fields.
  const result: QuickAddResult = {
    title: '',
    kind,
    start: null,
    end: null,
    endSaid: false,
    otherStarts: [],
    allDay: false,
    deadline: null,
    recurrence: kind === 'event' ? recurrence : 'none',
    interval: kind === 'event' && recurrence !== 'none' && interval > 1 ? interval : null,
    weekOfMonth: kind === 'event' && nth ? nth.week : null,
    recurrenceEnd: kind === 'event' && recurrenceEnd !== null ? isoOfEpochDay(recurrenceEnd) : null,
    exceptWeekdays: kind === 'event' ? exceptWeekdays : null,
    // Several weekdays only: with one, the series repeats on its start's weekday, as any weekly series.
    byWeekday:
      kind === 'event' && repeatWeekdays.length > 1
        ? [...repeatWeekdays].sort((a, b) => a - b)
        : null,
    priority: kind === 'task' && priority ? priority.value : null,
    estimatedTimeRange: kind === 'task' && duration !== null ? estimateOfMinutes(duration) : null,
    durationMinutes: duration,
    timeZone,
    parts: [],
  };
  if (kind === 'task' && day !== null) result.deadline = isoOfEpochDay(day);
  if (kind === 'event' && day !== null) {
    const dayNaive = day * DAY_MS;
    if (hour === null) {
      result.allDay = true;
      const length =
        endDay !== null ? endDay - day + 1 : Math.max(1, Math.ceil((duration ?? 0) / 1440));
      result.start = formatZonedIso(naiveToInstant(dayNaive, timeZone), timeZone);
      result.end = formatZonedIso(naiveToInstant(dayNaive + length * DAY_MS, timeZone), timeZone);
      result.otherStarts = days
        .slice(1)
        .map((d) => formatZonedIso(naiveToInstant(d * DAY_MS, timeZone), timeZone));
    } else {
      const start = naiveToInstant(dayNaive + (hour * 60 + minute) * 60_000, timeZone);
      let end = start + (duration ?? DEFAULT_EVENT_MINUTES) * 60_000;
      // The range of hours, said with the day or apart from it ("lab dec 3 and 10 9-11am").
      const ranged = [when, other].find((r) => r?.end?.isCertain('hour'));
      const endComponents = ranged?.end;
      if (ranged && endComponents) {
        const endMinutes =
          language === 'fr'
            ? frenchEndMinutes(ranged.text, endComponents)
            : englishEndMinutes(hour * 60 + minute, endComponents);
        let endNaive = (endDay ?? day) * DAY_MS + endMinutes * 60_000;
        if (endNaive <= dayNaive + (hour * 60 + minute) * 60_000) endNaive += DAY_MS;
        end = naiveToInstant(endNaive, timeZone);
        result.endSaid = true;
      }
      result.start = formatZonedIso(start, timeZone);
      result.end = formatZonedIso(end, timeZone);
      // Each day said at each time said, but the first (the event's own start).
      result.otherStarts = (days.length > 0 ? days : [day])
        .flatMap((d) => dayMinutes.map((m) => d * DAY_MS + m * 60_000))
        .slice(1)
        .map((naive) => formatZonedIso(naiveToInstant(naive, timeZone), timeZone));
    }
  }

  const partSpans: Span[] = [...keptSpans];
  for (const w of whenSpans) {
    const type: QuickAddPartType = isDeadline ? 'deadline' : saysDay(w.result) ? 'date' : 'time';
    partSpans.push({ start: w.start, end: w.end, type });
  }
  partSpans.sort((a, b) => a.start - b.start);
  result.parts = partSpans.map((s): QuickAddPart => ({
    type: s.type,
    text: text.slice(s.start, s.end),
    index: s.start,
  }));
  result.title = capitalizedLike(text, withoutAsking(titleWithout(text, partSpans)));
  return result;
}

/**
 * What joins two times of day or two days said together: "8am and 8pm", "8am, 1pm and 8pm", "8h et 20h",
 * "monday and tuesday", "le 3 décembre et le 10 décembre".
 */
const JOINED: Record<Language, RegExp> = {
  en: /^\s*(?:,\s*(?:and\s+)?|and\s+|&\s*)$/iu,
  fr: /^\s*(?:,\s*(?:et\s+)?|et\s+)(?:le\s+)?$/iu,
};

/** A time written on the 24-hour clock: "19:30", "08:15", "20h", "13.45". */
const CLOCK_24 = /(?<![\d:.])(?:1[3-9]|2[0-3]|0\d)[:.h]\d{0,2}(?!\d)/iu;

/** A time of day alone: no day and no end ("8pm", "à 20h"). */
const timeAlone = (r: ParsedResult) => saysTime(r) && !saysDay(r) && !r.end;

/** One day said, without a time or an end ("monday", "dec 3", "tomorrow"; not "in january"). */
const isOneDay = (r: ParsedResult) =>
  (r.start.isCertain('day') || r.start.isCertain('weekday')) && !saysTime(r) && !r.end;

/**
 * The results of a kind (`alike`) said beside `said` with "and" or commas, in the sentence's order
 * (before and after it).
 */
function joinedTo(
  results: readonly ParsedResult[],
  said: ParsedResult,
  masked: string,
  language: Language,
  alike: (r: ParsedResult) => boolean,
): ParsedResult[] {
  const joined = (a: ParsedResult, b: ParsedResult) =>
    JOINED[language].test(masked.slice(a.index + a.text.length, b.index));
  const at = results.indexOf(said);
  // results[i] is alike, joined to its neighbour results[j] (just before or after it).
  const alongside = (i: number, j: number) =>
    alike(results[i]!) && joined(results[Math.min(i, j)]!, results[Math.max(i, j)]!);
  let first = at;
  while (first > 0 && alongside(first - 1, first)) first--;
  let last = at;
  while (last < results.length - 1 && alongside(last + 1, last)) last++;
  return [...results.slice(first, at), ...results.slice(at + 1, last + 1)];
}

/**
 * The hour and minute a time says. English "at 3", "pick up kids at 3:15", "dinner 7:30" (no am/pm, 1 to
 * 7 o'clock): an afternoon or an evening, as people mean it; "at 07:30", "7:30am" are mornings, and so
 * are they beside a time on the 24-hour clock (`clock24`). After a part of the day that part says it
 * ("every evening at 8": 20:00; "every morning at 7": 07:00).
 */
function clockOf(
  r: ParsedResult,
  partOfDay: PartOfDay | null,
  language: Language,
  clock24: boolean,
): { hour: number; minute: number; movedToAfternoon: boolean } {
  const s = r.start;
  const said = s.get('hour') ?? 0;
  let hour = said;
  const pm = !s.isCertain('meridiem') && !/(?<!\d)0\d:/.test(r.text) && hour >= 1;
  if (partOfDay) {
    if (pm && hour < 12 && hour >= PM_FROM[partOfDay]) hour += 12;
  } else if (language === 'en' && pm && hour <= 7 && !clock24) {
    hour += 12;
  }
  return { hour, minute: s.get('minute') ?? 0, movedToAfternoon: hour !== said };
}

type PartOfDay = 'morning' | 'afternoon' | 'evening' | 'night';
/** The first hour without am/pm that a part of the day moves to the afternoon ("night at 2" is 02:00). */
const PM_FROM: Record<PartOfDay, number> = { morning: 12, afternoon: 1, evening: 1, night: 5 };
const PARTS_OF_DAY: [PartOfDay, RegExp][] = [
  ['morning', /(?:morning|matin)/iu],
  ['afternoon', /(?:afternoon|apr[eè]s-midi|midi)/iu],
  ['evening', /(?:evening|soir|dinner|supper)/iu],
  ['night', /(?:night|nuit)/iu],
];
const PART_OF_DAY_WORD_EN =
  /(?<![\p{L}\p{N}_])(?:morning|afternoon|evening|night|dinner|supper)s?(?![\p{L}\p{N}_])/iu;
const partOfDayIn = (words: string): PartOfDay | null =>
  PARTS_OF_DAY.find(([, re]) => re.test(words))?.[0] ?? null;

/**
 * "Weekly team meeting thursday 2pm" is titled "Team meeting": a sentence typed with a capital keeps it once
 * its first words were read as a repeat or a date. A first word with a capital of its own ("iPhone") and a
 * sentence typed in lower case stay as typed.
 */
function capitalizedLike(sentence: string, title: string): string {
  const first = sentence.trimStart().charAt(0);
  if (first === first.toLowerCase() || !/^\p{Ll}+(?!\p{L})/u.test(title)) return title;
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/**
 * What one says to an assistant before the thing itself ("remind me to call John tomorrow", "n'oublie pas
 * d'appeler Jean"): the title is the thing ("call John"); the task or event is the reminder.
 */
const ASKING =
  /^(?:please\s+|stp\s+)?(?:remind\s+me\s+to\s+|don['’]?t\s+forget\s+to\s+|rappelle[-\s]moi\s+(?:de\s+|d['’]\s*)|n['’]oublie\s+pas\s+(?:de\s+|d['’]\s*))(?=\p{L})/iu;
function withoutAsking(title: string): string {
  const asking = ASKING.exec(title);
  return asking ? title.slice(asking[0].length) : title;
}

/** The sentence without the recognised words: spaces collapsed, stray punctuation at the ends trimmed. */
function titleWithout(text: string, spans: readonly Pick<Span, 'start' | 'end'>[]): string {
  let out = '';
  let at = 0;
  for (const s of spans) {
    out += text.slice(at, s.start) + ' ';
    at = Math.max(at, s.end);
  }
  out += text.slice(at);
  const title = out
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/^[\s,;:\-–—]+|[\s,;:\-–—]+$/g, '')
    .trim();
  // A joining word left at an end by the words taken out ("buy milk and friday", "courses et demain"),
  // not one the person wrote there.
  const said = text.trim();
  return title
    .replace(TRAILING_JOINER, (m) => (TRAILING_JOINER.test(said) ? m : ''))
    .replace(LEADING_JOINER, (m) => (LEADING_JOINER.test(said) ? m : ''))
    .trim();
}
const NEXT_WORD = /(?<![\p{L}])(?:next|prochaine?)(?![\p{L}])/iu;
const TRAILING_JOINER = /(?<=\S)\s+(?:and|et|&)$/iu;
const LEADING_JOINER = /^(?:and|et|&)\s+(?=\S)/iu;
