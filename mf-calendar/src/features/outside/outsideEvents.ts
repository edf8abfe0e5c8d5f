// Events of the outside calendars the person subscribes to (docs/product.md section 10), drawn read-only
// beside their own: each visible subscription's last good copy, expanded with the same recurrence rules
// as the calendar's own events, in the subscription's colour. Never editable, never dragged or resized.
import type { Occurrence } from '@planner/shared/domain';
import type { Subscription } from '@planner/shared/model';
import { occurrencesIn, splitEvents, type EventState } from '../events/eventState';
import { toFullCalendarEvent, type FcEventInput } from '../calendar/toFullCalendarEvents';

/** Ids of outside events, apart from the person's own events' keys and the task blocks. */
export const OUTSIDE_PREFIX = 'outside:';

export interface OutsideEventInput extends Omit<FcEventInput, 'extendedProps'> {
  editable: false;
  startEditable: false;
  durationEditable: false;
  extendedProps: {
    kind: 'outside';
    key: string;
    calendarName: string;
    subscriptionId: string;
  };
}

/** What the read-only popup shows of one outside occurrence. */
export interface OutsideOccurrence {
  occurrence: Occurrence;
  calendarName: string;
  color: string;
}

export interface OutsideSource {
  /** The FullCalendar inputs of the range, and the occurrences (for the hours shown). */
  (start: Date, end: Date): { inputs: OutsideEventInput[]; occurrences: Occurrence[] };
  /** The occurrence behind an input's id (the popup). */
  find: (id: string) => OutsideOccurrence | undefined;
}

interface Calendar {
  subscription: Subscription;
  state: EventState;
}

/**
 * A source over the visible subscriptions (make a new one when they change). With nothing to show it is
 * always NO_OUTSIDE: the calendar does not draw again when an empty list arrives.
 */
export function outsideSource(subscriptions: readonly Subscription[]): OutsideSource {
  const calendars: Calendar[] = subscriptions
    .filter((s) => !s.hidden && s.events.length > 0)
    .map((subscription) => ({ subscription, state: splitEvents(subscription.events) }));
  return calendars.length === 0 ? NO_OUTSIDE : sourceOf(calendars);
}

function sourceOf(calendars: readonly Calendar[]): OutsideSource {
  let shown = new Map<string, OutsideOccurrence>();
  const source = ((start: Date, end: Date) => {
    const inputs: OutsideEventInput[] = [];
    const occurrences: Occurrence[] = [];
    const next = new Map<string, OutsideOccurrence>();
    for (const { subscription, state } of calendars) {
      for (const o of occurrencesIn(state, start, end)) {
        if (o.event.cancelled) continue;
        const base = toFullCalendarEvent(o);
        const id = `${OUTSIDE_PREFIX}${subscription.id}:${o.key}`;
        occurrences.push(o);
        next.set(id, { occurrence: o, calendarName: subscription.name, color: subscription.color });
        inputs.push({
          ...base,
          id,
          editable: false,
          startEditable: false,
          durationEditable: false,
          extendedProps: {
            kind: 'outside',
            key: o.key,
            calendarName: subscription.name,
            subscriptionId: subscription.id,
          },
        });
      }
    }
    shown = next;
    return { inputs, occurrences };
  }) as OutsideSource;
  source.find = (id) => shown.get(id);
  return source;
}

export const NO_OUTSIDE: OutsideSource = sourceOf([]);
