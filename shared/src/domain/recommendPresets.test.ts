import { DEFAULT_PROFILE, type Profile } from '../model';
import { clockSpan, hhmmOf, recommendPresets } from './recommendPresets';

const profile = (fields: Partial<Profile>): Profile => ({
  ...DEFAULT_PROFILE,
  isProfileCompleted: true,
  transportMode: 'remote',
  ...fields,
});
const sources = (p: Profile) => recommendPresets(p).map((r) => r.source);

describe('recommendPresets', () => {
  it('recommends nothing for a profile that is not completed', () => {
    expect(
      recommendPresets({ ...DEFAULT_PROFILE, mealReminders: true, lunchTime: '12:00' }),
    ).toEqual([]);
  });

  it('recommends nothing for a completed remote worker who asked for nothing', () => {
    expect(recommendPresets(profile({}))).toEqual([]);
  });

  it('recommends lunch and dinner at the profile times, daily, when meal reminders are on', () => {
    const recs = recommendPresets(
      profile({ mealReminders: true, lunchTime: '12:15', dinnerTime: '19:45' }),
    );
    expect(recs.map((r) => [r.source, r.startTime, r.recurrence])).toEqual([
      ['mealReminders.lunch', '12:15', 'daily'],
      ['mealReminders.dinner', '19:45', 'daily'],
    ]);
    expect(recs[0]?.params).toEqual({ time: '12:15' });
  });

  it('skips a meal whose time is not set, and meals when reminders are off', () => {
    expect(sources(profile({ mealReminders: true, lunchTime: '12:00' }))).toEqual([
      'mealReminders.lunch',
    ]);
    expect(
      sources(profile({ mealReminders: false, lunchTime: '12:00', dinnerTime: '20:00' })),
    ).toEqual([]);
  });

  it('puts sport at the chosen moment, and a noon session before an early lunch', () => {
    const at = (p: Partial<Profile>) =>
      recommendPresets(profile({ doesSport: true, ...p })).find((r) => r.rule === 'sport')
        ?.startTime;
    expect(at({ sportMoment: 'morning' })).toBe('07:00');
    expect(at({ sportMoment: 'afternoon' })).toBe('17:30');
    expect(at({ sportMoment: 'evening' })).toBe('19:00');
    expect(at({ sportMoment: 'noon' })).toBe('12:00');
    expect(at({ sportMoment: 'noon', mealReminders: true, lunchTime: '12:30' })).toBe('11:30');
    expect(sources(profile({ doesSport: false, sportMoment: 'morning' }))).toEqual([]);
  });

  it('never puts sport over a commute: after the trip home, before the trip to work', () => {
    const sport = (p: Partial<Profile>) =>
      recommendPresets(profile({ doesSport: true, transportMode: 'car', ...p })).find(
        (r) => r.rule === 'sport',
      )?.startTime;
    // Commute home 17:00-17:45: sport starts when it ends, not at 17:30.
    expect(sport({ sportMoment: 'afternoon', commuteDurationMin: 45 })).toBe('17:45');
    expect(sport({ sportMoment: 'afternoon', commuteDurationMin: 50 })).toBe('18:00');
    // A short trip home leaves 17:30 free.
    expect(sport({ sportMoment: 'afternoon', commuteDurationMin: 15 })).toBe('17:30');
    // Commute to work 07:30-09:00: the morning hour ends when the trip starts.
    expect(sport({ sportMoment: 'morning', commuteDurationMin: 90 })).toBe('06:30');
    expect(sport({ sportMoment: 'morning', commuteDurationMin: 30 })).toBe('07:00');
  });

  it('blocks sleep from bedtime to wake-up time across midnight', () => {
    const [sleep] = recommendPresets(
      profile({ sleepReminders: true, bedtime: '23:00', wakeUpTime: '07:00' }),
    );
    expect(sleep).toMatchObject({
      source: 'sleepReminders',
      startTime: '23:00',
      durationMin: 480,
      recurrence: 'daily',
      params: { bedtime: '23:00', wakeUpTime: '07:00', hours: 8 },
    });
    expect(sources(profile({ sleepReminders: true, bedtime: '23:00' }))).toEqual([]);
  });

  it('adds commute blocks around work on weekdays unless the user works remotely', () => {
    const recs = recommendPresets(profile({ transportMode: 'bike', commuteDurationMin: 45 }));
    expect(recs.map((r) => [r.source, r.startTime, r.durationMin, r.recurrence])).toEqual([
      ['commute.toWork', '08:15', 45, 'weekdays'],
      ['commute.fromWork', '17:00', 45, 'weekdays'],
    ]);
    expect(recs[0]?.params).toMatchObject({ minutes: 45, mode: 'bike' });
    expect(sources(profile({ transportMode: 'remote', commuteDurationMin: 45 }))).toEqual([]);
  });

  it('gives sitting work more active breaks than standing or active work', () => {
    const count = (workType: Profile['workType']) =>
      recommendPresets(profile({ activeBreaks: true, workType })).filter(
        (r) => r.rule === 'activeBreak',
      ).length;
    expect(count('sitting')).toBe(5);
    expect(count('standing')).toBe(2);
    expect(count('active')).toBe(1);
    const breaks = recommendPresets(profile({ activeBreaks: true, workType: 'sitting' }));
    expect(new Set(breaks.map((b) => b.source)).size).toBe(5);
    expect(breaks.every((b) => b.durationMin === 5 && b.recurrence === 'weekdays')).toBe(true);
    expect(sources(profile({ activeBreaks: false }))).toEqual([]);
  });

  it('places relaxation of the chosen length before bedtime, else after dinner, else 20:30', () => {
    const relax = (p: Partial<Profile>) =>
      recommendPresets(profile({ personalTime: true, ...p })).find((r) => r.rule === 'relaxation');
    expect(relax({ relaxationDurationMin: 45, bedtime: '22:30' })).toMatchObject({
      startTime: '21:15',
      durationMin: 45,
      recurrence: 'daily',
    });
    expect(relax({ relaxationDurationMin: 15, dinnerTime: '19:00' })?.startTime).toBe('20:00');
    expect(relax({ relaxationDurationMin: 30 })?.startTime).toBe('20:30');
    expect(sources(profile({ personalTime: false }))).toEqual([]);
  });

  it('combines every rule of a full profile, each source once', () => {
    const recs = recommendPresets(
      profile({
        mealReminders: true,
        lunchTime: '12:00',
        dinnerTime: '19:30',
        doesSport: true,
        sportMoment: 'evening',
        sleepReminders: true,
        bedtime: '23:30',
        wakeUpTime: '06:30',
        transportMode: 'car',
        commuteDurationMin: 15,
        activeBreaks: true,
        workType: 'standing',
        personalTime: true,
      }),
    );
    expect(recs.map((r) => r.source)).toEqual([
      'mealReminders.lunch',
      'mealReminders.dinner',
      'doesSport',
      'sleepReminders',
      'commute.toWork',
      'commute.fromWork',
      'activeBreaks.1',
      'activeBreaks.2',
      'personalTime',
    ]);
  });
});

describe('clock helpers', () => {
  it('wraps times around midnight', () => {
    expect(hhmmOf(-30)).toBe('23:30');
    expect(hhmmOf(1440 + 65)).toBe('01:05');
    expect(clockSpan('22:00', '06:00')).toBe(480);
    expect(clockSpan('06:00', '22:00')).toBe(960);
  });
});
