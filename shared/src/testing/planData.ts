// Seeded generator of planTasks inputs (tasks, events with series, a profile, visible hours, a zone near a
// DST change) for the property tests and bench/plan. The same seed always gives the same input.
import type { CalendarEvent, Recurrence, Task } from '../model';
import {
  DEADLINE_RANGES,
  ESTIMATED_TIME_RANGES,
  PRIORITIES,
  TRANSPORT_MODES,
} from '../model/constants';
import type { PlanInput } from '../domain/planTasks';
import {
  DAY_MS,
  epochDayOfIsoDate,
  formatIsoDate,
  formatZonedIso,
  naiveToInstant,
  naiveToWall,
} from '../domain/zonedTime';

/** A linear congruential generator: small, seeded, reproducible. */
export function seededRandom(seed: number): () => number {
  let s = (seed * 2654435761) % 2147483648;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)] as T;
}

const int = (rand: () => number, min: number, max: number) =>
  min + Math.floor(rand() * (max - min + 1));

/** Zones and first days chosen so that some plans cross a change of clocks. */
const STARTS: ReadonlyArray<[timeZone: string, date: string]> = [
  ['Europe/Paris', '2026-03-26'],
  ['Europe/Paris', '2026-10-22'],
  ['Europe/Paris', '2026-06-15'],
  ['America/New_York', '2026-03-05'],
  ['America/New_York', '2026-10-29'],
  ['Asia/Kolkata', '2026-01-12'],
  ['UTC', '2026-07-01'],
];

export interface PlanDataOptions {
  tasks?: number;
  events?: number;
  days?: number;
  /** Share of the events that are series (0.15). */
  seriesShare?: number;
  /** Longest event, in quarter hours (12 = 3 h). */
  longestEventQuarters?: number;
}

/** A whole planTasks input from a seed. */
export function makePlanInput(seed: number, options: PlanDataOptions = {}): PlanInput {
  const rand = seededRandom(seed);
  const days = options.days ?? pick(rand, [1, 1, 7, 14]);
  const taskCount = options.tasks ?? int(rand, 0, 40);
  const eventCount = options.events ?? int(rand, 0, 30);
  const [timeZone, startDate] = pick(rand, STARTS);
  const firstDay = epochDayOfIsoDate(startDate);
  const instant = (day: number, minutes: number) =>
    naiveToInstant(day * DAY_MS + minutes * 60_000, timeZone);
  const dateOf = (day: number) => formatIsoDate(naiveToWall(day * DAY_MS));

  const now = instant(firstDay + int(rand, -1, 0), int(rand, 0, 23 * 60 + 59));
  const events: CalendarEvent[] = [];
  for (let i = 0; i < eventCount; i++) {
    const series = rand() < (options.seriesShare ?? 0.15);
    const day = series ? firstDay - int(rand, 0, 10) : firstDay + int(rand, -1, days);
    const startMin = int(rand, 5 * 4, 22 * 4) * 15;
    const length = int(rand, 1, options.longestEventQuarters ?? 12) * 15;
    const allDay = !series && rand() < 0.05;
    const recurrence: Recurrence = series ? pick(rand, ['daily', 'weekdays', 'weekly']) : 'none';
    const start = allDay ? instant(day, 0) : instant(day, startMin);
    const end = allDay ? instant(day + 1, 0) : instant(day, startMin + length);
    events.push({
      id: `e${i}`,
      title: `Event ${i}`,
      description: '',
      color: '#3366CC',
      allDay,
      startDate: formatZonedIso(start, timeZone),
      endDate: formatZonedIso(end, timeZone),
      timeZone,
      recurrence,
      recurrenceId: series ? `s${i}` : null,
      recurrenceEnd: null,
      originalStart: null,
      cancelled: false,
      reminderMinutes: null,
      presetId: null,
      lastUpdated: 1,
    });
  }

  const tasks: Task[] = [];
  for (let i = 0; i < taskCount; i++) {
    const withDeadline = rand() < 0.5;
    const done = rand() < 0.1;
    const scheduled = rand() < 0.12;
    const estimatedTimeRange = pick(rand, ESTIMATED_TIME_RANGES);
    const createdAt = new Date(now - int(rand, 1, 60 * 24 * 30) * 60_000).toISOString();
    const task: Task = {
      id: `t${String(i).padStart(3, '0')}`,
      title: `Task ${i}`,
      description: '',
      priority: pick(rand, PRIORITIES),
      deadline: withDeadline ? dateOf(firstDay + int(rand, -2, days + 2)) : null,
      deadlineRange: pick(rand, DEADLINE_RANGES),
      estimatedTimeRange,
      done,
      doneAt: done ? new Date(now).toISOString() : null,
      createdAt,
      lastUpdated: 1,
    };
    if (scheduled) {
      const day = firstDay + int(rand, 0, days - 1);
      task.scheduledStart = formatZonedIso(instant(day, int(rand, 6 * 4, 21 * 4) * 15), timeZone);
      task.scheduledMinutes = pick(rand, [15, 30, 60, 90]);
    }
    // Some were given minutes (quick add's "for 30 min"), now and then outside the range chosen since.
    if (rand() < 0.25) task.estimatedMinutes = int(rand, 1, 240);
    tasks.push(task);
  }

  const maybe = <T>(value: T): T | null => (rand() < 0.8 ? value : null);
  const profile = {
    bedtime: maybe(pick(rand, ['22:00', '23:00', '23:30', '00:30'])),
    wakeUpTime: maybe(pick(rand, ['06:00', '06:30', '07:00', '08:00'])),
    lunchTime: maybe(pick(rand, ['12:00', '12:30', '13:00'])),
    dinnerTime: maybe(pick(rand, ['19:00', '19:30', '20:00'])),
    commuteDurationMin: pick(rand, [0, 10, 15, 45]),
    transportMode: pick(rand, TRANSPORT_MODES),
  };
  const settings = {
    slotMinTime: pick(rand, ['06:00:00', '07:00:00', '08:30:00']),
    slotMaxTime: pick(rand, ['18:00:00', '22:00:00', '24:00:00']),
  };
  return { tasks, events, profile, settings, startDate, days, now, timeZone };
}
