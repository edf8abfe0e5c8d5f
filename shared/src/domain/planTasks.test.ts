import type { Task } from '../model';
import { makeTask } from '../testing/fixtures';
import { makePlanInput, seededRandom } from '../testing/planData';
import type { PlanInput, PlanResult } from './planTasks';
import { assumedDay, busyBlocks, planTasks } from './planTasks';
import { expandEvents } from './recurrence';
import { defaultScheduledMinutes, scheduledInterval } from './taskSchedule';
import { makeEvent } from './testEvents';
import { rankByUrgency } from './urgencyRanking';
import {
  DAY_MS,
  epochDayOf,
  epochDayOfIsoDate,
  naiveToInstant,
  wallTimeOf,
  wallToNaive,
} from './zonedTime';

const MIN = 60_000;
const GAP = 5 * MIN;
const SEEDS = Array.from({ length: 160 }, (_, i) => i + 1);

const task = (id: string, fields: Partial<Task> = {}): Task =>
  makeTask(id, { createdAt: '2026-06-01T08:00:00.000Z', ...fields });

/** Wall-clock minutes after midnight of the placement's own day, read back from its instant. */
function wallMinutes(ms: number, timeZone: string) {
  const w = wallTimeOf(ms, timeZone);
  return { day: epochDayOf(w), minutes: w.hour * 60 + w.minute };
}

const span = (p: { start: string; minutes: number }) => ({
  start: Date.parse(p.start),
  end: Date.parse(p.start) + p.minutes * MIN,
});

const hm = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** The profile's routines of one day as wall-clock minute ranges (computed here, apart from the code). */
function routinesAround(input: PlanInput, day: number): Array<[number, number, number?]> {
  const p = input.profile ?? {};
  const out: Array<[number, number, number?]> = [];
  // Without a night in the profile, 23:00 to 08:00.
  const bed = hm(p.bedtime ?? '23:00');
  const wake = hm(p.wakeUpTime ?? '08:00');
  for (const offset of [-1, 0, 1]) {
    const base = offset * 1440;
    // A night is kept without the gap (the third value).
    if (bed > wake) out.push([base + bed, base + 1440 + wake, 0]);
    else if (bed < wake) out.push([base + bed, base + wake, 0]);
    if (p.lunchTime) out.push([base + hm(p.lunchTime), base + hm(p.lunchTime) + 45]);
    if (p.dinnerTime) out.push([base + hm(p.dinnerTime), base + hm(p.dinnerTime) + 45]);
    const weekday = new Date((day + offset) * DAY_MS).getUTCDay();
    const c = p.commuteDurationMin ?? 0;
    if (p.transportMode !== 'remote' && c > 0 && weekday >= 1 && weekday <= 5) {
      out.push([base + 540 - c, base + 540]);
      out.push([base + 1020, base + 1020 + c]);
    }
  }
  return out;
}

/** Does the wall-clock day hold a change of clocks (its length is not 24 h)? */
function isDstDay(day: number, timeZone: string): boolean {
  const start = naiveToInstant(day * DAY_MS, timeZone);
  const end = naiveToInstant((day + 1) * DAY_MS, timeZone);
  return end - start !== DAY_MS;
}

function checkProperties(input: PlanInput, result: PlanResult): void {
  const tz = input.timeZone;
  const now = typeof input.now === 'number' ? input.now : input.now.getTime();
  const firstDay = epochDayOfIsoDate(input.startDate);
  const lastDay = firstDay + input.days - 1;
  const byId = new Map(input.tasks.map((t) => [t.id, t]));
  const placed = result.placements.map((p) => ({ ...p, ...span(p) }));

  // Every open, unscheduled task is answered once; done and scheduled ones never.
  const candidates = input.tasks.filter((t) => !t.done && !scheduledInterval(t)).map((t) => t.id);
  const answered = [...result.placements, ...result.unplaced].map((x) => x.taskId);
  expect([...answered].sort()).toEqual([...candidates].sort());

  const events = expandEvents(
    input.events,
    new Date(naiveToInstant((firstDay - 1) * DAY_MS, tz)),
    new Date(naiveToInstant((lastDay + 2) * DAY_MS, tz)),
  )
    .filter((o) => !o.event.allDay)
    .map((o) => ({ start: Date.parse(o.start), end: Date.parse(o.end) }));
  const scheduled = input.tasks.flatMap((t) => {
    const s = scheduledInterval(t);
    return s ? [s] : [];
  });
  const apart = (a: { start: number; end: number }, b: { start: number; end: number }) =>
    a.end + GAP <= b.start || b.end + GAP <= a.start;

  const busy = busyBlocks(input);
  const minWindow = hm(input.settings.slotMinTime);
  const maxWindow = hm(input.settings.slotMaxTime);
  for (const [i, p] of placed.entries()) {
    const t = byId.get(p.taskId) as Task;
    expect(p.minutes).toBe(defaultScheduledMinutes(t));
    // Never in the past.
    expect(p.start).toBeGreaterThanOrEqual(now);
    // Not over events, scheduled tasks or other placements, with the gap.
    for (const e of events) expect(apart(p, e)).toBe(true);
    for (const s of scheduled) expect(apart(p, s)).toBe(true);
    for (const q of placed.slice(i + 1)) expect(apart(p, q)).toBe(true);
    // Inside the planned days and the visible hours, on the user's clocks.
    const from = wallMinutes(p.start, tz);
    const to = wallMinutes(p.end, tz);
    expect(from.day).toBeGreaterThanOrEqual(firstDay);
    expect(from.day).toBeLessThanOrEqual(lastDay);
    const endMinutes = to.minutes + (to.day - from.day) * 1440;
    expect(from.minutes).toBeGreaterThanOrEqual(minWindow);
    expect(endMinutes).toBeLessThanOrEqual(maxWindow);
    // By the end of the deadline day.
    if (t.deadline) {
      expect(to.day - (to.minutes === 0 ? 1 : 0)).toBeLessThanOrEqual(
        epochDayOfIsoDate(t.deadline),
      );
    }
    // Not over sleep, meals or commutes (wall-clock minutes; a day whose clocks change is checked in
    // instants by the overlap check against busyBlocks below).
    if (!isDstDay(from.day, tz)) {
      for (const [rs, re, gap = 5] of routinesAround(input, from.day)) {
        expect(endMinutes + gap <= rs || re + gap <= from.minutes).toBe(true);
      }
    }
    for (const b of busy) {
      if (b.kind === 'sleep') expect(p.end <= b.start || b.end <= p.start).toBe(true);
      else expect(apart(p, b)).toBe(true);
    }
  }

  // More urgent first: of two placed tasks of one length, the more urgent starts no later.
  const order = rankByUrgency(
    input.tasks
      .filter((t) => !t.done && !scheduledInterval(t))
      .sort((a, b) => (a.id < b.id ? -1 : 1)),
    new Date(now),
  ).map((t) => t.id);
  const rank = new Map(order.map((id, n) => [id, n]));
  for (const a of placed) {
    for (const b of placed) {
      if (a.minutes === b.minutes && (rank.get(a.taskId) ?? 0) < (rank.get(b.taskId) ?? 0)) {
        expect(a.start).toBeLessThanOrEqual(b.start);
      }
    }
  }

  // A task left out for want of room really had none: no free gap of its length remains.
  const taken = [...busy, ...placed].map((b) => ({
    start: b.start - GAP,
    end: b.end + GAP,
  }));
  for (const u of result.unplaced) {
    const t = byId.get(u.taskId) as Task;
    if (u.reason === 'deadlinePassed') {
      expect(t.deadline !== null && t.deadline < isoDateOf(now, tz)).toBe(true);
      continue;
    }
    const limit = t.deadline
      ? naiveToInstant((epochDayOfIsoDate(t.deadline) + 1) * DAY_MS, tz)
      : Infinity;
    for (let day = firstDay; day <= lastDay; day++) {
      const windowStart = naiveToInstant(day * DAY_MS + minWindow * MIN, tz);
      const windowEnd = Math.min(naiveToInstant(day * DAY_MS + maxWindow * MIN, tz), limit);
      // Candidate starts on the 5-minute grid: each must collide with something.
      const first = Math.ceil(Math.max(windowStart, now) / GAP) * GAP;
      for (let s = first; s + u.detail.minutes * MIN <= windowEnd; s += GAP) {
        const e = s + u.detail.minutes * MIN;
        expect(taken.some((b) => b.start < e && s < b.end)).toBe(true);
      }
    }
  }
}

function isoDateOf(ms: number, tz: string): string {
  const w = wallTimeOf(ms, tz);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

describe('defaultScheduledMinutes', () => {
  const length = (estimatedTimeRange: Task['estimatedTimeRange'], estimatedMinutes?: number) =>
    defaultScheduledMinutes({ estimatedTimeRange, estimatedMinutes });

  it('follows the estimate: under 15 min → 15, 15 min–2 h → 60, over 2 h → 120', () => {
    expect(length('lessThan15Min')).toBe(15);
    expect(length('15to2Hour')).toBe(60);
    expect(length('moreThan2Hour')).toBe(120);
  });

  it('takes the minutes the task was given, at least the 5 a block lasts, unless a range was chosen since', () => {
    expect(length('15to2Hour', 30)).toBe(30);
    expect(length('moreThan2Hour', 180)).toBe(180);
    expect(length('lessThan15Min', 2)).toBe(5);
    // "For 30 min", then "more than 2 h" picked in the form: the range wins.
    expect(length('moreThan2Hour', 30)).toBe(120);
    expect(length('lessThan15Min', 15)).toBe(15);
  });
});

describe('planTasks on generated data', () => {
  it.each(SEEDS)(
    'seed %i: no overlap, inside the window, before deadlines, urgent first',
    (seed) => {
      const input = makePlanInput(seed);
      checkProperties(input, planTasks(input));
    },
  );

  it.each(SEEDS.slice(0, 40))('seed %i: the same input gives the same output', (seed) => {
    const input = makePlanInput(seed);
    const first = planTasks(input);
    expect(planTasks(input)).toEqual(first);
    // Neither the order of the tasks nor that of the events changes the proposal.
    const rand = seededRandom(seed + 1000);
    const shuffle = <T>(xs: readonly T[]) =>
      xs
        .map((x) => ({ x, k: rand() }))
        .sort((a, b) => a.k - b.k)
        .map((p) => p.x);
    expect(
      planTasks({ ...input, tasks: shuffle(input.tasks), events: shuffle(input.events) }),
    ).toEqual(first);
  });

  it('places something on most generated days (the generator is not all full days)', () => {
    const placedSomewhere = SEEDS.filter(
      (seed) => planTasks(makePlanInput(seed)).placements.length,
    );
    expect(placedSomewhere.length).toBeGreaterThan(SEEDS.length / 2);
  });
});

describe('planTasks examples', () => {
  const base: PlanInput = {
    tasks: [],
    events: [],
    profile: {
      bedtime: '23:00',
      wakeUpTime: '07:00',
      lunchTime: '12:30',
      dinnerTime: null,
      commuteDurationMin: 15,
      transportMode: 'car',
    },
    settings: { slotMinTime: '08:00:00', slotMaxTime: '18:00:00' },
    // Tuesday 16 June 2026, 07:00 in Paris.
    startDate: '2026-06-16',
    days: 1,
    now: Date.parse('2026-06-16T07:00:00+02:00'),
    timeZone: 'Europe/Paris',
  };

  const meeting = makeEvent({
    id: 'meeting',
    startDate: '2026-06-16T10:00:00+02:00',
    endDate: '2026-06-16T11:00:00+02:00',
  });

  it('fills the day around commute, an event and lunch, most urgent first', () => {
    const result = planTasks({
      ...base,
      tasks: [
        task('high', { priority: 'high' }),
        task('short', { estimatedTimeRange: 'lessThan15Min' }),
        task('long', { priority: 'low', estimatedTimeRange: 'moreThan2Hour' }),
      ],
      events: [meeting],
    });
    // Commute 08:45-09:00 and the meeting 10:00-11:00 leave 09:05-09:55: too short for an hour.
    expect(result.placements).toEqual([
      { taskId: 'high', start: '2026-06-16T11:05:00+02:00', minutes: 60 },
      { taskId: 'short', start: '2026-06-16T08:00:00+02:00', minutes: 15 },
      { taskId: 'long', start: '2026-06-16T13:20:00+02:00', minutes: 120 },
    ]);
    expect(result.unplaced).toEqual([]);
    expect(result.overCommitted).toBe(false);
  });

  it('gives a task the minutes it was given: 45 min fit between the commute and a meeting', () => {
    const result = planTasks({
      ...base,
      tasks: [task('said', { priority: 'high', estimatedMinutes: 45 }), task('chosen')],
      events: [meeting],
    });
    // 09:05-09:55 holds 45 minutes, not the hour of a task with only its range.
    expect(result.placements).toEqual([
      { taskId: 'said', start: '2026-06-16T09:05:00+02:00', minutes: 45 },
      { taskId: 'chosen', start: '2026-06-16T11:05:00+02:00', minutes: 60 },
    ]);
  });

  it('keeps no commute for someone who works remotely', () => {
    const result = planTasks({
      ...base,
      profile: { ...base.profile, transportMode: 'remote' },
      tasks: [task('a')],
    });
    expect(result.placements[0]?.start).toBe('2026-06-16T08:00:00+02:00');
  });

  it('plans a profile without a night from 08:00 to 23:00, inside the calendar hours', () => {
    const early = { ...base, settings: { slotMinTime: '06:00:00', slotMaxTime: '24:00:00' } };
    const noNight = planTasks({ ...early, profile: null, tasks: [task('a')] });
    expect(noNight.placements[0]?.start).toBe('2026-06-16T08:00:00+02:00');
    // Only a wake-up time: the night starts at 23:00 (a task of 2 h fits until 21:00, not from 21:05).
    const late = planTasks({
      ...early,
      profile: { wakeUpTime: '06:00' },
      now: Date.parse('2026-06-16T20:50:00+02:00'),
      tasks: [task('b', { estimatedTimeRange: 'moreThan2Hour' })],
    });
    expect(late.placements[0]?.start).toBe('2026-06-16T20:50:00+02:00');
    const tooLate = planTasks({
      ...early,
      profile: { wakeUpTime: '06:00' },
      now: Date.parse('2026-06-16T21:01:00+02:00'),
      tasks: [task('b', { estimatedTimeRange: 'moreThan2Hour' })],
    });
    expect(tooLate.placements).toEqual([]);
    // Its own wake-up time is kept: 06:00 on the next day.
    const nextDay = planTasks({
      ...early,
      profile: { wakeUpTime: '06:00' },
      startDate: '2026-06-17',
      tasks: [task('c')],
    });
    expect(nextDay.placements[0]?.start).toBe('2026-06-17T06:00:00+02:00');
  });

  it('names the hours it assumed when the profile has no night', () => {
    const hours = { slotMinTime: '06:00:00', slotMaxTime: '22:00:00' };
    expect(assumedDay(null, hours)).toEqual({ from: '08:00', to: '22:00' });
    expect(assumedDay({ wakeUpTime: '09:15' }, { ...hours, slotMaxTime: '24:00:00' })).toEqual({
      from: '09:15',
      to: '23:00',
    });
    // A bedtime after midnight leaves the evening to the calendar's hours.
    expect(assumedDay({ bedtime: '01:00', wakeUpTime: null }, hours)).toEqual({
      from: '08:00',
      to: '22:00',
    });
    expect(assumedDay({ bedtime: '23:00', wakeUpTime: '07:00' }, hours)).toBeNull();
  });

  it('avoids every occurrence of a series and lets an all-day event be', () => {
    const result = planTasks({
      ...base,
      profile: null,
      tasks: [task('a')],
      events: [
        makeEvent({
          id: 'standup',
          recurrence: 'daily',
          recurrenceId: 'standup',
          startDate: '2026-06-01T08:00:00+02:00',
          endDate: '2026-06-01T09:30:00+02:00',
        }),
        makeEvent({
          id: 'holiday',
          allDay: true,
          startDate: '2026-06-16T00:00:00+02:00',
          endDate: '2026-06-17T00:00:00+02:00',
        }),
      ],
    });
    expect(result.placements[0]?.start).toBe('2026-06-16T09:35:00+02:00');
  });

  it('never starts in the past and keeps scheduled tasks, done or not', () => {
    const result = planTasks({
      ...base,
      profile: null,
      now: Date.parse('2026-06-16T14:02:00+02:00'),
      tasks: [
        task('held', { scheduledStart: '2026-06-16T14:00:00+02:00', scheduledMinutes: 30 }),
        task('doneHeld', {
          done: true,
          doneAt: '2026-06-16T09:00:00.000Z',
          scheduledStart: '2026-06-16T14:35:00+02:00',
          scheduledMinutes: 30,
        }),
        task('new'),
      ],
    });
    expect(result.placements).toEqual([
      { taskId: 'new', start: '2026-06-16T15:10:00+02:00', minutes: 60 },
    ]);
  });

  it('says why a task is left out and when the day is over-committed', () => {
    const result = planTasks({
      ...base,
      profile: null,
      settings: { slotMinTime: '08:00:00', slotMaxTime: '11:00:00' },
      tasks: [
        task('late', { deadline: '2026-06-15' }),
        task('big', { estimatedTimeRange: 'moreThan2Hour', priority: 'high' }),
        task('dueToday', { deadline: '2026-06-16', priority: 'low' }),
        task('whenever', { priority: 'low' }),
      ],
    });
    expect(result.placements.map((p) => [p.taskId, p.start])).toEqual([
      ['big', '2026-06-16T08:00:00+02:00'],
    ]);
    expect(result.unplaced).toEqual([
      { taskId: 'late', reason: 'deadlinePassed', detail: { minutes: 60, deadline: '2026-06-15' } },
      {
        taskId: 'dueToday',
        reason: 'noSlotBeforeDeadline',
        detail: { minutes: 60, deadline: '2026-06-16' },
      },
      { taskId: 'whenever', reason: 'noSlot', detail: { minutes: 60, deadline: null } },
    ]);
    expect(result.summary).toEqual({ wantedMinutes: 300, freeMinutes: 180, plannedMinutes: 120 });
    expect(result.overCommitted).toBe(true);
  });

  it('plans a week and stops at the deadline day', () => {
    const result = planTasks({
      ...base,
      profile: null,
      days: 7,
      settings: { slotMinTime: '08:00:00', slotMaxTime: '10:00:00' },
      tasks: ['a', 'b', 'c', 'd'].map((id) =>
        task(id, { estimatedTimeRange: 'moreThan2Hour', deadline: '2026-06-18' }),
      ),
    });
    expect(result.placements.map((p) => p.start)).toEqual([
      '2026-06-16T08:00:00+02:00',
      '2026-06-17T08:00:00+02:00',
      '2026-06-18T08:00:00+02:00',
    ]);
    expect(result.unplaced.map((u) => [u.taskId, u.reason])).toEqual([
      ['d', 'noSlotBeforeDeadline'],
    ]);
  });

  it('reads hours on the clocks of a day that changes them (Paris, 29 March 2026)', () => {
    const result = planTasks({
      ...base,
      startDate: '2026-03-29',
      now: Date.parse('2026-03-28T12:00:00Z'),
      profile: { ...base.profile, transportMode: 'remote' },
      settings: { slotMinTime: '12:00:00', slotMaxTime: '14:30:00' },
      tasks: [task('a'), task('b')],
    });
    // 12:00-12:25 is too short; lunch 12:30-13:15; then 13:20, summer time (+02:00).
    expect(result.placements.map((p) => p.start)).toEqual(['2026-03-29T13:20:00+02:00']);
    expect(wallToNaive(wallTimeOf(Date.parse('2026-03-29T13:20:00+02:00'), 'Europe/Paris'))).toBe(
      Date.UTC(2026, 2, 29, 13, 20),
    );
  });
});
