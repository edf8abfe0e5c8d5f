// Which calendar collection the components use: the page's synced singleton, or a stand-in in tests and the bench.
import { createContext, useContext } from 'react';
import type { BehaviorSubject } from 'rxjs';
import { calendar } from '@planner/shared/sync';
import type { CalendarEvent, EventInput } from '@planner/shared/model';

/** The part of SyncedCollection<CalendarEvent> the calendar remote uses. */
export interface EventStore {
  readonly items$: BehaviorSubject<readonly CalendarEvent[]>;
  create(input: EventInput): Promise<CalendarEvent | null>;
  update(id: string, entity: EventInput): Promise<CalendarEvent | null>;
  remove(id: string): Promise<boolean>;
}

export const EventStoreContext = createContext<EventStore>(calendar);

export function useEventStore(): EventStore {
  return useContext(EventStoreContext);
}
