// The calendar's writes: create, save (with its scope) and delete, planned by the shared domain and sent
// as one request (applyEventPlan: a multi-step edit applies entirely or not at all).
import {
  planEventCreate,
  planEventDelete,
  planEventUpdate,
  type EventScope,
} from '@planner/shared/domain';
import type { AppliedOperation, CalendarEvent, EventInput } from '@planner/shared/model';
import { applyEventPlan, calendar, type Outcome } from '@planner/shared/sync';

/** What the user acts on: a stored record, and for a series' occurrence its original start. */
export interface EventTarget {
  record: CalendarEvent;
  occurrenceStart: string | null;
}

export type PlanOutcome = Outcome<readonly AppliedOperation[]>;

export interface EventActions {
  /** On failure nothing changed (the server refused it, or its answer was unusable). */
  create(input: EventInput): Promise<PlanOutcome>;
  save(target: EventTarget, input: EventInput, scope: EventScope): Promise<PlanOutcome>;
  remove(target: EventTarget, scope: EventScope): Promise<PlanOutcome>;
}

/** The actions over the page's calendar (the stored records the planner needs come from the cache). */
export function createEventActions(): EventActions {
  return {
    create(input) {
      return applyEventPlan(planEventCreate(input));
    },
    save(target, input, scope) {
      const ops = planEventUpdate(
        target.record,
        input,
        scope,
        target.occurrenceStart ?? undefined,
        {
          existing: calendar.items(),
        },
      );
      return applyEventPlan(ops);
    },
    remove(target, scope) {
      const ops = planEventDelete(target.record, scope, target.occurrenceStart ?? undefined, {
        existing: calendar.items(),
      });
      return applyEventPlan(ops);
    },
  };
}
