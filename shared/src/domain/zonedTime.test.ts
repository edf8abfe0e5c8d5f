import {
  epochDayOf,
  epochDayOfIsoDate,
  formatZonedIso,
  naiveToInstant,
  nextDayOfMonth,
  offsetAt,
  wallTimeOf,
  wallToNaive,
} from './zonedTime';

const naive = (s: string) => Date.parse(`${s}Z`);

describe('zoned wall time', () => {
  it('reads the offset of Paris and New York on each side of the 2026 DST changes', () => {
    const h = 3_600_000;
    expect(offsetAt(Date.parse('2026-03-28T12:00:00Z'), 'Europe/Paris')).toBe(h);
    expect(offsetAt(Date.parse('2026-03-30T12:00:00Z'), 'Europe/Paris')).toBe(2 * h);
    expect(offsetAt(Date.parse('2026-10-26T12:00:00Z'), 'Europe/Paris')).toBe(h);
    expect(offsetAt(Date.parse('2026-03-07T12:00:00Z'), 'America/New_York')).toBe(-5 * h);
    expect(offsetAt(Date.parse('2026-03-09T12:00:00Z'), 'America/New_York')).toBe(-4 * h);
    expect(offsetAt(Date.parse('2026-11-02T12:00:00Z'), 'America/New_York')).toBe(-5 * h);
  });

  it('reads every minute around a DST change as Intl does, whatever order it is asked in', () => {
    // wallTimeOf remembers spans of constant offset: asking after a change, then before it, then in
    // the middle, must never carry one side's offset over to the other.
    const formats = new Map<string, Intl.DateTimeFormat>();
    const intl = (t: number, zone: string) => {
      if (!formats.has(zone))
        formats.set(
          zone,
          new Intl.DateTimeFormat('en-US', {
            timeZone: zone,
            hourCycle: 'h23',
            year: 'numeric',
            month: 'numeric',
            day: 'numeric',
            hour: 'numeric',
            minute: 'numeric',
            second: 'numeric',
          }),
        );
      const parts = formats.get(zone)!.formatToParts(new Date(t));
      const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
      return [get('year'), get('month'), get('day'), get('hour'), get('minute'), get('second')];
    };
    const changes: [string, string][] = [
      ['Europe/Paris', '2026-03-29T01:00:00Z'],
      ['America/New_York', '2026-11-01T06:00:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'], // a half-hour change
      ['America/Sao_Paulo', '2019-02-17T02:00:00Z'], // its last change
    ];
    for (const [zone, at] of changes) {
      const change = Date.parse(at);
      const minutes = Array.from(
        { length: 6 * 24 * 6 },
        (_, i) => change + (i - 3 * 24 * 6) * 600_000,
      );
      // After the change first, then before it, then interleaved.
      const order = [...minutes.slice(minutes.length / 2), ...minutes.slice(0, minutes.length / 2)];
      const shuffled = minutes.filter((_, i) => i % 7 === 3).concat(order);
      for (const t of shuffled) {
        const w = wallTimeOf(t, zone);
        expect([w.year, w.month, w.day, w.hour, w.minute, w.second]).toEqual(intl(t, zone));
      }
    }
  });

  it('turns a wall time into the instant the clocks show it', () => {
    expect(
      new Date(naiveToInstant(naive('2026-03-30T09:00:00'), 'Europe/Paris')).toISOString(),
    ).toBe('2026-03-30T07:00:00.000Z');
    expect(
      new Date(naiveToInstant(naive('2026-01-10T09:00:00'), 'America/New_York')).toISOString(),
    ).toBe('2026-01-10T14:00:00.000Z');
  });

  it('moves a time skipped by spring-forward past the gap', () => {
    // 02:30 does not exist in Paris on 29 March 2026: it becomes 03:30 (+02:00).
    const t = naiveToInstant(naive('2026-03-29T02:30:00'), 'Europe/Paris');
    expect(formatZonedIso(t, 'Europe/Paris')).toBe('2026-03-29T03:30:00+02:00');
  });

  it('takes the earlier of a time repeated by fall-back', () => {
    // 01:30 happens twice in New York on 1 November 2026: the first is EDT (-04:00).
    const t = naiveToInstant(naive('2026-11-01T01:30:00'), 'America/New_York');
    expect(new Date(t).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('handles the southern hemisphere and half-hour DST shifts', () => {
    // Sydney leaves DST on 5 April 2026 (03:00 -> 02:00); Lord Howe shifts by 30 minutes.
    expect(
      formatZonedIso(
        naiveToInstant(naive('2026-04-04T09:00:00'), 'Australia/Sydney'),
        'Australia/Sydney',
      ),
    ).toBe('2026-04-04T09:00:00+11:00');
    expect(
      formatZonedIso(
        naiveToInstant(naive('2026-04-06T09:00:00'), 'Australia/Sydney'),
        'Australia/Sydney',
      ),
    ).toBe('2026-04-06T09:00:00+10:00');
    expect(
      formatZonedIso(
        naiveToInstant(naive('2026-07-01T09:00:00'), 'Australia/Lord_Howe'),
        'Australia/Lord_Howe',
      ),
    ).toBe('2026-07-01T09:00:00+10:30');
    // New York's gap: 02:30 on 8 March 2026 becomes 03:30 EDT.
    expect(
      formatZonedIso(
        naiveToInstant(naive('2026-03-08T02:30:00'), 'America/New_York'),
        'America/New_York',
      ),
    ).toBe('2026-03-08T03:30:00-04:00');
  });

  it('formats with the offset in force', () => {
    expect(formatZonedIso(Date.parse('2026-07-01T07:00:00Z'), 'Europe/Paris')).toBe(
      '2026-07-01T09:00:00+02:00',
    );
    expect(formatZonedIso(Date.parse('2026-07-01T07:00:00Z'), 'Asia/Kolkata')).toBe(
      '2026-07-01T12:30:00+05:30',
    );
    expect(formatZonedIso(Date.parse('2026-07-01T07:00:00Z'), 'UTC')).toBe(
      '2026-07-01T07:00:00+00:00',
    );
  });

  it('round-trips wall time and naive ms', () => {
    const w = wallTimeOf(Date.parse('2026-12-31T23:30:00Z'), 'Pacific/Auckland');
    expect(w).toMatchObject({ year: 2027, month: 1, day: 1, hour: 12, minute: 30 });
    expect(wallToNaive(w)).toBe(naive('2027-01-01T12:30:00'));
  });
});

describe('nextDayOfMonth', () => {
  const next = (from: string, dayOfMonth: number) =>
    new Date(nextDayOfMonth(epochDayOfIsoDate(from), dayOfMonth) * 86_400_000)
      .toISOString()
      .slice(0, 10);

  it('is the day itself when it is that day of the month', () => {
    expect(next('2026-11-25', 25)).toBe('2026-11-25');
    expect(epochDayOf({ year: 2026, month: 11, day: 25 })).toBe(epochDayOfIsoDate('2026-11-25'));
  });

  it('goes to the next month once the day has passed, and past months too short for it', () => {
    expect(next('2026-11-25', 1)).toBe('2026-12-01');
    expect(next('2026-11-25', 31)).toBe('2026-12-31');
    expect(next('2027-01-31', 30)).toBe('2027-03-30');
    expect(next('2027-12-31', 29)).toBe('2028-01-29');
  });
});
