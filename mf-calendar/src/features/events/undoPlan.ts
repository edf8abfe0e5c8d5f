// The plan that takes back an applied calendar plan (docs/product.md section 4, "Undo"): sent as ONE
// request like the change itself, so a series edit is undone in one step, all or nothing.
import type { EventOperation } from '@planner/shared/domain';
import type { AppliedOperation, CalendarEvent } from '@planner/shared/model';

/**
 * `before` is the calendar as it was when the change was planned, `applied` what the server stored.
 * A created record is deleted, an updated one gets its former fields back over its current version, a
 * deleted one is created again (a new id: the api makes every id; a series keeps its recurrenceId, so
 * its overrides still belong to it). In the domain's safe order: creates, updates, deletes. Null when a
 * record the change touched is unknown (nothing to put back).
 */
export function undoPlan(
  before: readonly CalendarEvent[],
  applied: readonly AppliedOperation[],
): EventOperation[] | null {
  const was = new Map(before.map((event) => [event.id, event]));
  const creates: EventOperation[] = [];
  const updates: EventOperation[] = [];
  const deletes: EventOperation[] = [];
  for (const op of applied) {
    if (op.type === 'create') {
      deletes.push({ type: 'delete', id: op.event.id });
      continue;
    }
    const id = op.type === 'delete' ? op.id : op.event.id;
    const old = was.get(id);
    if (!old) return null;
    // The externalId is the import's alone (the api keeps the stored one on an edit, drops it on a create).
    const { id: _id, externalId: _externalId, ...fields } = old;
    if (op.type === 'delete') creates.push({ type: 'create', event: fields });
    else
      updates.push({ type: 'update', id, event: { ...fields, lastUpdated: op.event.lastUpdated } });
  }
  return [...creates, ...updates, ...deletes];
}
