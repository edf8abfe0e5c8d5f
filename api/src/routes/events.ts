// Calendar event routes: list, create, update, delete, and apply (a whole event plan in one transaction);
// series are stored as one record (docs/product.md section 4).
import type { FastifyInstance } from 'fastify';
import { lastDayOfSeries } from '@planner/shared/domain';
import {
  IMPORT_BODY_LIMIT_BYTES,
  applyEventsBodySchema,
  createEventBodySchema,
} from '@planner/shared/model';
import type { AppliedOperation, CalendarEvent } from '@planner/shared/model';
import type * as z from 'zod/mini';
import type { Db, Queryable } from '../db/db';
import type { IssueText } from '../errors';
import { ApiError, fieldFirst } from '../errors';
import { upsertEvents } from '../store/eventImport';
import type { ListCache } from '../store/listCache';
import type { CrudOperations } from './crud';
import { registerCrud } from './crud';
import { parseBody } from './validate';

type EventInput = z.infer<typeof createEventBodySchema>['event'];

/** The columns the reminder scheduler filters on. */
export function eventColumns(e: CalendarEvent) {
  return {
    recurrence: e.recurrence,
    recurrence_id: e.recurrenceId,
    original_start: e.originalStart,
    cancelled: e.cancelled,
    start_at: e.startDate,
    // The last day the series may occur on: a counted series' last occurrence, so the reminder
    // pass skips it once it is over (the count itself stays in the JSON document).
    recurrence_end: e.recurrence === 'none' ? e.recurrenceEnd : lastDayOfSeries(e),
    reminder_minutes: e.reminderMinutes,
    external_id: e.externalId ?? null,
  };
}

/** An event made from a preset names one of the user's own presets. */
async function presetExists(db: Queryable, uid: string, input: EventInput): Promise<void> {
  if (!input.presetId) return;
  const rows = await db.query('SELECT 1 FROM presets WHERE uid = $1 AND id = $2', [
    uid,
    input.presetId,
  ]);
  if (rows.length === 0) throw new ApiError('validation-error', 'event.presetId: Unknown preset');
}

type Operation = z.infer<typeof applyEventsBodySchema>['operations'][number];

/** How a failure of the plan's operation `index` reads: "operations[2]: " then the single route's message. */
const operationLabel = (index: number) => `operations[${index}]`;

/** operations.2.event.title → "operations[2]: event.title: ...", as the single route names the field. */
const operationIssue: IssueText = (path, message) => {
  const [head, index, ...rest] = path;
  if (head !== 'operations' || typeof index !== 'number') return fieldFirst(path, message);
  return `${operationLabel(index)}: ${rest.length > 0 ? `${rest.join('.')}: ` : ''}${message}`;
};

/** One operation, exactly as its single route does it (create, update, delete). */
async function applyOne(
  ops: CrudOperations<EventInput, CalendarEvent>,
  tx: Queryable,
  uid: string,
  op: Operation,
): Promise<AppliedOperation> {
  switch (op.type) {
    case 'create':
      return { type: 'create', event: await ops.create(tx, uid, op.event) };
    case 'update':
      return { type: 'update', event: await ops.update(tx, uid, op.id, op.event) };
    case 'delete':
      await ops.remove(tx, uid, op.id);
      return { type: 'delete', id: op.id };
    case 'upsert':
      throw new Error('upserts run as one batch (importEvents)');
  }
}

/**
 * An import: upserts only (the body schema refuses a mix). Checked as the single routes would (the
 * preset), then stored in a few statements by externalId (store/eventImport.ts).
 */
async function importEvents(
  tx: Queryable,
  uid: string,
  operations: readonly Operation[],
): Promise<AppliedOperation[]> {
  const seen = new Map<string, number>();
  const inputs = operations.map((op, index) => {
    if (op.type !== 'upsert') throw new Error('an import holds upserts only');
    const externalId = op.event.externalId as string;
    const first = seen.get(externalId);
    if (first !== undefined) {
      throw new ApiError(
        'validation-error',
        `${operationLabel(index)}: event.externalId: The same as operations[${first}]`,
      );
    }
    seen.set(externalId, index);
    return { ...op.event, externalId };
  });
  for (const [index, input] of inputs.entries()) {
    try {
      await presetExists(tx, uid, input);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      throw new ApiError(err.code, `${operationLabel(index)}: ${err.message}`, err.data);
    }
  }
  return upsertEvents(tx, uid, inputs, eventColumns);
}

/**
 * POST /calendar/apply: every operation of the plan in order, in one transaction. The first failure rolls
 * everything back and answers what its single route would have (status, code, data), its message
 * prefixed by the operation's place. The body is checked whole before anything runs.
 */
function registerApply(
  app: FastifyInstance,
  db: Db,
  ops: CrudOperations<EventInput, CalendarEvent>,
): void {
  // An import carries up to MAX_IMPORT_OPERATIONS events: this route takes a bigger body than the others.
  app.post('/calendar/apply', { bodyLimit: IMPORT_BODY_LIMIT_BYTES }, async (request) => {
    const { operations } = parseBody(applyEventsBodySchema, request.body, operationIssue);
    const uid = request.uid as string;
    const results = await db.transaction(async (tx) => {
      if (operations[0]?.type === 'upsert') return importEvents(tx, uid, operations);
      const applied: AppliedOperation[] = [];
      for (const [index, op] of operations.entries()) {
        try {
          applied.push(await applyOne(ops, tx, uid, op));
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          throw new ApiError(err.code, `${operationLabel(index)}: ${err.message}`, err.data);
        }
      }
      return applied;
    });
    return { success: true, data: { results } };
  });
}

export function registerEventRoutes(app: FastifyInstance, db: Db, cache: ListCache): void {
  const ops = registerCrud<EventInput, CalendarEvent>(app, db, cache, {
    table: 'events',
    base: 'calendar',
    listPath: 'calendar',
    bodySchema: createEventBodySchema,
    bodyKey: 'event',
    label: 'Event',
    // The externalId is the import's alone (an 'upsert' of /calendar/apply): an edit keeps the stored one.
    build: (input, id, version, stored) => {
      const { externalId: _given, ...rest } = input;
      const externalId = stored?.externalId;
      return { ...rest, id, lastUpdated: version, ...(externalId ? { externalId } : {}) };
    },
    columns: eventColumns,
    check: presetExists,
  });
  registerApply(app, db, ops);
}
