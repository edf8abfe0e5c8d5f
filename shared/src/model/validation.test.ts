// The wire schemas refuse what PostgreSQL cannot store and what makes no sense, naming the field:
// the client and the api share these rules.
import { eventInputSchema } from './event.schema';
import { taskInputSchema } from './task.schema';
import { profileSchema } from './profile.schema';
import { presetInputSchema } from './preset.schema';
import { deleteManyTasksBodySchema } from './envelope.schema';

const event = {
  title: 'Team meeting',
  startDate: '2030-03-04T09:00:00+01:00',
  endDate: '2030-03-04T10:00:00+01:00',
  timeZone: 'Europe/Paris',
  lastUpdated: 0,
};
const task = { title: 'Write report', createdAt: '2030-03-01T09:00:00Z', lastUpdated: 0 };

/** The paths of the issues a schema raises, or [] when it accepts the value. */
function refused(
  schema: {
    safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[] }[] } };
  },
  value: unknown,
): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : (result.error?.issues ?? []).map((i) => i.path.join('.'));
}

describe('text that cannot be stored', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['lone high surrogate', 'a\uD83D'],
    ['lone low surrogate', '\uDE00b'],
  ])('refuses a %s in titles, descriptions, sources and job titles', (_, bad) => {
    expect(refused(eventInputSchema, { ...event, title: bad })).toEqual(['title']);
    expect(refused(eventInputSchema, { ...event, description: bad })).toEqual(['description']);
    expect(refused(taskInputSchema, { ...task, title: bad })).toEqual(['title']);
    expect(refused(profileSchema, { jobTitle: bad })).toEqual(['jobTitle']);
    expect(
      refused(presetInputSchema, { kind: 'casual', title: 'x', source: bad, lastUpdated: 0 }),
    ).toContain('source');
  });

  it('refuses ids with characters an id never has', () => {
    expect(refused(eventInputSchema, { ...event, presetId: 'p\u0000' })).toEqual(['presetId']);
    expect(refused(deleteManyTasksBodySchema, { taskIds: ['ok-1', 'x\uD800'] })).toEqual([
      'taskIds.1',
    ]);
  });

  it('keeps emoji and accents (paired surrogates)', () => {
    expect(refused(eventInputSchema, { ...event, title: 'Fête 🎉 à Noël' })).toEqual([]);
  });

  it('refuses a title of zero-width characters only', () => {
    expect(refused(taskInputSchema, { ...task, title: '\u200B\u200D\uFEFF ' })).toEqual(['title']);
  });
});

describe('dates', () => {
  it.each(['0000-03-04T09:00:00Z', '1899-12-31T23:00:00Z', '2201-01-01T00:00:00Z'])(
    'refuses %s outside 1900-2200',
    (date) => {
      expect(refused(eventInputSchema, { ...event, startDate: date })).toContain('startDate');
      expect(
        refused(eventInputSchema, { ...event, originalStart: date, recurrenceId: 'r1' }),
      ).toContain('originalStart');
    },
  );

  it('refuses a repeat that ends before the event starts (in its own zone)', () => {
    const weekly = { ...event, recurrence: 'weekly', recurrenceId: 'r1' };
    expect(refused(eventInputSchema, { ...weekly, recurrenceEnd: '2030-03-03' })).toEqual([
      'recurrenceEnd',
    ]);
    expect(refused(eventInputSchema, { ...weekly, recurrenceEnd: '2030-03-04' })).toEqual([]);
    expect(refused(eventInputSchema, { ...weekly, recurrenceEnd: '0000-01-01' })).toContain(
      'recurrenceEnd',
    );
  });

  it('refuses an all-day event that does not start and end at midnight in its zone', () => {
    const allDay = { ...event, allDay: true };
    expect(
      refused(eventInputSchema, {
        ...allDay,
        startDate: '2030-03-04T00:00:00+01:00',
        endDate: '2030-03-05T00:00:00+01:00',
      }),
    ).toEqual([]);
    expect(
      refused(eventInputSchema, {
        ...allDay,
        startDate: '2030-03-04T00:00:00Z',
        endDate: '2030-03-05T00:00:00Z',
      }),
    ).toEqual(['startDate', 'endDate']);
  });

  it('refuses an edited occurrence that still repeats', () => {
    expect(
      refused(eventInputSchema, {
        ...event,
        recurrence: 'weekly',
        recurrenceId: 'r1',
        originalStart: event.startDate,
      }),
    ).toEqual(['recurrence']);
  });

  it('refuses a task completed before it was created (beyond a few minutes of clock skew)', () => {
    const done = { ...task, done: true };
    expect(refused(taskInputSchema, { ...done, doneAt: '2030-02-01T09:00:00Z' })).toEqual([
      'doneAt',
    ]);
    expect(refused(taskInputSchema, { ...done, doneAt: '2030-03-01T08:58:00Z' })).toEqual([]);
  });
});

describe('time zones', () => {
  it.each(['europe/paris', 'EST5EDT', 'US/Eastern', 'Europe/PARIS', 'Mars/Olympus'])(
    'refuses %s',
    (tz) => {
      expect(refused(eventInputSchema, { ...event, timeZone: tz })).toEqual(['timeZone']);
    },
  );
  it.each(['Europe/Paris', 'UTC', 'America/Argentina/Salta', 'Asia/Kolkata'])(
    'accepts %s',
    (tz) => {
      expect(refused(eventInputSchema, { ...event, timeZone: tz })).toEqual([]);
    },
  );
});

describe('a task’s estimate in minutes', () => {
  it('takes 1 to 1440 whole minutes, and none', () => {
    expect(taskInputSchema.parse({ ...task, estimatedMinutes: 30 })).toMatchObject({
      estimatedMinutes: 30,
    });
    expect(refused(taskInputSchema, { ...task, estimatedMinutes: 1 })).toEqual([]);
    expect(refused(taskInputSchema, { ...task, estimatedMinutes: 1440 })).toEqual([]);
    expect(taskInputSchema.parse(task)).not.toHaveProperty('estimatedMinutes');
  });

  it.each([0, 1441, 2.5, -30, '30'])('refuses %p', (estimatedMinutes) => {
    expect(refused(taskInputSchema, { ...task, estimatedMinutes })).toEqual(['estimatedMinutes']);
  });
});

describe('a task on the calendar', () => {
  const at = { scheduledStart: '2030-03-04T10:00:00+01:00', scheduledMinutes: 60 };

  it('takes a start with its offset and a length of 5 to 1440 minutes, and keeps them', () => {
    expect(refused(taskInputSchema, { ...task, ...at })).toEqual([]);
    expect(taskInputSchema.parse({ ...task, ...at })).toMatchObject(at);
    expect(refused(taskInputSchema, { ...task, ...at, scheduledMinutes: 5 })).toEqual([]);
    expect(refused(taskInputSchema, { ...task, ...at, scheduledMinutes: 1440 })).toEqual([]);
  });

  it('is unscheduled when both are absent', () => {
    expect(taskInputSchema.parse(task)).not.toHaveProperty('scheduledStart');
  });

  it.each([
    [{ ...at, scheduledMinutes: 4 }, 'scheduledMinutes'],
    [{ ...at, scheduledMinutes: 1441 }, 'scheduledMinutes'],
    [{ ...at, scheduledMinutes: 30.5 }, 'scheduledMinutes'],
    [{ ...at, scheduledStart: '2030-03-04T10:00:00' }, 'scheduledStart'],
    [{ scheduledStart: at.scheduledStart }, 'scheduledMinutes'],
    [{ scheduledMinutes: 30 }, 'scheduledStart'],
  ])('refuses %o', (fields, path) => {
    expect(refused(taskInputSchema, { ...task, ...fields })).toEqual([path]);
  });
});
