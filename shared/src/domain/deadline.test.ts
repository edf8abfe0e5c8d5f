import { daysUntil, deriveDeadlineRange, isDeadlineInPast, localIsoDate } from './deadline';

// Local-time dates: these hold whatever the machine's time zone is.
const lateEvening = new Date(2026, 10, 22, 23, 30); // 22 Nov 2026, 23:30 local
const earlyMorning = new Date(2026, 10, 22, 0, 5);

describe('deadline ranges', () => {
  it('counts calendar days, not 24-hour blocks', () => {
    expect(daysUntil('2026-11-23', lateEvening)).toBe(1);
    expect(daysUntil('2026-11-23', earlyMorning)).toBe(1);
    expect(daysUntil('2026-11-22', lateEvening)).toBe(0);
    expect(daysUntil('2026-11-21', earlyMorning)).toBe(-1);
  });

  it.each([
    ['2026-11-22', 'lessThan2Days'],
    ['2026-11-23', 'lessThan2Days'],
    ['2026-11-24', '2to5Days'],
    ['2026-11-27', '2to5Days'],
    ['2026-11-28', 'moreThan5Days'],
    ['2027-01-15', 'moreThan5Days'],
  ] as const)('deadline %s seen on 22 Nov gives %s', (deadline, range) => {
    expect(deriveDeadlineRange(deadline, lateEvening)).toBe(range);
    expect(deriveDeadlineRange(deadline, earlyMorning)).toBe(range);
  });

  it('counts across a DST change and a month end', () => {
    const beforeSwitch = new Date(2026, 2, 27, 12, 0);
    expect(daysUntil('2026-04-02', beforeSwitch)).toBe(6);
    expect(deriveDeadlineRange('2026-04-01', beforeSwitch)).toBe('2to5Days');
  });

  it('says a date before today is in the past, today and later are not', () => {
    expect(isDeadlineInPast('2026-11-21', earlyMorning)).toBe(true);
    expect(isDeadlineInPast('2025-12-31', earlyMorning)).toBe(true);
    expect(isDeadlineInPast('2026-11-22', lateEvening)).toBe(false);
    expect(isDeadlineInPast('2026-11-23', lateEvening)).toBe(false);
  });

  it("counts from today's date in a named zone when one is given", () => {
    const instant = new Date('2026-11-22T20:00:00Z'); // 23 Nov already in Kiritimati (UTC+14)
    expect(daysUntil('2026-11-23', instant, { timeZone: 'UTC' })).toBe(1);
    expect(daysUntil('2026-11-23', instant, { timeZone: 'Pacific/Kiritimati' })).toBe(0);
    expect(deriveDeadlineRange('2026-11-24', instant, { timeZone: 'UTC' })).toBe('2to5Days');
    expect(deriveDeadlineRange('2026-11-24', instant, { timeZone: 'Pacific/Kiritimati' })).toBe(
      'lessThan2Days',
    );
  });

  it('allows slackDays before today, and not one more', () => {
    const instant = new Date('2026-11-22T12:00:00Z');
    const server = { timeZone: 'UTC', slackDays: 1 };
    expect(isDeadlineInPast('2026-11-21', instant, server)).toBe(false);
    expect(isDeadlineInPast('2026-11-20', instant, server)).toBe(true);
    expect(isDeadlineInPast('2026-11-21', instant, { timeZone: 'UTC' })).toBe(true);
  });

  it("gives today's local date for a date input", () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('rejects a malformed date', () => {
    expect(() => daysUntil('22/11/2026', lateEvening)).toThrow(RangeError);
  });
});
