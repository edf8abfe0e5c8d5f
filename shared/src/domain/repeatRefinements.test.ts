// The repeat refinements (docs/product.md section 3): validation, expansion examples, and the edits that keep them.
import { eventInputSchema } from '../model';
import type { EventInput } from '../model';
import { planEventDelete } from './eventDelete';
import type { EventOperation } from './eventPlan';
import { planEventUpdate } from './eventUpdate';
import { expandEvents, expandSeries } from './recurrence';
import { makeEvent } from './testEvents';

const days = (occ: { start: string }[]) => occ.map((o) => o.start.slice(0, 10));
const range = (from: string, to: string): [Date, Date] => [new Date(from), new Date(to)];
const errors = (input: Partial<EventInput>) => {
  const r = eventInputSchema.safeParse({
    title: 'x',
    timeZone: 'Europe/Paris',
    lastUpdated: 1,
    startDate: '2026-06-02T09:00:00+02:00', // a Tuesday
    endDate: '2026-06-02T10:00:00+02:00',
    recurrenceId: 'r',
    ...input,
  });
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('repeat refinements: validation', () => {
  it('accepts every 2 weeks on Tuesday and Thursday, after 10 times', () => {
    expect(errors({ recurrence: 'weekly', interval: 2, byWeekday: [2, 4], count: 10 })).toEqual([]);
  });
  it('refuses refinements that do not fit the kind, or contradict the start', () => {
    expect(errors({ recurrence: 'none', recurrenceId: null, interval: 2 })).toEqual([
      'interval: Only a repeating event has repeat options',
    ]);
    expect(errors({ recurrence: 'daily', byWeekday: [2] })).toEqual([
      'byWeekday: Chosen weekdays are for a weekly repeat',
    ]);
    expect(errors({ recurrence: 'weekly', byWeekday: [1, 3] })).toEqual([
      "byWeekday: The repeat's days must include the day it starts on",
    ]);
    expect(errors({ recurrence: 'monthly', monthlyBy: 'lastDay' })).toEqual([
      'monthlyBy: A repeat on the last day of the month starts on a last day',
    ]);
    expect(errors({ recurrence: 'monthly', monthlyBy: 'nthWeekday', weekOfMonth: 2 })).toEqual([
      'weekOfMonth: The repeat must start on the weekday it names',
    ]);
    expect(errors({ recurrence: 'weekly', count: 3, recurrenceEnd: '2026-07-01' })).toEqual([
      'count: A repeat ends on a date or after a number of times, not both',
    ]);
    expect(errors({ recurrence: 'weekly', interval: 100 })).toHaveLength(1);
    expect(errors({ recurrence: 'weekly', count: 1000 })).toHaveLength(1);
  });
});

describe('repeat refinements: expansion', () => {
  it('every 2 weeks on Tuesday and Thursday, 5 times', () => {
    const s = makeEvent({
      id: 's',
      recurrenceId: 'r',
      recurrence: 'weekly',
      startDate: '2026-06-02T09:00:00+02:00',
      endDate: '2026-06-02T10:00:00+02:00',
      interval: 2,
      byWeekday: [4, 2],
      count: 5,
    });
    expect(
      days(expandSeries(s, [], ...range('2026-05-01T00:00:00Z', '2026-12-01T00:00:00Z'))),
    ).toEqual(['2026-06-02', '2026-06-04', '2026-06-16', '2026-06-18', '2026-06-30']);
  });
  it('the last Friday of the month, and the last day of the month, across the March DST change', () => {
    const lastFriday = makeEvent({
      id: 'f',
      recurrenceId: 'rf',
      recurrence: 'monthly',
      startDate: '2026-01-30T18:00:00+01:00',
      endDate: '2026-01-30T19:00:00+01:00',
      monthlyBy: 'nthWeekday',
      weekOfMonth: -1,
    });
    const lastDay = makeEvent({
      id: 'l',
      recurrenceId: 'rl',
      recurrence: 'monthly',
      startDate: '2026-01-31T08:00:00+01:00',
      endDate: '2026-01-31T09:00:00+01:00',
      monthlyBy: 'lastDay',
    });
    const occ = expandEvents(
      [lastFriday, lastDay],
      ...range('2026-01-01T00:00:00Z', '2026-05-01T00:00:00Z'),
    );
    expect(occ.map((o) => o.start)).toEqual([
      '2026-01-30T18:00:00+01:00',
      '2026-01-31T08:00:00+01:00',
      '2026-02-27T18:00:00+01:00',
      '2026-02-28T08:00:00+01:00',
      '2026-03-27T18:00:00+01:00',
      '2026-03-31T08:00:00+02:00',
      '2026-04-24T18:00:00+02:00',
      '2026-04-30T08:00:00+02:00',
    ]);
  });
  it('absent refinements repeat exactly as before (weekly on the start day)', () => {
    const s = makeEvent({
      id: 's',
      recurrenceId: 'r',
      recurrence: 'weekly',
      startDate: '2026-06-02T09:00:00+02:00',
      endDate: '2026-06-02T10:00:00+02:00',
    });
    expect(
      days(expandSeries(s, [], ...range('2026-06-01T00:00:00Z', '2026-06-20T00:00:00Z'))),
    ).toEqual(['2026-06-02', '2026-06-09', '2026-06-16']);
  });
});

describe('repeat refinements: edits', () => {
  const series = makeEvent({
    id: 's',
    title: 'Run',
    recurrenceId: 'r',
    recurrence: 'weekly',
    startDate: '2026-06-02T09:00:00+02:00',
    endDate: '2026-06-02T10:00:00+02:00',
    interval: 2,
    byWeekday: [2, 4],
    count: 6,
    lastUpdated: 10,
  });
  const visible = (ops: EventOperation[]) => {
    let id = 0;
    const records = [series].flatMap((r) => {
      const op = ops.find((o) => o.type !== 'create' && o.id === r.id);
      if (op?.type === 'delete') return [];
      return [op?.type === 'update' ? makeEvent({ ...op.event, id: r.id }) : r];
    });
    for (const op of ops)
      if (op.type === 'create') records.push(makeEvent({ ...op.event, id: `n${id++}` }));
    return expandEvents(records, ...range('2026-05-01T00:00:00Z', '2026-12-01T00:00:00Z'));
  };

  it('"following" keeps the rule and its end: the count becomes the old last day', () => {
    const ops = planEventUpdate(
      series,
      {
        ...series,
        title: 'Long run',
        startDate: '2026-06-16T09:00:00+02:00',
        endDate: '2026-06-16T10:00:00+02:00',
      },
      'following',
      '2026-06-16T09:00:00+02:00',
      { existing: [series], newId: () => 'r2' },
    );
    const created = ops.find((o) => o.type === 'create');
    expect(created?.type === 'create' && created.event).toMatchObject({
      interval: 2,
      byWeekday: [2, 4],
      recurrenceEnd: '2026-07-02',
    });
    expect(created?.type === 'create' && created.event.count).toBeUndefined();
    expect(visible(ops).map((o) => `${o.start.slice(0, 10)} ${o.event.title}`)).toEqual([
      '2026-06-02 Run',
      '2026-06-04 Run',
      '2026-06-16 Long run',
      '2026-06-18 Long run',
      '2026-06-30 Long run',
      '2026-07-02 Long run',
    ]);
  });

  it('"this" makes an override without repeat options; deleting one occurrence too', () => {
    const ops = planEventUpdate(
      series,
      {
        ...series,
        title: 'Rest',
        startDate: '2026-06-04T09:00:00+02:00',
        endDate: '2026-06-04T10:00:00+02:00',
      },
      'this',
      '2026-06-04T09:00:00+02:00',
      { existing: [series] },
    );
    const del = planEventDelete(series, 'this', '2026-06-16T09:00:00+02:00', {
      existing: [series],
    });
    for (const op of [...ops, ...del]) {
      expect(op.type).toBe('create');
      if (op.type === 'create') expect(eventInputSchema.safeParse(op.event).success).toBe(true);
    }
    const all = expandEvents(
      [
        series,
        ...[...ops, ...del].map((op, i) =>
          makeEvent({ ...(op.type === 'create' ? op.event : {}), id: `o${i}` } as never),
        ),
      ],
      ...range('2026-05-01T00:00:00Z', '2026-12-01T00:00:00Z'),
    );
    expect(all.map((o) => `${o.start.slice(0, 10)} ${o.event.title}`)).toEqual([
      '2026-06-02 Run',
      '2026-06-04 Rest',
      '2026-06-18 Run',
      '2026-06-30 Run',
      '2026-07-02 Run',
    ]);
  });

  it('"all" moved from Tuesday to Wednesday moves the chosen days with it', () => {
    const ops = planEventUpdate(
      series,
      { ...series, startDate: '2026-06-17T09:00:00+02:00', endDate: '2026-06-17T10:00:00+02:00' },
      'all',
      '2026-06-16T09:00:00+02:00',
      { existing: [series] },
    );
    expect(ops[0]?.type === 'update' && ops[0].event).toMatchObject({
      startDate: '2026-06-03T09:00:00+02:00',
      byWeekday: [3, 5],
    });
  });

  it('new refinements with "this event" change the series, not one occurrence', () => {
    const ops = planEventUpdate(
      series,
      {
        ...series,
        interval: 1,
        startDate: '2026-06-16T09:00:00+02:00',
        endDate: '2026-06-16T10:00:00+02:00',
      },
      'this',
      '2026-06-16T09:00:00+02:00',
      { existing: [series], newId: () => 'r3' },
    );
    expect(ops.map((o) => o.type)).toEqual(['create', 'delete']);
    expect(ops[0]?.type === 'create' && ops[0].event).toMatchObject({
      recurrenceId: 'r3',
      interval: 1,
      byWeekday: [2, 4],
      startDate: '2026-06-02T09:00:00+02:00',
    });
  });

  it('"all events" with Thursday only (from a Thursday) moves the series onto Thursdays', () => {
    const ops = planEventUpdate(
      series,
      {
        ...series,
        byWeekday: [4],
        startDate: '2026-06-18T09:00:00+02:00',
        endDate: '2026-06-18T10:00:00+02:00',
      },
      'all',
      '2026-06-18T09:00:00+02:00',
      { existing: [series], newId: () => 'r4' },
    );
    const created = ops[0]?.type === 'create' ? ops[0].event : null;
    expect(created).toMatchObject({
      startDate: '2026-06-04T09:00:00+02:00',
      endDate: '2026-06-04T10:00:00+02:00',
      byWeekday: [4],
    });
    expect(eventInputSchema.safeParse(created).success).toBe(true);
  });
});
