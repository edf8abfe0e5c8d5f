// The calendar's writes: create, save (with its scope) and delete, planned by the shared domain and run on the store.
import {
  planEventCreate,
  planEventDelete,
  planEventUpdate,
  type EventScope,
} from '@planner/shared/domain';
import { bus } from '@planner/shared/bus';
import type { CalendarEvent, EventInput } from '@planner/shared/model';
import type { EventStore } from './EventStoreContext';
import { runOperations } from './runOperations';

/** What the user acts on: a stored record, and for a series' occurrence its original start. */
export interface EventTarget {
  record: CalendarEvent;
  occurrenceStart: string | null;
}

export interface EventActions {
  /** False when the server refused it, or its answer had no id (nothing changes locally). */
  create(input: EventInput): Promise<boolean>;
  save(target: EventTarget, input: EventInput, scope: EventScope): Promise<boolean>;
  remove(target: EventTarget, scope: EventScope): Promise<boolean>;
}

export function createEventActions(store: EventStore): EventActions {
  const existing = () => store.items$.getValue();
  return {
    async create(input) {
      const created: string[] = [];
      const ok = await runOperations(store, planEventCreate(input), { created });
      for (const id of created) bus.publish('calendar:event-saved', { id });
      return ok;
    },
    async save(target, input, scope) {
      const all = existing();
      const ops = planEventUpdate(
        target.record,
        input,
        scope,
        target.occurrenceStart ?? undefined,
        {
          existing: all,
        },
      );
      const ok = await runOperations(store, ops);
      if (ok) bus.publish('calendar:event-saved', { id: target.record.id });
      return ok;
    },
    async remove(target, scope) {
      const all = existing();
      const ops = planEventDelete(target.record, scope, target.occurrenceStart ?? undefined, {
        existing: all,
      });
      return runOperations(store, ops);
    },
  };
}
