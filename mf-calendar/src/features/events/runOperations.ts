// Runs a plan of the domain's event planner against the calendar collection, in order, stopping at the first failure.
import type { EventOperation } from '@planner/shared/domain';
import { logger } from '@planner/shared/logger';
import type { EventStore } from './EventStoreContext';

/**
 * True when every call succeeded. A create whose answer has no non-empty id counts as failed
 * (docs/product.md section 5). Each update already carries the stored version's lastUpdated (the domain planner
 * sees to it, for the api's conflict check).
 */
export async function runOperations(
  store: EventStore,
  operations: readonly EventOperation[],
  options: {
    /** Receives the ids of the records created. */
    created?: string[];
  } = {},
): Promise<boolean> {
  for (const op of operations) {
    if (op.type === 'create') {
      const created = await store.create(op.event);
      if (!created || typeof created.id !== 'string' || created.id.trim() === '') {
        logger.error('calendar: the event could not be created');
        return false;
      }
      options.created?.push(created.id);
    } else if (op.type === 'update') {
      const saved = await store.update(op.id, op.event);
      if (!saved) return false;
    } else {
      const removed = await store.remove(op.id);
      if (!removed) return false;
    }
  }
  return true;
}
