// The undo a calendar save or delete offers (docs/product.md section 4, "Undo"): the inverse plan, sent as
// ONE request, leaves the server's calendar as it was.
import { expandEvents } from '@planner/shared/domain';
import type { CalendarEvent, EventInput } from '@planner/shared/model';
import { clearOutbox, pendingEntries, replayOutbox } from '@planner/shared/sync';
import { MemoryEventStore, makeEvent } from '../testing/memoryStores';
import { createEventActions, type EventUndo } from './eventActions';

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
const dentist = () =>
  makeEvent({
    id: 'dentist',
    title: 'Dentist',
    startDate: '2026-03-18T15:00:00+01:00',
    endDate: '2026-03-18T16:00:00+01:00',
  });
const MAR30 = '2026-03-30T09:00:00+02:00';
const range = [new Date('2026-03-16T00:00:00Z'), new Date('2026-04-11T00:00:00Z')] as const;

/** What the server's calendar shows: each occurrence's start and title. */
const shownOnServer = (store: MemoryEventStore) =>
  expandEvents(store.api.data.calendar as CalendarEvent[], ...range)
    .map((o) => `${o.start} ${o.event.title}`)
    .sort();

async function setup(events: CalendarEvent[] = [weekly(), dentist()]) {
  const store = new MemoryEventStore(events);
  await clearOutbox();
  const offers: EventUndo[] = [];
  const actions = createEventActions((step) => offers.push(step));
  return { store, actions, offers };
}

const inputOf = (event: CalendarEvent, patch: Partial<EventInput>): EventInput => {
  const { id: _id, ...rest } = event;
  return { ...rest, ...patch };
};

describe('undo of calendar changes', () => {
  it('a deleted event comes back (an equal copy) in one request', async () => {
    const { store, actions, offers } = await setup();
    const before = shownOnServer(store);
    await actions.remove({ record: dentist(), occurrenceStart: null }, 'all');
    expect(shownOnServer(store)).not.toContain('2026-03-18T15:00:00+01:00 Dentist');
    expect(offers.map((o) => o.change)).toEqual(['deleted']);
    const sent = store.requests.length;
    await expect(offers[0]!.undo()).resolves.toMatchObject({ ok: true });
    expect(store.requests.slice(sent).filter((r) => !r.startsWith('GET'))).toEqual([
      'POST /calendar/create',
    ]);
    expect(shownOnServer(store)).toEqual(before);
    expect(store.items.map((e) => e.title).sort()).toEqual(['Dentist', 'Yoga']);
  });

  it('a whole series deleted with its overrides comes back as one plan, overrides included', async () => {
    const override = makeEvent({
      id: 'yoga-mar23',
      title: 'Yoga in the park',
      startDate: '2026-03-23T10:00:00+01:00',
      endDate: '2026-03-23T11:00:00+01:00',
      recurrenceId: 'r-yoga',
      originalStart: '2026-03-23T09:00:00+01:00',
    });
    const { store, actions, offers } = await setup([weekly(), override, dentist()]);
    const before = shownOnServer(store);
    await actions.remove({ record: weekly(), occurrenceStart: null }, 'all');
    expect(shownOnServer(store)).toEqual(['2026-03-18T15:00:00+01:00 Dentist']);
    const sent = store.requests.length;
    await expect(offers[0]!.undo()).resolves.toMatchObject({ ok: true });
    expect(store.requests.slice(sent).filter((r) => !r.startsWith('GET'))).toEqual([
      'POST /calendar/apply',
    ]);
    expect(shownOnServer(store)).toEqual(before);
  });

  it("a 'following' edit of a series is undone in one step, as one request", async () => {
    const { store, actions, offers } = await setup();
    const before = shownOnServer(store);
    await actions.save(
      { record: weekly(), occurrenceStart: MAR30 },
      inputOf(weekly(), {
        title: 'Hot yoga',
        startDate: '2026-03-30T11:00:00+02:00',
        endDate: '2026-03-30T12:00:00+02:00',
      }),
      'following',
      'moved',
    );
    expect(shownOnServer(store)).toContain('2026-03-30T11:00:00+02:00 Hot yoga');
    expect(offers.map((o) => o.change)).toEqual(['moved']);
    const sent = store.requests.length;
    await expect(offers[0]!.undo()).resolves.toMatchObject({ ok: true });
    expect(store.requests.slice(sent).filter((r) => !r.startsWith('GET'))).toEqual([
      'POST /calendar/apply',
    ]);
    expect(shownOnServer(store)).toEqual(before);
    expect(store.api.data.calendar).toHaveLength(2);
  });

  it("a moved occurrence ('this') is put back: its override goes", async () => {
    const { store, actions, offers } = await setup();
    const before = shownOnServer(store);
    await actions.save(
      { record: weekly(), occurrenceStart: MAR30 },
      inputOf(weekly(), {
        startDate: '2026-03-31T09:00:00+02:00',
        endDate: '2026-03-31T10:00:00+02:00',
      }),
      'this',
      'moved',
    );
    expect(shownOnServer(store)).not.toEqual(before);
    await offers[0]!.undo();
    expect(shownOnServer(store)).toEqual(before);
    expect(store.api.data.calendar).toHaveLength(2);
  });

  it('a moved single event goes back to its time, over the version the move made', async () => {
    const { store, actions, offers } = await setup();
    await actions.save(
      { record: dentist(), occurrenceStart: null },
      inputOf(dentist(), {
        startDate: '2026-03-19T15:00:00+01:00',
        endDate: '2026-03-19T16:00:00+01:00',
      }),
      'all',
      'moved',
    );
    const moved = store.api.data.calendar.find((e) => e.id === 'dentist')!;
    await expect(offers[0]!.undo()).resolves.toMatchObject({ ok: true });
    const back = store.api.data.calendar.find((e) => e.id === 'dentist')!;
    expect(back).toMatchObject({ startDate: '2026-03-18T15:00:00+01:00' });
    expect(back.lastUpdated).toBeGreaterThan(moved.lastUpdated);
  });

  it('a refused change offers nothing; a refused undo answers its failure and changes nothing', async () => {
    const { store, actions, offers } = await setup();
    store.failing = 'all';
    await actions.remove({ record: dentist(), occurrenceStart: null }, 'all');
    expect(offers).toEqual([]);
    store.failing = null;
    await actions.remove({ record: dentist(), occurrenceStart: null }, 'all');
    const after = shownOnServer(store);
    store.failing = 'all';
    await expect(offers[0]!.undo()).resolves.toMatchObject({
      ok: false,
      messageKey: 'common:errors.server',
    });
    expect(shownOnServer(store)).toEqual(after);
  });

  it('offline, a series edit and its undo wait in the outbox and leave the server as it was', async () => {
    const { store, actions, offers } = await setup();
    const before = shownOnServer(store);
    store.api.failing = 'unreachable';
    await actions.save(
      { record: weekly(), occurrenceStart: MAR30 },
      inputOf(weekly(), {
        title: 'Hot yoga',
        startDate: MAR30,
        endDate: '2026-03-30T10:00:00+02:00',
      }),
      'following',
    );
    await expect(offers[0]!.undo()).resolves.toMatchObject({ ok: true });
    expect(pendingEntries('calendar')).toHaveLength(2);
    store.api.failing = null;
    await replayOutbox();
    expect(pendingEntries('calendar')).toHaveLength(0);
    expect(shownOnServer(store)).toEqual(before);
  });
});
