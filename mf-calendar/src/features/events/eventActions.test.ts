import { expandEvents } from '@planner/shared/domain';
import type { EventInput } from '@planner/shared/model';
import { MemoryEventStore, makeEvent } from '../testing/memoryStores';
import { createEventActions } from './eventActions';
import { occurrencesIn, splitEvents } from './eventState';

const weekly = () =>
  makeEvent({
    id: 'yoga',
    title: 'Yoga',
    startDate: '2026-03-16T09:00:00+01:00',
    endDate: '2026-03-16T10:00:00+01:00',
    recurrence: 'weekly',
    recurrenceId: 'r-yoga',
    lastUpdated: 10,
  });
const MAR30 = '2026-03-30T09:00:00+02:00';
const inputOf = (id: string, store: MemoryEventStore, patch: Partial<EventInput>): EventInput => {
  const { id: _id, ...rest } = store.items.find((e) => e.id === id) ?? weekly();
  return { ...rest, ...patch };
};
const titlesIn = (store: MemoryEventStore, from: string, to: string) =>
  expandEvents(store.items, new Date(from), new Date(to)).map((o) => [o.start, o.event.title]);

describe('creating events', () => {
  it('adds a single event and a series (with its recurrenceId) after the server answered', async () => {
    const store = new MemoryEventStore();
    const actions = createEventActions();
    const base = { timeZone: 'Europe/Paris', lastUpdated: 1 };
    await expect(
      actions.create({
        ...base,
        title: 'Dentist',
        startDate: '2026-05-04T10:00:00+02:00',
        endDate: '2026-05-04T11:00:00+02:00',
      }),
    ).resolves.toMatchObject({ ok: true });
    await expect(
      actions.create({
        ...base,
        title: 'Run',
        startDate: '2026-05-04T07:00:00+02:00',
        endDate: '2026-05-04T08:00:00+02:00',
        recurrence: 'daily',
      }),
    ).resolves.toMatchObject({ ok: true });
    const state = splitEvents(store.items);
    expect(state.singles.map((e) => e.title)).toEqual(['Dentist']);
    expect(state.series.map((e) => [e.title, typeof e.recurrenceId])).toEqual([['Run', 'string']]);
  });

  it('counts an add whose answer has no id as failed, and changes nothing', async () => {
    const store = new MemoryEventStore();
    store.failing = 'no-id';
    const ok = await createEventActions().create({
      title: 'Ghost',
      timeZone: 'UTC',
      startDate: '2026-05-04T10:00:00Z',
      endDate: '2026-05-04T11:00:00Z',
      lastUpdated: 1,
    });
    expect(ok).toMatchObject({ ok: false });
    expect(store.items).toEqual([]);
  });

  it('returns false and keeps the state when the server refuses an update', async () => {
    const store = new MemoryEventStore([weekly()]);
    store.failing = 'all';
    const ok = await createEventActions().save(
      { record: weekly(), occurrenceStart: null },
      inputOf('yoga', store, { title: 'Pilates' }),
      'all',
    );
    expect(ok).toMatchObject({ ok: false });
    expect(store.items.map((e) => e.title)).toEqual(['Yoga']);
  });
});

describe('the three transitions of docs/product.md section 4', () => {
  it('recurring to non-recurring removes every occurrence sharing the recurrenceId', async () => {
    const store = new MemoryEventStore([
      weekly(),
      makeEvent({
        id: 'moved',
        title: 'Yoga (late)',
        startDate: '2026-03-23T18:00:00+01:00',
        endDate: '2026-03-23T19:00:00+01:00',
        recurrenceId: 'r-yoga',
        originalStart: '2026-03-23T09:00:00+01:00',
        lastUpdated: 20,
      }),
    ]);
    const ok = await createEventActions().save(
      { record: weekly(), occurrenceStart: MAR30 },
      inputOf('yoga', store, {
        recurrence: 'none',
        startDate: MAR30,
        endDate: '2026-03-30T10:00:00+02:00',
      }),
      'all',
    );
    expect(ok).toMatchObject({ ok: true });
    expect(store.items.some((e) => e.recurrenceId === 'r-yoga')).toBe(false);
    expect(titlesIn(store, '2026-03-01T00:00:00Z', '2026-05-01T00:00:00Z')).toEqual([
      [MAR30, 'Yoga'],
    ]);
    expect(splitEvents(store.items).series).toEqual([]);
  });

  it('non-recurring to recurring removes the single event and adds it as a series', async () => {
    const single = makeEvent({
      id: 'one',
      title: 'Piano',
      startDate: MAR30,
      endDate: '2026-03-30T10:00:00+02:00',
    });
    const store = new MemoryEventStore([single]);
    const ok = await createEventActions().save(
      { record: single, occurrenceStart: null },
      inputOf('one', store, { recurrence: 'weekly' }),
      'all',
    );
    expect(ok).toMatchObject({ ok: true });
    const state = splitEvents(store.items);
    expect(state.singles).toEqual([]);
    expect(state.series).toHaveLength(1);
    expect(store.items.find((e) => e.id === 'one')).toBeUndefined();
    expect(titlesIn(store, '2026-03-30T00:00:00Z', '2026-04-14T00:00:00Z').map(([s]) => s)).toEqual(
      [MAR30, '2026-04-06T09:00:00+02:00', '2026-04-13T09:00:00+02:00'],
    );
  });

  it('a new recurrence type removes the old occurrences and assigns a new recurrenceId', async () => {
    const override = makeEvent({
      id: 'moved',
      startDate: '2026-03-23T18:00:00+01:00',
      endDate: '2026-03-23T19:00:00+01:00',
      recurrenceId: 'r-yoga',
      originalStart: '2026-03-23T09:00:00+01:00',
    });
    const store = new MemoryEventStore([weekly(), override]);
    const ok = await createEventActions().save(
      { record: weekly(), occurrenceStart: null },
      inputOf('yoga', store, { recurrence: 'daily' }),
      'all',
    );
    expect(ok).toMatchObject({ ok: true });
    const state = splitEvents(store.items);
    expect(state.series).toHaveLength(1);
    expect(state.series[0]?.recurrence).toBe('daily');
    expect(state.series[0]?.recurrenceId).not.toBe('r-yoga');
    expect(state.overrides).toEqual([]);
    expect(store.items.some((e) => e.recurrenceId === 'r-yoga')).toBe(false);
  });
});

describe('this / following / all', () => {
  const range = ['2026-03-16T00:00:00Z', '2026-04-11T00:00:00Z'] as const;

  it("'this' changes one occurrence only", async () => {
    const store = new MemoryEventStore([weekly()]);
    const ok = await createEventActions().save(
      { record: weekly(), occurrenceStart: MAR30 },
      inputOf('yoga', store, {
        title: 'Yoga outside',
        startDate: MAR30,
        endDate: '2026-03-30T10:00:00+02:00',
      }),
      'this',
    );
    expect(ok).toMatchObject({ ok: true });
    expect(titlesIn(store, ...range)).toEqual([
      ['2026-03-16T09:00:00+01:00', 'Yoga'],
      ['2026-03-23T09:00:00+01:00', 'Yoga'],
      [MAR30, 'Yoga outside'],
      ['2026-04-06T09:00:00+02:00', 'Yoga'],
    ]);
  });

  it("'following' changes that occurrence and the later ones", async () => {
    const store = new MemoryEventStore([weekly()]);
    const ok = await createEventActions().save(
      { record: weekly(), occurrenceStart: MAR30 },
      inputOf('yoga', store, {
        title: 'Hot yoga',
        startDate: MAR30,
        endDate: '2026-03-30T10:00:00+02:00',
      }),
      'following',
    );
    expect(ok).toMatchObject({ ok: true });
    expect(titlesIn(store, ...range).map(([, t]) => t)).toEqual([
      'Yoga',
      'Yoga',
      'Hot yoga',
      'Hot yoga',
    ]);
    expect(splitEvents(store.items).series).toHaveLength(2);
  });

  it("sends a 'following' edit as ONE request, and a refused plan changes nothing at all", async () => {
    const store = new MemoryEventStore([weekly()]);
    const edit = () =>
      createEventActions().save(
        { record: weekly(), occurrenceStart: MAR30 },
        inputOf('yoga', store, {
          title: 'Hot yoga',
          startDate: MAR30,
          endDate: '2026-03-30T10:00:00+02:00',
        }),
        'following',
      );
    store.failing = 'all';
    const before = store.items;
    const sent = store.requests.length;
    const requests = () => store.requests.slice(sent).filter((r) => !r.startsWith('GET'));
    const calls = store.calls.length;
    const refused = await edit();
    expect(refused).toMatchObject({ ok: false, messageKey: 'common:errors.server' });
    expect(store.items).toEqual(before);
    expect(requests()).toEqual(['POST /calendar/apply']);
    store.failing = null;
    await expect(edit()).resolves.toMatchObject({ ok: true });
    expect(requests()).toEqual(['POST /calendar/apply', 'POST /calendar/apply']);
    // The plan: end the series before that occurrence, start the new one (each sent twice here).
    expect(store.calls.slice(calls).map((c) => c.type)).toEqual([
      'create',
      'update',
      'create',
      'update',
    ]);
  });

  it("'all' moves every occurrence, keeping 09:00 local time across the DST change", async () => {
    const store = new MemoryEventStore([weekly()]);
    const ok = await createEventActions().save(
      { record: weekly(), occurrenceStart: MAR30 },
      inputOf('yoga', store, {
        startDate: '2026-03-30T08:00:00+02:00',
        endDate: '2026-03-30T09:00:00+02:00',
      }),
      'all',
    );
    expect(ok).toMatchObject({ ok: true });
    expect(titlesIn(store, ...range).map(([s]) => s)).toEqual([
      '2026-03-16T08:00:00+01:00',
      '2026-03-23T08:00:00+01:00',
      '2026-03-30T08:00:00+02:00',
      '2026-04-06T08:00:00+02:00',
    ]);
  });

  it("deletes 'this' occurrence, 'following' ones, or 'all' of them", async () => {
    const store = new MemoryEventStore([weekly()]);
    const actions = createEventActions();
    await expect(
      actions.remove({ record: weekly(), occurrenceStart: '2026-03-23T09:00:00+01:00' }, 'this'),
    ).resolves.toMatchObject({ ok: true });
    expect(titlesIn(store, ...range).map(([s]) => s)).toEqual([
      '2026-03-16T09:00:00+01:00',
      MAR30,
      '2026-04-06T09:00:00+02:00',
    ]);
    const series = store.items.find((e) => e.id === 'yoga') ?? weekly();
    await expect(
      actions.remove({ record: series, occurrenceStart: MAR30 }, 'following'),
    ).resolves.toMatchObject({ ok: true });
    expect(titlesIn(store, ...range).map(([s]) => s)).toEqual(['2026-03-16T09:00:00+01:00']);
    const truncated = store.items.find((e) => e.id === 'yoga') ?? weekly();
    await expect(
      actions.remove({ record: truncated, occurrenceStart: null }, 'all'),
    ).resolves.toMatchObject({ ok: true });
    expect(store.items).toEqual([]);
  });
});

describe('occurrencesIn (the visible range only, DST-safe)', () => {
  it('expands an America/New_York daily series at 08:00 local across the March change', () => {
    const state = splitEvents([
      makeEvent({
        id: 'ny',
        timeZone: 'America/New_York',
        startDate: '2026-03-06T08:00:00-05:00',
        endDate: '2026-03-06T08:30:00-05:00',
        recurrence: 'daily',
        recurrenceId: 'r-ny',
      }),
      makeEvent({
        id: 'far',
        startDate: '2027-01-01T09:00:00+01:00',
        endDate: '2027-01-01T10:00:00+01:00',
      }),
    ]);
    const occ = occurrencesIn(
      state,
      new Date('2026-03-07T00:00:00Z'),
      new Date('2026-03-10T00:00:00Z'),
    );
    expect(occ.map((o) => o.start)).toEqual([
      '2026-03-07T08:00:00-05:00',
      '2026-03-08T08:00:00-04:00',
      '2026-03-09T08:00:00-04:00',
    ]);
  });

  it('holds single events and series apart', () => {
    const state = splitEvents([weekly(), makeEvent({ id: 'one' })]);
    expect(state.singles.map((e) => e.id)).toEqual(['one']);
    expect(state.series.map((e) => e.id)).toEqual(['yoga']);
  });
});
