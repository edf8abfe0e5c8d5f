// Quick add in plain words: what a parsed sentence is (the parser itself, with chrono-node, is the lazy
// @planner/shared/quickAdd subpath: docs/architecture.md) and how it becomes a task or an event. Pure, no chrono.
import type { EstimatedTimeRange, EventInput, Priority, Recurrence, Task } from '../model';
import { MAX_SCHEDULED_MINUTES, type Language } from '../model/constants';
import { hasVisibleText, isYearInRange } from '../model/checks';
import { deriveDeadlineRange, isDeadlineInPast } from './deadline';
import type { weekOfMonthOf } from './repeatRule';
import { DAY_MS, epochDayOf, formatZonedIso, naiveToInstant, wallTimeOf } from './zonedTime';

export type QuickAddKind = 'task' | 'event';

/** A week of the month as a monthly series names it: 1 to 4, or -1 for the last. */
export type WeekOfMonth = ReturnType<typeof weekOfMonthOf>;

/** A recognised piece of the sentence: what its chip shows and removes. */
export type QuickAddPartType =
  | 'date'
  | 'time'
  | 'allDay'
  | 'repeat'
  | 'repeatExcept'
  | 'repeatEnd'
  | 'priority'
  | 'deadline'
  | 'duration';

export interface QuickAddPart {
  type: QuickAddPartType;
  /** The person's own words, exactly as typed (what removing the chip puts back in the title). */
  text: string;
  /** Where those words start in the sentence. */
  index: number;
}

export interface QuickAddOptions {
  now: Date;
  /** IANA zone the wall-clock words are read in (the browser's zone at the call sites). */
  timeZone: string;
  language: Language;
  /**
   * Words to read as plain title words (the chips the person removed). Each is looked up in the
   * sentence; one that is no longer there is ignored.
   */
  literal?: readonly string[];
  /**
   * What a day said without a time makes when nothing else tells ("Lea's birthday saturday"): a task due
   * that day (the default: the tasks' field) or an all-day event (the calendar's field).
   */
  dayAlone?: QuickAddKind;
}

export interface QuickAddResult {
  /** The words left once the recognised parts are taken out (may be empty: then nothing is saved). */
  title: string;
  kind: QuickAddKind;
  /** Events: ISO 8601 with the zone's offset; null for a task. */
  start: string | null;
  end: string | null;
  /** A timed event whose end was said ("9-5", "de 14h à 16h"), not made from a duration or the default. */
  endSaid: boolean;
  /**
   * More starts, said with "and": other times of the day ("meds 8am and 8pm daily": the 20:00 one), other
   * days ("meeting monday and tuesday": Tuesday's midnight for an all-day event), or both (each day at
   * each time), later than `start`. Each makes an event of its own, of the same length and repeat. Empty
   * when one time and one day were said.
   */
  otherStarts: string[];
  allDay: boolean;
  /** Tasks: YYYY-MM-DD; null for an event or a task without a day. */
  deadline: string | null;
  /** 'none' unless a repeat was said (events only). */
  recurrence: Recurrence;
  /** Every how many days, weeks, months or years a repeat comes back ("every 2 weeks": 2); else null. */
  interval: number | null;
  /** A monthly repeat on a weekday of a week of the month ("the first monday": 1, the last: -1); else null. */
  weekOfMonth: WeekOfMonth | null;
  /** A repeat's last day, YYYY-MM-DD ("every wednesday until june"); else null. */
  recurrenceEnd: string | null;
  /** A weekly repeat on several weekdays ("every tuesday and thursday"): 0 = Sunday ... 6; else null. */
  byWeekday: number[] | null;
  /** The weekdays a repeat leaves out, as said ("daily except fridays": [5]; byWeekday holds those kept). */
  exceptWeekdays: number[] | null;
  /** Tasks only; null when no priority word was said (the task then gets the default, medium). */
  priority: Priority | null;
  /** From a duration said ("for 45 min"); null when none was said. */
  estimatedTimeRange: EstimatedTimeRange | null;
  durationMinutes: number | null;
  /** The events' and the deadline's zone. */
  timeZone: string;
  parts: QuickAddPart[];
}

/** Why a parsed sentence cannot be saved as it is (translation keys of the quickAdd namespace). */
export type QuickAddProblem =
  | 'errors.noTitle'
  | 'errors.titleTooLong'
  | 'errors.deadlinePast'
  | 'errors.dateOutOfRange'
  | 'errors.endBeforeStart'
  | 'errors.repeatEndBeforeStart';

export const QUICK_ADD_TITLE_MAX = 200;

/** The first reason the sentence cannot be saved, or null when it can. */
export function quickAddProblem(result: QuickAddResult, now: Date): QuickAddProblem | null {
  if (!hasVisibleText(result.title)) return 'errors.noTitle';
  if (result.title.length > QUICK_ADD_TITLE_MAX) return 'errors.titleTooLong';
  const dates = [result.start, result.end, result.deadline].filter((d): d is string => d !== null);
  if (!dates.every(isYearInRange)) return 'errors.dateOutOfRange';
  if (result.kind === 'task' && result.deadline) {
    if (isDeadlineInPast(result.deadline, now, { timeZone: result.timeZone }))
      return 'errors.deadlinePast';
  }
  if (result.kind === 'event') {
    if (!result.start || !result.end || Date.parse(result.end) <= Date.parse(result.start))
      return 'errors.endBeforeStart';
    // "every friday until dec 20" said after Dec 20: the series would have no day (its start is a date
    // written in its own zone, the wall-clock day the repeat's last day compares with).
    if (result.recurrenceEnd && result.recurrenceEnd < result.start.slice(0, 10))
      return 'errors.repeatEndBeforeStart';
  }
  return null;
}

/**
 * The new task a 'task' sentence stands for (the defaults of the task form for what was not said), every
 * field filled: a caller passes it on whole rather than copying fields (a copy once dropped the minutes).
 */
export function quickAddTaskInput(result: QuickAddResult, now: Date): Omit<Task, 'id'> {
  return {
    title: result.title,
    description: '',
    priority: result.priority ?? 'medium',
    deadline: result.deadline,
    deadlineRange: result.deadline
      ? deriveDeadlineRange(result.deadline, now, { timeZone: result.timeZone })
      : 'moreThan5Days',
    estimatedTimeRange: result.estimatedTimeRange ?? '15to2Hour',
    // The minutes said ("for 30 min") are the task's length on the calendar; its range, the score's.
    ...(result.durationMinutes !== null &&
    result.durationMinutes >= 1 &&
    result.durationMinutes <= MAX_SCHEDULED_MINUTES
      ? { estimatedMinutes: result.durationMinutes }
      : {}),
    done: false,
    doneAt: null,
    createdAt: now.toISOString(),
    lastUpdated: now.getTime(),
  };
}

/**
 * The new events an 'event' sentence stands for: one, or one at each time and on each day said ("meds 8am
 * and 8pm daily", "meeting monday and tuesday"), of the same length (all-day ones, as many days);
 * each a series when it repeats (planEventCreate names it).
 */
export function quickAddEventInputs(result: QuickAddResult, now: Date): EventInput[] {
  const { start, end, timeZone } = result;
  if (!start || !end) throw new RangeError('A quick-add event needs its start and end');
  const length = Date.parse(end) - Date.parse(start);
  const dayOf = (iso: string) => epochDayOf(wallTimeOf(Date.parse(iso), timeZone));
  const days = dayOf(end) - dayOf(start);
  // An all-day event ends at the midnight after its last day (a day is not always 24 hours long).
  const endOf = (other: string) =>
    result.allDay
      ? formatZonedIso(naiveToInstant((dayOf(other) + days) * DAY_MS, timeZone), timeZone)
      : formatZonedIso(Date.parse(other) + length, timeZone);
  return [
    { startDate: start, endDate: end },
    ...result.otherStarts.map((other) => ({ startDate: other, endDate: endOf(other) })),
  ].map(({ startDate, endDate }) => ({
    title: result.title,
    description: '',
    allDay: result.allDay,
    startDate,
    endDate,
    timeZone: result.timeZone,
    recurrence: result.recurrence,
    ...(result.byWeekday ? { byWeekday: result.byWeekday } : {}),
    ...(result.recurrenceEnd ? { recurrenceEnd: result.recurrenceEnd } : {}),
    ...(result.interval ? { interval: result.interval } : {}),
    ...(result.weekOfMonth
      ? { monthlyBy: 'nthWeekday' as const, weekOfMonth: result.weekOfMonth }
      : {}),
    reminderMinutes: null,
    presetId: null,
    lastUpdated: now.getTime(),
  }));
}
