// Property test: our expansion of the repeat refinements agrees with the rrule package on 1,000 seeded rules across DST.
import { RRule, type Options, type Weekday } from 'rrule';
import type { CalendarEvent, MonthlyBy } from '../model';
import { expandSeries } from './recurrence';
import { daysInMonth, weekOfMonthOf } from './repeatRule';
import { makeEvent } from './testEvents';
import { formatWithOffset, naiveToInstant, resolveWallTime, wallTimeOf } from './zonedTime';

/** mulberry32: a small seeded generator, so a failure replays exactly. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const ZONES = ['Europe/Paris', 'America/New_York', 'Australia/Sydney'] as const;
const RR_DAYS: Weekday[] = [RRule.SU, RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA];
const KINDS = ['daily', 'weekdays', 'weekly', 'monthly', 'annually'] as const;
const pad = (n: number) => String(n).padStart(2, '0');

interface Case {
  series: CalendarEvent;
  rrule: RRule;
  /** The start's wall time read as UTC (rrule's floating times). */
  naiveStart: number;
  rangeEnd: Date;
}

function generate(rand: () => number, i: number): Case {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const timeZone = pick(ZONES);
  const recurrence = pick(KINDS);
  // Starts around the DST changes of 2026-2027 (March/April, October/November), some at 02:30,
  // inside the spring-forward gap or the fall-back overlap.
  const year = int(2026, 2027);
  const month = pick([1, 3, 3, 4, 9, 10, 10, 11, 12]);
  const day =
    recurrence === 'annually' && rand() < 0.1
      ? 29
      : recurrence === 'monthly' && rand() < 0.2
        ? daysInMonth(year, month)
        : int(1, daysInMonth(year, month));
  const safeDay = Math.min(day, daysInMonth(year, month));
  const hour = pick([0, 1, 2, 2, 3, 9, 12, 23]);
  const minute = pick([0, 30]);
  const naiveStart = Date.UTC(year, month - 1, safeDay, hour, minute);
  const startWeekday = new Date(naiveStart).getUTCDay();
  const durationMin = pick([30, 60, 90, 24 * 60]);

  const interval = rand() < 0.3 ? undefined : recurrence === 'weekdays' ? 1 : int(1, 4);
  const fields: Partial<CalendarEvent> = {};
  const opts: Partial<Options> = { wkst: RRule.MO };
  if (interval !== undefined) fields.interval = interval;
  opts.interval = interval ?? 1;
  switch (recurrence) {
    case 'daily':
      opts.freq = RRule.DAILY;
      break;
    case 'weekdays':
      opts.freq = RRule.WEEKLY;
      opts.byweekday = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR];
      break;
    case 'weekly': {
      opts.freq = RRule.WEEKLY;
      const days = new Set([startWeekday]);
      if (rand() < 0.7) for (let k = int(0, 4); k > 0; k--) days.add(int(0, 6));
      if (days.size > 1 || rand() < 0.5) fields.byWeekday = [...days];
      opts.byweekday = [...days].map((d) => RR_DAYS[d] as Weekday);
      break;
    }
    case 'monthly': {
      opts.freq = RRule.MONTHLY;
      const last = safeDay === daysInMonth(year, month);
      const monthlyBy: MonthlyBy =
        last && rand() < 0.5 ? 'lastDay' : pick(['dayOfMonth', 'nthWeekday']);
      if (monthlyBy !== 'dayOfMonth' || rand() < 0.5) fields.monthlyBy = monthlyBy;
      if (monthlyBy === 'lastDay') opts.bymonthday = [-1];
      else if (monthlyBy === 'nthWeekday') {
        const lastOfItsKind = safeDay + 7 > daysInMonth(year, month);
        const week = lastOfItsKind && rand() < 0.5 ? -1 : weekOfMonthOf(safeDay);
        if (week !== weekOfMonthOf(safeDay) || rand() < 0.5) fields.weekOfMonth = week;
        opts.byweekday = [(RR_DAYS[startWeekday] as Weekday).nth(week)];
      }
      break;
    }
    case 'annually':
      opts.freq = RRule.YEARLY;
      break;
  }
  const end = rand();
  if (end < 0.3) {
    fields.count = int(1, 40);
    opts.count = fields.count;
  } else if (end < 0.55) {
    const until = new Date(naiveStart + int(0, 500) * 86_400_000);
    fields.recurrenceEnd = `${until.getUTCFullYear()}-${pad(until.getUTCMonth() + 1)}-${pad(until.getUTCDate())}`;
    opts.until = new Date(
      Date.UTC(until.getUTCFullYear(), until.getUTCMonth(), until.getUTCDate(), 23, 59, 59),
    );
  }
  const start = resolveWallTime(naiveStart, timeZone);
  const endAt = resolveWallTime(
    Math.max(naiveStart, start.instant + start.offset) + durationMin * 60_000,
    timeZone,
  );
  const series = makeEvent({
    id: `p${i}`,
    recurrenceId: `r${i}`,
    recurrence,
    timeZone,
    startDate: formatWithOffset(start.instant, start.offset),
    endDate: formatWithOffset(endAt.instant, endAt.offset),
    ...fields,
  });
  // A start in a spring-forward gap is stored as the instant after it (02:30 → 03:30): that
  // stored wall time is the series' time of day.
  const storedNaive = start.instant + start.offset;
  opts.dtstart = new Date(storedNaive);
  return {
    series,
    rrule: new RRule(opts),
    naiveStart: storedNaive,
    rangeEnd: new Date(naiveStart + 2 * 365 * 86_400_000),
  };
}

describe('repeat refinements agree with the rrule package', () => {
  const rand = seeded(20_261_125);
  const cases = Array.from({ length: 1000 }, (_, i) => generate(rand, i));

  it('covers every kind, refinement and zone', () => {
    const has = (p: (c: Case) => boolean) => cases.filter(p).length;
    expect(
      has((c) => c.series.byWeekday !== undefined && c.series.byWeekday.length > 1),
    ).toBeGreaterThan(50);
    expect(has((c) => c.series.monthlyBy === 'nthWeekday')).toBeGreaterThan(30);
    expect(has((c) => c.series.weekOfMonth === -1)).toBeGreaterThan(5);
    expect(has((c) => c.series.monthlyBy === 'lastDay')).toBeGreaterThan(5);
    expect(has((c) => (c.series.interval ?? 1) > 1)).toBeGreaterThan(300);
    expect(has((c) => c.series.count !== undefined)).toBeGreaterThan(200);
    for (const z of ZONES) expect(has((c) => c.series.timeZone === z)).toBeGreaterThan(250);
  });

  it('gives the same occurrences, at the same wall time in the zone, for 1,000 rules', () => {
    for (const c of cases) {
      const tz = c.series.timeZone;
      // rrule works in floating time: its dates are wall times read as UTC.
      const expected = c.rrule
        .between(new Date(c.naiveStart), c.rangeEnd, true)
        .map((d) =>
          formatWithOffset(
            naiveToInstant(d.getTime(), tz),
            resolveWallTime(d.getTime(), tz).offset,
          ),
        );
      const first = Date.parse(c.series.startDate);
      const actual = expandSeries(
        c.series,
        [],
        new Date(first),
        new Date(naiveToInstant(c.rangeEnd.getTime(), tz) + 1),
      );
      const context = `${JSON.stringify(c.series)} ${c.rrule.toString()}`;
      expect({ context, starts: actual.map((o) => o.start) }).toEqual({
        context,
        starts: expected,
      });
      // Outside DST gaps, every occurrence is at the start's wall-clock time.
      const startWall = wallTimeOf(first, tz);
      for (const o of actual) {
        const w = wallTimeOf(Date.parse(o.start), tz);
        const inGap = resolveWallTime(
          Date.UTC(w.year, w.month - 1, w.day, startWall.hour, startWall.minute),
          tz,
        );
        if (wallTimeOf(inGap.instant, tz).hour === startWall.hour) {
          expect(`${o.start} ${w.hour}:${w.minute}`).toBe(
            `${o.start} ${startWall.hour}:${startWall.minute}`,
          );
        }
      }
    }
  });
});
