// Which calendar collection the components use: the page's synced singleton, or a stand-in in tests and the bench.
import { createContext, useContext } from 'react';
import { BehaviorSubject } from 'rxjs';
import { calendar, useSubjectValue, type SyncStatus } from '@planner/shared/sync';
import type { CalendarEvent, EventInput } from '@planner/shared/model';

/** The part of SyncedCollection<CalendarEvent> the calendar remote uses. */
export interface EventStore {
  readonly items$: BehaviorSubject<readonly CalendarEvent[]>;
  create(input: EventInput): Promise<CalendarEvent | null>;
  update(id: string, entity: EventInput): Promise<CalendarEvent | null>;
  remove(id: string): Promise<boolean>;
  /** Load state of a synced store (stand-ins without one count as loaded). */
  readonly status$?: BehaviorSubject<SyncStatus>;
}

export const EventStoreContext = createContext<EventStore>(calendar);

export function useEventStore(): EventStore {
  return useContext(EventStoreContext);
}

const LOADED = new BehaviorSubject<SyncStatus>({
  loading: false,
  loaded: true,
  fromCache: false,
  error: null,
});

/** Whether the events were loaded once (the local copy or the server's list). */
export function useEventsLoaded(): boolean {
  const store = useEventStore();
  return useSubjectValue(store.status$ ?? LOADED).loaded;
}
