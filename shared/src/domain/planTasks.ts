// "Plan my day / my week": a proposed placement of the open, unscheduled tasks into free time (docs/product.md
// section 4, "Plan my day"). Pure and deterministic: the same input always gives the same proposal.
import type { CalendarEvent, CalendarSettings, Profile, Task } from '../model';
import { expandEvents } from './recurrence';
import { defaultScheduledMinutes, scheduledInterval } from './taskSchedule';
import { rankByUrgency } from './urgencyRanking';
import {
  DAY_MS,
  epochDayOf,
  epochDayOfIsoDate,
  formatZonedIso,
  naiveToInstant,
  wallTimeOf,
} from './zonedTime';

const MINUTE_MS = 60_000;
/** Minutes kept free between two blocks (events, routines, planned tasks). */
export const PLAN_GAP_MINUTES = 5;
/** Lunch and dinner hold this long from their time. */
export const MEAL_MINUTES = 45;
/** Commutes end at this time (minutes after midnight) in the morning and start at the other in the evening. */
export const COMMUTE_ARRIVAL_MINUTES = 9 * 60;
export const COMMUTE_DEPARTURE_MINUTES = 17 * 60;
/**
 * The night assumed when the profile does not give one (either time unset): nobody's tasks are
 * proposed at the calendar's 06:00 because they never said when they wake up.
 */
export const DEFAULT_NIGHT = { bedtime: '23:00', wakeUpTime: '08:00' } as const;
/** Proposed starts fall on this grid (minutes). */
const START_GRID_MS = 5 * MINUTE_MS;

/** The profile's routines the plan keeps free. */
export type PlanRoutines = Pick<
  Profile,
  'bedtime' | 'wakeUpTime' | 'lunchTime' | 'dinnerTime' | 'commuteDurationMin' | 'transportMode'
>;

export interface PlanInput {
  /** Every task: the open, unscheduled ones are placed; the scheduled ones (done or not) hold their time. */
  tasks: readonly Task[];
  /** Every stored event record (series are expanded, all-day events do not hold time). */
  events: readonly CalendarEvent[];
  profile?: Partial<PlanRoutines> | null;
  /** The calendar's visible hours. */
  settings: Pick<CalendarSettings, 'slotMinTime' | 'slotMaxTime'>;
  /** First day to plan, YYYY-MM-DD in `timeZone`. */
  startDate: string;
  /** How many days: 1 for "my day", 7 for "my week". */
  days: number;
  /** Nothing is placed before this instant. */
  now: Date | number;
  /** The user's IANA zone: days, visible hours and routines are read on its clocks. */
  timeZone: string;
  gapMinutes?: number;
}

export interface Placement {
  taskId: string;
  /** ISO 8601 with the zone's offset, like an event's startDate. */
  start: string;
  minutes: number;
}

export type UnplacedReason = 'noSlotBeforeDeadline' | 'noSlot' | 'deadlinePassed';

export interface Unplaced {
  taskId: string;
  reason: UnplacedReason;
  /** What the words need: the block length looked for and the task's deadline (YYYY-MM-DD or null). */
  detail: { minutes: number; deadline: string | null };
}

export interface PlanResult {
  /** In the order they were placed: most urgent first. */
  placements: Placement[];
  unplaced: Unplaced[];
  /** More minutes of tasks wanted than free minutes in the planned days. */
  overCommitted: boolean;
  summary: { wantedMinutes: number; freeMinutes: number; plannedMinutes: number };
}

/** Something that holds time: [start, end) in epoch ms. */
export interface BusyBlock {
  start: number;
  end: number;
  kind: 'event' | 'task' | 'sleep' | 'lunch' | 'dinner' | 'commute';
}

interface Interval {
  start: number;
  end: number;
}

/** "HH:MM" or "HH:MM:SS" (up to 24:00:00) as minutes after midnight. */
function minutesOf(time: string): number {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** The instant a wall time (minutes after the day's midnight, may pass 24 h) happens in the zone. */
function at(epochDay: number, minutes: number, timeZone: string): number {
  return naiveToInstant(epochDay * DAY_MS + minutes * MINUTE_MS, timeZone);
}

function isWeekday(epochDay: number): boolean {
  const weekday = new Date(epochDay * DAY_MS).getUTCDay();
  return weekday >= 1 && weekday <= 5;
}

/** The night's ends in minutes after midnight: the profile's times, DEFAULT_NIGHT's for an unset one. */
function nightOf(profile: Partial<PlanRoutines> | null | undefined): { bed: number; wake: number } {
  return {
    bed: minutesOf(profile?.bedtime ?? DEFAULT_NIGHT.bedtime),
    wake: minutesOf(profile?.wakeUpTime ?? DEFAULT_NIGHT.wakeUpTime),
  };
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * When the profile leaves its night out (either time unset), the hours a plan uses ("08:00" to "22:00":
 * the assumed night inside the calendar's hours), for the plan to say so; null when the profile gives both.
 */
export function assumedDay(
  profile: Partial<PlanRoutines> | null | undefined,
  settings: PlanInput['settings'],
): { from: string; to: string } | null {
  if (profile?.bedtime && profile.wakeUpTime) return null;
  const { bed, wake } = nightOf(profile);
  const min = minutesOf(settings.slotMinTime);
  const max = minutesOf(settings.slotMaxTime);
  const from = Math.max(min, wake);
  const to = bed > wake ? Math.min(max, bed) : max;
  return { from: hhmm(from), to: hhmm(Math.max(from, to) % 1440) };
}

/** Sleep, meals and commutes of the days from `firstDay` to `lastDay` (inclusive), as instants. */
export function routineBlocks(
  profile: Partial<PlanRoutines> | null | undefined,
  firstDay: number,
  lastDay: number,
  timeZone: string,
): BusyBlock[] {
  const out: BusyBlock[] = [];
  const block = (day: number, from: number, to: number, kind: BusyBlock['kind']) => {
    const start = at(day, from, timeZone);
    const end = at(day, to, timeZone);
    if (end > start) out.push({ start, end, kind });
  };
  const { lunchTime, dinnerTime } = profile ?? {};
  const { bed, wake } = nightOf(profile);
  const commute = profile?.commuteDurationMin ?? 0;
  const commutes = profile?.transportMode !== 'remote' && commute > 0;
  for (let day = firstDay; day <= lastDay; day++) {
    // 23:00 → 07:00 runs into the next morning; 01:00 → 08:00 is all after midnight.
    if (bed > wake) block(day, bed, 1440 + wake, 'sleep');
    else if (bed < wake) block(day, bed, wake, 'sleep');
    if (lunchTime) block(day, minutesOf(lunchTime), minutesOf(lunchTime) + MEAL_MINUTES, 'lunch');
    if (dinnerTime) {
      block(day, minutesOf(dinnerTime), minutesOf(dinnerTime) + MEAL_MINUTES, 'dinner');
    }
    if (commutes && isWeekday(day)) {
      block(day, COMMUTE_ARRIVAL_MINUTES - commute, COMMUTE_ARRIVAL_MINUTES, 'commute');
      block(day, COMMUTE_DEPARTURE_MINUTES, COMMUTE_DEPARTURE_MINUTES + commute, 'commute');
    }
  }
  return out;
}

/** Everything that holds time around the planned days: routines, timed events, scheduled tasks. */
export function busyBlocks(input: PlanInput): BusyBlock[] {
  const firstDay = epochDayOfIsoDate(input.startDate);
  const lastDay = firstDay + input.days - 1;
  const from = at(firstDay - 1, 0, input.timeZone);
  const to = at(lastDay + 2, 0, input.timeZone);
  const out = routineBlocks(input.profile, firstDay - 1, lastDay + 1, input.timeZone);
  for (const o of expandEvents(input.events, new Date(from), new Date(to))) {
    if (o.event.allDay) continue;
    out.push({ start: Date.parse(o.start), end: Date.parse(o.end), kind: 'event' });
  }
  for (const task of input.tasks) {
    const held = scheduledInterval(task);
    if (held && held.end > from && held.start < to) out.push({ ...held, kind: 'task' });
  }
  return out;
}

/** The visible hours of each planned day minus the busy blocks (but nights) widened by the gap, sorted. */
function freeIntervals(input: PlanInput, gapMs: number, notBefore: number): Interval[] {
  const firstDay = epochDayOfIsoDate(input.startDate);
  const minMinutes = minutesOf(input.settings.slotMinTime);
  const maxMinutes = minutesOf(input.settings.slotMaxTime);
  const busy = busyBlocks(input)
    // A night needs no gap: a task may start as one wakes up and end at bedtime.
    .map((b) => (b.kind === 'sleep' ? b : { start: b.start - gapMs, end: b.end + gapMs }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const free: Interval[] = [];
  let cursor = 0;
  for (let day = firstDay; day < firstDay + input.days; day++) {
    let start = Math.max(at(day, minMinutes, input.timeZone), notBefore);
    const end = at(day, maxMinutes, input.timeZone);
    while (cursor < busy.length && (busy[cursor] as Interval).end <= start) cursor++;
    for (let i = cursor; i < busy.length && start < end; i++) {
      const b = busy[i] as Interval;
      if (b.start >= end) break;
      if (b.end <= start) continue;
      if (b.start > start) free.push({ start, end: b.start });
      start = Math.max(start, b.end);
    }
    if (start < end) free.push({ start, end });
  }
  return free;
}

const ceilToGrid = (ms: number) => Math.ceil(ms / START_GRID_MS) * START_GRID_MS;

function openUnscheduled(tasks: readonly Task[]): Task[] {
  return tasks.filter((t) => !t.done && scheduledInterval(t) === null);
}

/**
 * Proposes a time for each open, unscheduled task, most urgent first (rankByUrgency, ties by id), each
 * at the earliest free start of the planned days: inside the visible hours, not over events, routines or
 * scheduled tasks, with `gapMinutes` (5) between blocks, not before `now` and ending by the end of the
 * task's deadline day. A task that cannot be placed is listed with its reason.
 */
export function planTasks(input: PlanInput): PlanResult {
  const gapMs = (input.gapMinutes ?? PLAN_GAP_MINUTES) * MINUTE_MS;
  const nowMs = typeof input.now === 'number' ? input.now : input.now.getTime();
  const now = new Date(nowMs);
  const today = epochDayOf(wallTimeOf(nowMs, input.timeZone));
  const firstDay = epochDayOfIsoDate(input.startDate);
  const rangeEnd = at(firstDay + input.days, 0, input.timeZone);
  const free = freeIntervals(input, gapMs, nowMs);
  const freeMinutes = Math.round(
    free.reduce((sum, f) => sum + Math.max(0, f.end - ceilToGrid(f.start)), 0) / MINUTE_MS,
  );

  // Sorted by id first, so tasks of equal rank come in the same order whatever the input's order.
  const byId = openUnscheduled(input.tasks).sort((a, b) =>
    a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
  const ranked = rankByUrgency(byId, now);
  const placements: Placement[] = [];
  const unplaced: Unplaced[] = [];
  let wantedMinutes = 0;
  let plannedMinutes = 0;

  for (const task of ranked) {
    const minutes = defaultScheduledMinutes(task);
    const lengthMs = minutes * MINUTE_MS;
    wantedMinutes += minutes;
    const detail = { minutes, deadline: task.deadline };
    const deadlineDay = task.deadline ? epochDayOfIsoDate(task.deadline) : null;
    if (deadlineDay !== null && deadlineDay < today) {
      unplaced.push({ taskId: task.id, reason: 'deadlinePassed', detail });
      continue;
    }
    // Done by the end of the deadline day, on the user's clocks.
    const limit = deadlineDay === null ? Infinity : at(deadlineDay + 1, 0, input.timeZone);
    let placed = false;
    for (let i = 0; i < free.length; i++) {
      const slot = free[i] as Interval;
      if (slot.start >= limit) break;
      const start = ceilToGrid(slot.start);
      const end = start + lengthMs;
      if (end > slot.end || end > limit) continue;
      placements.push({ taskId: task.id, start: formatZonedIso(start, input.timeZone), minutes });
      plannedMinutes += minutes;
      const rest: Interval[] = [];
      if (start - gapMs > slot.start) rest.push({ start: slot.start, end: start - gapMs });
      if (end + gapMs < slot.end) rest.push({ start: end + gapMs, end: slot.end });
      free.splice(i, 1, ...rest);
      placed = true;
      break;
    }
    if (placed) continue;
    const reason = limit <= rangeEnd ? 'noSlotBeforeDeadline' : 'noSlot';
    unplaced.push({ taskId: task.id, reason, detail });
  }

  return {
    placements,
    unplaced,
    overCommitted: wantedMinutes > freeMinutes,
    summary: { wantedMinutes, freeMinutes, plannedMinutes },
  };
}
