// In-memory stand-ins for the calendar and presets collections (tests and the bench), with the sync rule's shape.
import { BehaviorSubject } from 'rxjs';
import {
  eventSchema,
  presetSchema,
  type CalendarEvent,
  type EventInput,
  type Preset,
  type PresetInput,
} from '@planner/shared/model';
import type { EventStore } from '../events/EventStoreContext';
import type { PresetStore } from '../presets/PresetStoreContext';

export type Call = { type: 'create' | 'update' | 'remove'; id?: string; body?: unknown };

/** Like SyncedCollection: state changes only after a successful "server" answer; failures change nothing. */
class MemoryStore<T extends { id: string; lastUpdated: number }, I> {
  readonly items$: BehaviorSubject<readonly T[]>;
  readonly calls: Call[] = [];
  /** Set to make the next calls fail ('all'), or make creates answer without an id ('no-id'). */
  failing: null | 'all' | 'no-id' = null;
  private next = 1;
  private clock = 1_000;

  constructor(
    private readonly parse: (value: unknown) => T,
    private readonly prefix: string,
    initial: readonly T[] = [],
  ) {
    this.items$ = new BehaviorSubject<readonly T[]>(initial);
  }

  get items(): readonly T[] {
    return this.items$.getValue();
  }

  async create(input: I): Promise<T | null> {
    this.calls.push({ type: 'create', body: input });
    if (this.failing === 'all') return null;
    // A server answering without an id (the caller must count it as failed; nothing is stored).
    if (this.failing === 'no-id') return { ...input, id: '', lastUpdated: 1 } as unknown as T;
    const item = this.parse({
      ...input,
      id: `${this.prefix}-${this.next++}`,
      lastUpdated: ++this.clock,
    });
    this.items$.next([...this.items, item]);
    return item;
  }

  async update(id: string, entity: I): Promise<T | null> {
    this.calls.push({ type: 'update', id, body: entity });
    const current = this.items.find((i) => i.id === id);
    if (this.failing === 'all' || !current) return null;
    if ((entity as { lastUpdated: number }).lastUpdated < current.lastUpdated) return null; // 409
    const item = this.parse({ ...entity, id, lastUpdated: ++this.clock });
    this.items$.next(this.items.map((i) => (i.id === id ? item : i)));
    return item;
  }

  async remove(id: string): Promise<boolean> {
    this.calls.push({ type: 'remove', id });
    if (this.failing === 'all' || !this.items.some((i) => i.id === id)) return false;
    this.items$.next(this.items.filter((i) => i.id !== id));
    return true;
  }
}

export class MemoryEventStore extends MemoryStore<CalendarEvent, EventInput> implements EventStore {
  constructor(initial: readonly CalendarEvent[] = []) {
    super((v) => eventSchema.parse(v), 'ev', initial);
  }
}

export class MemoryPresetStore extends MemoryStore<Preset, PresetInput> implements PresetStore {
  constructor(initial: readonly Preset[] = []) {
    super((v) => presetSchema.parse(v), 'pr', initial);
  }
}

export function makeEvent(fields: Partial<EventInput> & { id: string }): CalendarEvent {
  return eventSchema.parse({
    title: `Event ${fields.id}`,
    timeZone: 'Europe/Paris',
    startDate: '2026-03-16T09:00:00+01:00',
    endDate: '2026-03-16T10:00:00+01:00',
    lastUpdated: 1,
    ...fields,
  });
}
