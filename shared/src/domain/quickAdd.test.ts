// What a parsed quick-add sentence makes: the task or event input, and why it cannot be saved.
import { taskInputSchema, eventInputSchema } from '../model';
import { estimateOfMinutes } from './taskSchedule';
import {
  quickAddEventInputs,
  quickAddProblem,
  quickAddTaskInput,
  type QuickAddResult,
} from './quickAdd';
import { planEventCreate } from './eventPlan';
import { parseQuickAdd } from '../quickAdd/parseQuickAdd';

const now = new Date('2026-11-25T10:00:00Z');
const base: QuickAddResult = {
  title: 'Dentist',
  kind: 'task',
  start: null,
  end: null,
  endSaid: false,
  otherStarts: [],
  allDay: false,
  deadline: null,
  recurrence: 'none',
  interval: null,
  weekOfMonth: null,
  recurrenceEnd: null,
  byWeekday: null,
  exceptWeekdays: null,
  priority: null,
  estimatedTimeRange: null,
  durationMinutes: null,
  timeZone: 'Europe/Paris',
  parts: [],
};

describe('estimateOfMinutes', () => {
  it('uses the Task schema ranges: under 15 min, 15 min to 2 h, over 2 h', () => {
    expect([5, 14, 15, 60, 120, 121, 300].map(estimateOfMinutes)).toEqual([
      'lessThan15Min',
      'lessThan15Min',
      '15to2Hour',
      '15to2Hour',
      '15to2Hour',
      'moreThan2Hour',
      'moreThan2Hour',
    ]);
  });
});

describe('quickAddTaskInput', () => {
  it('makes a valid task with the form defaults for what was not said', () => {
    const input = quickAddTaskInput(base, now);
    expect(taskInputSchema.parse(input)).toMatchObject({
      title: 'Dentist',
      priority: 'medium',
      deadline: null,
      deadlineRange: 'moreThan5Days',
      estimatedTimeRange: '15to2Hour',
      done: false,
    });
  });

  it('derives the deadline range from the deadline', () => {
    const input = quickAddTaskInput(
      { ...base, deadline: '2026-11-27', priority: 'high', estimatedTimeRange: 'lessThan15Min' },
      now,
    );
    expect(input).toMatchObject({
      deadline: '2026-11-27',
      deadlineRange: '2to5Days',
      priority: 'high',
      estimatedTimeRange: 'lessThan15Min',
    });
    expect(input).not.toHaveProperty('estimatedMinutes');
  });

  it('keeps the minutes said ("for 30 min") beside their range, and the schema takes them', () => {
    const input = quickAddTaskInput(
      { ...base, estimatedTimeRange: '15to2Hour', durationMinutes: 30 },
      now,
    );
    expect(taskInputSchema.parse(input)).toMatchObject({
      estimatedTimeRange: '15to2Hour',
      estimatedMinutes: 30,
    });
  });
});

describe('quickAddEventInputs', () => {
  it('makes a valid event in the zone it was read in', () => {
    const [input] = quickAddEventInputs(
      {
        ...base,
        kind: 'event',
        start: '2026-11-26T18:00:00+01:00',
        end: '2026-11-26T19:00:00+01:00',
        recurrence: 'weekly',
      },
      now,
    );
    // A series is named (recurrenceId) by planEventCreate; the wire schema checks it then.
    expect(eventInputSchema.parse({ ...input, recurrence: 'none' })).toMatchObject({
      startDate: '2026-11-26T18:00:00+01:00',
      timeZone: 'Europe/Paris',
      allDay: false,
    });
    expect(input!.recurrence).toBe('weekly');
  });

  it('makes an event at each time said, of the same length and repeat', () => {
    const result = parseQuickAdd('meds 8am, 1pm and 8pm every day for 15 min', {
      now,
      timeZone: 'Europe/Paris',
      language: 'en',
    });
    expect(
      quickAddEventInputs(result, now).map(({ title, startDate, endDate, recurrence }) => ({
        title,
        startDate,
        endDate,
        recurrence,
      })),
    ).toEqual([
      {
        title: 'meds',
        startDate: '2026-11-26T08:00:00+01:00',
        endDate: '2026-11-26T08:15:00+01:00',
        recurrence: 'daily',
      },
      {
        title: 'meds',
        startDate: '2026-11-26T13:00:00+01:00',
        endDate: '2026-11-26T13:15:00+01:00',
        recurrence: 'daily',
      },
      {
        title: 'meds',
        startDate: '2026-11-26T20:00:00+01:00',
        endDate: '2026-11-26T20:15:00+01:00',
        recurrence: 'daily',
      },
    ]);
  });
});

describe('quickAddEventInputs of days said together', () => {
  const inputs = (text: string) =>
    quickAddEventInputs(
      parseQuickAdd(text, { now, timeZone: 'Europe/Paris', language: 'en' }),
      now,
    ).map(({ title, allDay, startDate, endDate }) => ({ title, allDay, startDate, endDate }));

  it('makes the all-day event on each day, each a whole day, the one the clocks change too', () => {
    // Paris moves to summer time on 28 March 2027: that day has 23 hours, the next 24.
    expect(inputs('spring fair mar 28 and mar 29')).toEqual([
      {
        title: 'spring fair',
        allDay: true,
        startDate: '2027-03-28T00:00:00+01:00',
        endDate: '2027-03-29T00:00:00+02:00',
      },
      {
        title: 'spring fair',
        allDay: true,
        startDate: '2027-03-29T00:00:00+02:00',
        endDate: '2027-03-30T00:00:00+02:00',
      },
    ]);
    for (const input of quickAddEventInputs(
      parseQuickAdd('spring fair mar 28 and mar 29', {
        now,
        timeZone: 'Europe/Paris',
        language: 'en',
      }),
      now,
    ))
      expect(eventInputSchema.safeParse(input).success).toBe(true);
  });

  it('makes the timed event on each day at the time said, of the same length', () => {
    expect(inputs('dentist dec 3 and dec 10 at 9am for 30 min')).toEqual([
      {
        title: 'dentist',
        allDay: false,
        startDate: '2026-12-03T09:00:00+01:00',
        endDate: '2026-12-03T09:30:00+01:00',
      },
      {
        title: 'dentist',
        allDay: false,
        startDate: '2026-12-10T09:00:00+01:00',
        endDate: '2026-12-10T09:30:00+01:00',
      },
    ]);
  });
});

describe('quickAddEventInputs of a repeat said in words', () => {
  it.each([
    ['yoga tuesdays and thursdays 6pm', { byWeekday: [2, 4] }],
    ['cleaning every 2 weeks on saturday', { interval: 2 }],
    ['book club every first monday of the month 7pm', { monthlyBy: 'nthWeekday', weekOfMonth: 1 }],
    ['payroll on the last friday of every month', { monthlyBy: 'nthWeekday', weekOfMonth: -1 }],
    ['call dad every sunday 6pm until dec 20', { recurrenceEnd: '2026-12-20' }],
  ])('"%s" makes a series the wire schema takes', (sentence, refinements) => {
    const result = parseQuickAdd(sentence, { now, timeZone: 'Europe/Paris', language: 'en' });
    const [input] = quickAddEventInputs(result, now);
    const [create] = planEventCreate(input!, { newId: () => 'series-1' });
    expect(create?.type).toBe('create');
    const event = create?.type === 'create' ? create.event : null;
    expect(eventInputSchema.parse(event)).toMatchObject({
      recurrenceId: 'series-1',
      ...refinements,
    });
  });
});

describe('quickAddProblem', () => {
  it('refuses a sentence without a title', () => {
    expect(quickAddProblem({ ...base, title: '  ' }, now)).toBe('errors.noTitle');
  });

  it('refuses a title over 200 characters', () => {
    expect(quickAddProblem({ ...base, title: 'a'.repeat(201) }, now)).toBe('errors.titleTooLong');
  });

  it('refuses a deadline in the past, not today', () => {
    expect(quickAddProblem({ ...base, deadline: '2026-11-24' }, now)).toBe('errors.deadlinePast');
    expect(quickAddProblem({ ...base, deadline: '2026-11-25' }, now)).toBeNull();
  });

  it('refuses a date outside the years 1900-2200', () => {
    expect(quickAddProblem({ ...base, deadline: '2301-01-01' }, now)).toBe('errors.dateOutOfRange');
  });

  it('refuses an event that does not end after it starts', () => {
    const event = { ...base, kind: 'event' as const, start: '2026-11-26T18:00:00+01:00' };
    expect(quickAddProblem({ ...event, end: '2026-11-26T18:00:00+01:00' }, now)).toBe(
      'errors.endBeforeStart',
    );
    expect(quickAddProblem({ ...event, end: '2026-11-26T19:00:00+01:00' }, now)).toBeNull();
  });

  it('refuses a repeat that ends before the event starts, not on its first day', () => {
    const series = {
      ...base,
      kind: 'event' as const,
      recurrence: 'weekly' as const,
      start: '2026-11-27T18:00:00+01:00',
      end: '2026-11-27T19:00:00+01:00',
    };
    expect(quickAddProblem({ ...series, recurrenceEnd: '2026-11-26' }, now)).toBe(
      'errors.repeatEndBeforeStart',
    );
    expect(quickAddProblem({ ...series, recurrenceEnd: '2026-11-27' }, now)).toBeNull();
  });
});
