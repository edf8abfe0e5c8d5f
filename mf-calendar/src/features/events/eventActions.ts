// The calendar's writes: create, save (with its scope) and delete, planned by the shared domain and sent
// as one request (applyEventPlan: a multi-step edit applies entirely or not at all). A save or a delete
// also offers its undo, the inverse plan as one request (docs/product.md section 4, "Undo").
import {
  planEventCreate,
  planEventDelete,
  planEventUpdate,
  type EventOperation,
  type EventScope,
} from '@planner/shared/domain';
import type { AppliedOperation, CalendarEvent, EventInput } from '@planner/shared/model';
import { applyEventPlan, calendar, type Outcome } from '@planner/shared/sync';
import { undoPlan } from './undoPlan';

/** What the user acts on: a stored record, and for a series' occurrence its original start. */
export interface EventTarget {
  record: CalendarEvent;
  occurrenceStart: string | null;
}

export type PlanOutcome = Outcome<readonly AppliedOperation[]>;

/** What a change was (for the toast's words): a delete, a drag or resize, or an edit in the form. */
export type EventChange = 'deleted' | 'moved' | 'edited';

/** A change that can be taken back, and how. */
export interface EventUndo {
  change: EventChange;
  undo(): Promise<PlanOutcome>;
}

export interface EventActions {
  /** Each input a new event, all in one request. On failure nothing changed (the server refused it, or its answer was unusable). */
  create(...inputs: EventInput[]): Promise<PlanOutcome>;
  save(
    target: EventTarget,
    input: EventInput,
    scope: EventScope,
    change?: 'moved' | 'edited',
  ): Promise<PlanOutcome>;
  remove(target: EventTarget, scope: EventScope): Promise<PlanOutcome>;
}

/** The actions over the page's calendar (the stored records the planner needs come from the cache). */
export function createEventActions(
  offerUndo: (step: EventUndo) => void = () => undefined,
): EventActions {
  /** Applies the plan; once stored, offers the plan that puts back the calendar as it was before. */
  async function applyUndoable(ops: EventOperation[], change: EventChange) {
    const before = calendar.items();
    const outcome = await applyEventPlan(ops);
    const inverse = outcome.ok ? undoPlan(before, outcome.data) : null;
    if (inverse && inverse.length > 0) offerUndo({ change, undo: () => applyEventPlan(inverse) });
    return outcome;
  }

  return {
    create(...inputs) {
      return applyEventPlan(inputs.flatMap((input) => planEventCreate(input)));
    },
    save(target, input, scope, change = 'edited') {
      const ops = planEventUpdate(
        target.record,
        input,
        scope,
        target.occurrenceStart ?? undefined,
        {
          existing: calendar.items(),
        },
      );
      return applyUndoable(ops, change);
    },
    remove(target, scope) {
      const ops = planEventDelete(target.record, scope, target.occurrenceStart ?? undefined, {
        existing: calendar.items(),
      });
      return applyUndoable(ops, 'deleted');
    },
  };
}
