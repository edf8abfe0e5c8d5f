// Test helper for the domain tests: builds valid CalendarEvent records through the real schema.
import { eventSchema } from '../model';
import type { CalendarEvent, EventInput } from '../model';

export function makeEvent(fields: Partial<EventInput> & { id: string }): CalendarEvent {
  return eventSchema.parse({
    title: `Event ${fields.id}`,
    timeZone: 'Europe/Paris',
    lastUpdated: 1,
    ...fields,
  });
}
