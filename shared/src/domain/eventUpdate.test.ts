import { eventInputSchema } from '../model';
import type { CalendarEvent, EventInput } from '../model';
import { planEventDelete } from './eventDelete';
import { planEventCreate, type EventOperation } from './eventPlan';
import { planEventUpdate } from './eventUpdate';
import { expandEvents } from './recurrence';
import { makeEvent } from './testEvents';

const newId = () => 'new-rid';
const NOW = 5_000;

// A weekly Monday 09:00-10:00 Paris series, with the Mar 23 occurrence moved to Tuesday 14:00
// and the Apr 6 occurrence cancelled.
const series = makeEvent({
  id: 's',
  title: 'Yoga',
  startDate: '2026-03-16T09:00:00+01:00',
  endDate: '2026-03-16T10:00:00+01:00',
  recurrence: 'weekly',
  recurrenceId: 'r',
  lastUpdated: 10,
});
const moved = makeEvent({
  id: 'o-moved',
  title: 'Yoga (moved)',
  startDate: '2026-03-24T14:00:00+01:00',
  endDate: '2026-03-24T15:00:00+01:00',
  recurrenceId: 'r',
  originalStart: '2026-03-23T09:00:00+01:00',
  lastUpdated: 20,
});
const cancelled = makeEvent({
  id: 'o-cancelled',
  startDate: '2026-04-06T09:00:00+02:00',
  endDate: '2026-04-06T10:00:00+02:00',
  recurrenceId: 'r',
  originalStart: '2026-04-06T09:00:00+02:00',
  cancelled: true,
  lastUpdated: 30,
});
const single = makeEvent({
  id: 'one',
  title: 'Dentist',
  startDate: '2026-03-18T15:00:00+01:00',
  endDate: '2026-03-18T16:00:00+01:00',
});
const existing = [series, moved, cancelled, single];
const MAR30 = '2026-03-30T09:00:00+02:00';

/** The form's values for an occurrence: the record's fields at the occurrence's times. */
function form(
  base: CalendarEvent,
  changes: Partial<EventInput>,
  at?: [string, string],
): EventInput {
  const { id: _id, ...fields } = base;
  return {
    ...fields,
    ...(at ? { startDate: at[0], endDate: at[1] } : {}),
    lastUpdated: NOW,
    ...changes,
  };
}

/** Runs a plan against an in-memory table, as the calendar remote would against the server. */
function apply(records: readonly CalendarEvent[], ops: EventOperation[]): CalendarEvent[] {
  let table = [...records];
  let n = 0;
  for (const op of ops) {
    if (op.type !== 'delete') expect(eventInputSchema.safeParse(op.event).success).toBe(true);
    if (op.type === 'create') table.push({ ...op.event, id: `created-${++n}` });
    if (op.type === 'update') {
      expect(table.some((r) => r.id === op.id)).toBe(true);
      table = table.map((r) => (r.id === op.id ? { ...op.event, id: op.id } : r));
    }
    if (op.type === 'delete') {
      expect(table.some((r) => r.id === op.id)).toBe(true);
      table = table.filter((r) => r.id !== op.id);
    }
  }
  return table;
}

/** What the calendar shows from Mar 16 to Apr 13: "date time title". */
function shown(records: readonly CalendarEvent[]): string[] {
  return expandEvents(
    records,
    new Date('2026-03-16T00:00:00Z'),
    new Date('2026-04-13T00:00:00Z'),
  ).map((o) => `${o.start.slice(0, 16)} ${o.event.title}`);
}

describe('the calendar before any edit', () => {
  it('shows the series with its moved and cancelled occurrences', () => {
    expect(shown(existing)).toEqual([
      '2026-03-16T09:00 Yoga',
      '2026-03-18T15:00 Dentist',
      '2026-03-24T14:00 Yoga (moved)',
      '2026-03-30T09:00 Yoga',
    ]);
  });
});

describe('single events', () => {
  it('updates a single event in place', () => {
    const ops = planEventUpdate(single, form(single, { title: 'Dentist 2' }), 'all', undefined, {
      existing,
      newId,
    });
    expect(ops).toEqual([
      {
        type: 'update',
        id: 'one',
        event: expect.objectContaining({ title: 'Dentist 2', recurrenceId: null }),
      },
    ]);
  });

  it('non-recurring to recurring: adds a series with a new recurrenceId, then removes the single event', () => {
    const ops = planEventUpdate(single, form(single, { recurrence: 'weekly' }), 'this', undefined, {
      existing,
      newId,
    });
    expect(ops.map((o) => o.type)).toEqual(['create', 'delete']);
    expect(ops[0]).toMatchObject({ event: { recurrence: 'weekly', recurrenceId: 'new-rid' } });
    expect(ops[1]).toEqual({ type: 'delete', id: 'one' });
    expect(shown(apply(existing, ops)).filter((s) => s.endsWith('Dentist'))).toEqual([
      '2026-03-18T15:00 Dentist',
      '2026-03-25T15:00 Dentist',
      '2026-04-01T15:00 Dentist',
      '2026-04-08T15:00 Dentist',
    ]);
  });
});

describe('recurring to non-recurring', () => {
  it('removes every record sharing the recurrenceId and keeps the edited occurrence as a single event', () => {
    const ops = planEventUpdate(
      series,
      form(series, { recurrence: 'none' }, [MAR30, '2026-03-30T10:00:00+02:00']),
      'all',
      MAR30,
      { existing, newId },
    );
    expect(ops).toEqual([
      {
        type: 'create',
        event: expect.objectContaining({
          recurrence: 'none',
          recurrenceId: null,
          startDate: MAR30,
        }),
      },
      { type: 'delete', id: 's' },
      { type: 'delete', id: 'o-moved' },
      { type: 'delete', id: 'o-cancelled' },
    ]);
    expect(shown(apply(existing, ops))).toEqual([
      '2026-03-18T15:00 Dentist',
      '2026-03-30T09:00 Yoga',
    ]);
  });

  it("with 'following', ends the series the day before and keeps what came earlier", () => {
    const ops = planEventUpdate(
      series,
      form(series, { recurrence: 'none', title: 'Last yoga' }, [
        MAR30,
        '2026-03-30T10:00:00+02:00',
      ]),
      'following',
      MAR30,
      { existing, newId },
    );
    expect(ops).toEqual([
      {
        type: 'create',
        event: expect.objectContaining({ recurrence: 'none', title: 'Last yoga' }),
      },
      { type: 'update', id: 's', event: expect.objectContaining({ recurrenceEnd: '2026-03-29' }) },
      { type: 'delete', id: 'o-cancelled' },
    ]);
    expect(shown(apply(existing, ops))).toEqual([
      '2026-03-16T09:00 Yoga',
      '2026-03-18T15:00 Dentist',
      '2026-03-24T14:00 Yoga (moved)',
      '2026-03-30T09:00 Last yoga',
    ]);
  });
});

describe('change of recurrence type', () => {
  it('replaces the series by a new one with a new recurrenceId from the same first day', () => {
    const ops = planEventUpdate(
      series,
      form(series, { recurrence: 'daily' }, [MAR30, '2026-03-30T10:00:00+02:00']),
      'all',
      MAR30,
      { existing, newId },
    );
    expect(ops).toEqual([
      {
        type: 'create',
        event: expect.objectContaining({
          recurrence: 'daily',
          recurrenceId: 'new-rid',
          startDate: '2026-03-16T09:00:00+01:00',
          endDate: '2026-03-16T10:00:00+01:00',
        }),
      },
      { type: 'delete', id: 's' },
      { type: 'delete', id: 'o-moved' },
      { type: 'delete', id: 'o-cancelled' },
    ]);
    const after = apply(existing, ops);
    expect(after.filter((e) => e.recurrenceId === 'r')).toEqual([]);
    expect(shown(after).filter((s) => s.endsWith('Yoga'))).toHaveLength(28);
  });

  it("acts on the whole series even with scope 'this'", () => {
    const ops = planEventUpdate(
      series,
      form(series, { recurrence: 'daily' }, [MAR30, '2026-03-30T10:00:00+02:00']),
      'this',
      MAR30,
      { existing, newId },
    );
    expect(ops.map((o) => o.type)).toEqual(['create', 'delete', 'delete', 'delete']);
  });

  it("with 'following', starts the new series at the edited occurrence", () => {
    const ops = planEventUpdate(
      series,
      form(series, { recurrence: 'daily' }, [MAR30, '2026-03-30T10:00:00+02:00']),
      'following',
      MAR30,
      { existing, newId },
    );
    expect(ops).toEqual([
      {
        type: 'create',
        event: expect.objectContaining({
          recurrence: 'daily',
          recurrenceId: 'new-rid',
          startDate: MAR30,
        }),
      },
      { type: 'update', id: 's', event: expect.objectContaining({ recurrenceEnd: '2026-03-29' }) },
      { type: 'delete', id: 'o-cancelled' },
    ]);
    const yoga = shown(apply(existing, ops)).filter((s) => s.includes('Yoga'));
    expect(yoga.slice(0, 4)).toEqual([
      '2026-03-16T09:00 Yoga',
      '2026-03-24T14:00 Yoga (moved)',
      '2026-03-30T09:00 Yoga',
      '2026-03-31T09:00 Yoga',
    ]);
    expect(yoga).toHaveLength(2 + 14);
  });
});

describe("same recurrence, scope 'this'", () => {
  it('adds an override for that occurrence only', () => {
    const ops = planEventUpdate(
      series,
      form(series, { title: 'Yoga outdoors' }, [
        '2026-03-30T18:00:00+02:00',
        '2026-03-30T19:00:00+02:00',
      ]),
      'this',
      MAR30,
      { existing, newId },
    );
    expect(ops).toEqual([
      {
        type: 'create',
        event: expect.objectContaining({
          recurrence: 'none',
          recurrenceId: 'r',
          originalStart: MAR30,
          startDate: '2026-03-30T18:00:00+02:00',
        }),
      },
    ]);
    expect(shown(apply(existing, ops))).toContain('2026-03-30T18:00 Yoga outdoors');
    expect(shown(apply(existing, ops))).not.toContain('2026-03-30T09:00 Yoga');
  });

  it('updates the existing override, whether the series or the override was opened', () => {
    const values = form(moved, { title: 'Yoga (moved again)' }, [
      '2026-03-25T14:00:00+01:00',
      '2026-03-25T15:00:00+01:00',
    ]);
    const fromSeries = planEventUpdate(
      series,
      { ...values, recurrence: 'weekly' },
      'this',
      '2026-03-23T09:00:00+01:00',
      { existing, newId },
    );
    const fromOverride = planEventUpdate(
      moved,
      { ...values, recurrence: 'weekly' },
      'this',
      undefined,
      {
        existing,
        newId,
      },
    );
    for (const ops of [fromSeries, fromOverride]) {
      expect(ops).toEqual([
        {
          type: 'update',
          id: 'o-moved',
          event: expect.objectContaining({
            title: 'Yoga (moved again)',
            originalStart: '2026-03-23T09:00:00+01:00',
            recurrenceId: 'r',
          }),
        },
      ]);
      expect(shown(apply(existing, ops))).toContain('2026-03-25T14:00 Yoga (moved again)');
    }
  });
});

describe("same recurrence, scope 'all'", () => {
  it('renames the series and keeps its exceptions when the times do not change', () => {
    const ops = planEventUpdate(
      series,
      form(series, { title: 'Pilates' }, [MAR30, '2026-03-30T10:00:00+02:00']),
      'all',
      MAR30,
      { existing, newId },
    );
    expect(ops).toEqual([
      {
        type: 'update',
        id: 's',
        event: expect.objectContaining({
          title: 'Pilates',
          startDate: '2026-03-16T09:00:00+01:00',
          recurrenceId: 'r',
        }),
      },
    ]);
    expect(shown(apply(existing, ops))).toEqual([
      '2026-03-16T09:00 Pilates',
      '2026-03-18T15:00 Dentist',
      '2026-03-24T14:00 Yoga (moved)',
      '2026-03-30T09:00 Pilates',
    ]);
  });

  it('moves every occurrence by the same shift and drops the exceptions of the old times', () => {
    const ops = planEventUpdate(
      series,
      form(series, {}, ['2026-03-31T10:00:00+02:00', '2026-03-31T11:30:00+02:00']),
      'all',
      MAR30,
      { existing, newId },
    );
    expect(ops).toEqual([
      {
        type: 'update',
        id: 's',
        event: expect.objectContaining({
          startDate: '2026-03-17T10:00:00+01:00',
          endDate: '2026-03-17T11:30:00+01:00',
        }),
      },
      { type: 'delete', id: 'o-moved' },
      { type: 'delete', id: 'o-cancelled' },
    ]);
    expect(shown(apply(existing, ops)).filter((s) => s.endsWith('Yoga'))).toEqual([
      '2026-03-17T10:00 Yoga',
      '2026-03-24T10:00 Yoga',
      '2026-03-31T10:00 Yoga',
      '2026-04-07T10:00 Yoga',
    ]);
  });

  it('drops the exceptions past a new recurrenceEnd', () => {
    const ops = planEventUpdate(
      series,
      form(series, { recurrenceEnd: '2026-03-31' }),
      'all',
      undefined,
      { existing, newId },
    );
    expect(ops).toEqual([
      { type: 'update', id: 's', event: expect.objectContaining({ recurrenceEnd: '2026-03-31' }) },
      { type: 'delete', id: 'o-cancelled' },
    ]);
  });
});

describe("same recurrence, scope 'following'", () => {
  it('splits the series: the old one ends the day before, a new one takes the rest with its exceptions', () => {
    const ops = planEventUpdate(
      series,
      form(series, { title: 'Hot yoga' }, [MAR30, '2026-03-30T10:00:00+02:00']),
      'following',
      MAR30,
      { existing, newId },
    );
    expect(ops).toEqual([
      {
        type: 'create',
        event: expect.objectContaining({
          title: 'Hot yoga',
          recurrenceId: 'new-rid',
          startDate: MAR30,
        }),
      },
      { type: 'update', id: 's', event: expect.objectContaining({ recurrenceEnd: '2026-03-29' }) },
      {
        type: 'update',
        id: 'o-cancelled',
        event: expect.objectContaining({ recurrenceId: 'new-rid' }),
      },
    ]);
    // The cancelled Apr 6 occurrence stays cancelled in the new series.
    expect(shown(apply(existing, ops))).toEqual([
      '2026-03-16T09:00 Yoga',
      '2026-03-18T15:00 Dentist',
      '2026-03-24T14:00 Yoga (moved)',
      '2026-03-30T09:00 Hot yoga',
    ]);
  });

  it('deletes the later exceptions when the times change', () => {
    const ops = planEventUpdate(
      series,
      form(series, {}, ['2026-03-30T07:00:00+02:00', '2026-03-30T08:00:00+02:00']),
      'following',
      MAR30,
      { existing, newId },
    );
    expect(ops.map((o) => o.type)).toEqual(['create', 'update', 'delete']);
    expect(shown(apply(existing, ops)).filter((s) => s.endsWith('Yoga'))).toEqual([
      '2026-03-16T09:00 Yoga',
      '2026-03-30T07:00 Yoga',
      '2026-04-06T07:00 Yoga',
    ]);
  });

  it('from the first occurrence, means all', () => {
    const following = planEventUpdate(
      series,
      form(series, { title: 'Pilates' }),
      'following',
      '2026-03-16T09:00:00+01:00',
      { existing, newId },
    );
    const all = planEventUpdate(series, form(series, { title: 'Pilates' }), 'all', undefined, {
      existing,
      newId,
    });
    expect(following).toEqual(all);
  });
});

describe('planEventDelete', () => {
  const now = new Date(NOW);

  it('deletes a single event', () => {
    expect(planEventDelete(single, 'this', undefined, { existing, now })).toEqual([
      { type: 'delete', id: 'one' },
    ]);
  });

  it("'this' cancels one occurrence with an override", () => {
    const ops = planEventDelete(series, 'this', MAR30, { existing, now });
    expect(ops).toEqual([
      {
        type: 'create',
        event: expect.objectContaining({
          cancelled: true,
          recurrenceId: 'r',
          originalStart: MAR30,
          startDate: MAR30,
          endDate: '2026-03-30T10:00:00+02:00',
          lastUpdated: NOW,
        }),
      },
    ]);
    expect(shown(apply(existing, ops)).filter((s) => s.includes('Yoga'))).toEqual([
      '2026-03-16T09:00 Yoga',
      '2026-03-24T14:00 Yoga (moved)',
    ]);
  });

  it("'this' on a moved occurrence cancels its override", () => {
    const ops = planEventDelete(moved, 'this', undefined, { existing, now });
    expect(ops).toEqual([
      { type: 'update', id: 'o-moved', event: expect.objectContaining({ cancelled: true }) },
    ]);
    expect(shown(apply(existing, ops))).not.toContain('2026-03-24T14:00 Yoga (moved)');
  });

  it("'following' ends the series the day before and removes the later exceptions", () => {
    const ops = planEventDelete(series, 'following', '2026-03-23T09:00:00+01:00', {
      existing,
      now,
    });
    expect(ops).toEqual([
      { type: 'update', id: 's', event: expect.objectContaining({ recurrenceEnd: '2026-03-22' }) },
      { type: 'delete', id: 'o-moved' },
      { type: 'delete', id: 'o-cancelled' },
    ]);
    expect(shown(apply(existing, ops))).toEqual([
      '2026-03-16T09:00 Yoga',
      '2026-03-18T15:00 Dentist',
    ]);
  });

  it("'all' deletes the series first, then every override", () => {
    const ops = planEventDelete(series, 'all', MAR30, { existing, now });
    expect(ops).toEqual([
      { type: 'delete', id: 's' },
      { type: 'delete', id: 'o-moved' },
      { type: 'delete', id: 'o-cancelled' },
    ]);
    expect(shown(apply(existing, ops))).toEqual(['2026-03-18T15:00 Dentist']);
  });
});

describe('versions for the conflict check', () => {
  it('gives each update the lastUpdated of the stored record it replaces, each create the new one', () => {
    const split = planEventUpdate(
      series,
      form(series, { title: 'Hot yoga' }, [MAR30, '2026-03-30T10:00:00+02:00']),
      'following',
      MAR30,
      { existing, newId },
    );
    expect(split.map((o) => [o.type, o.type === 'delete' ? null : o.event.lastUpdated])).toEqual([
      ['create', NOW],
      ['update', 10],
      ['update', 30],
    ]);
    const cancel = planEventDelete(moved, 'this', undefined, { existing, now: new Date(NOW) });
    expect(cancel).toEqual([
      { type: 'update', id: 'o-moved', event: expect.objectContaining({ lastUpdated: 20 }) },
    ]);
    const rename = planEventUpdate(single, form(single, { title: 'x' }), 'all', undefined, {
      existing,
    });
    expect(rename).toEqual([
      { type: 'update', id: 'one', event: expect.objectContaining({ lastUpdated: 1 }) },
    ]);
  });
});

describe('planEventCreate', () => {
  it('gives a new series its recurrenceId and a single event none', () => {
    const base = {
      title: 'New',
      startDate: '2026-03-18T15:00:00+01:00',
      endDate: '2026-03-18T16:00:00+01:00',
      timeZone: 'Europe/Paris',
      lastUpdated: NOW,
    };
    expect(planEventCreate({ ...base, recurrence: 'daily' }, { newId })).toEqual([
      {
        type: 'create',
        event: expect.objectContaining({ recurrenceId: 'new-rid', recurrence: 'daily' }),
      },
    ]);
    expect(planEventCreate(base, { newId })).toEqual([
      {
        type: 'create',
        event: expect.objectContaining({ recurrenceId: null, recurrence: 'none' }),
      },
    ]);
  });
});
