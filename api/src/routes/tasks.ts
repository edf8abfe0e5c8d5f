// Task routes: list, create, update, delete, deletemulti; the server checks and derives the deadline fields.
import type { FastifyInstance } from 'fastify';
import {
  applyTasksBodySchema,
  createTaskBodySchema,
  deleteManyTasksBodySchema,
} from '@planner/shared/model';
import type { Task } from '@planner/shared/model';
import type * as z from 'zod/mini';
import type { Db } from '../db/db';
import type { ListCache } from '../store/listCache';
import { deriveDeadlineRange, isDeadlineInPast } from '../domain/deadline';
import type { IssueText } from '../errors';
import { ApiError, fieldFirst } from '../errors';
import { deleteEntities } from '../store/entityStore';
import type { CrudOperations } from './crud';
import { registerCrud } from './crud';
import { parseBody } from './validate';

type TaskInput = z.infer<typeof createTaskBodySchema>['task'];

export function buildTask(
  input: TaskInput,
  id: string,
  version: number,
  stored: Task | null,
  now: Date,
): Task {
  const deadlineChanged = stored === null || stored.deadline !== input.deadline;
  // A new task is checked against the day it was made: one made before its deadline passed (a delete
  // undone, a create that waited offline in the outbox) is stored as it was; a deadline typed today must
  // not be in the past. An edit that changes the deadline is checked against today.
  const madeAt = Date.parse(input.createdAt);
  const reference = stored === null && madeAt < now.getTime() ? new Date(madeAt) : now;
  if (input.deadline !== null && deadlineChanged && isDeadlineInPast(input.deadline, reference)) {
    throw new ApiError('validation-error', 'task.deadline: Task deadline cannot be in the past');
  }
  return {
    ...input,
    id,
    deadlineRange:
      input.deadline !== null ? deriveDeadlineRange(input.deadline, now) : input.deadlineRange,
    lastUpdated: version,
  };
}

/** How a failure of update `index` reads: "updates[2]: " then the single route's message. */
const updateLabel = (index: number) => `updates[${index}]`;

/** updates.2.task.title → "updates[2]: task.title: ...", as PUT /task/update names the field. */
const updateIssue: IssueText = (path, message) => {
  const [head, index, ...rest] = path;
  if (head !== 'updates' || typeof index !== 'number') return fieldFirst(path, message);
  return `${updateLabel(index)}: ${rest.length > 0 ? `${rest.join('.')}: ` : ''}${message}`;
};

/**
 * POST /task/apply: every update in order, in one transaction, each with the version check of PUT
 * /task/update/:id. The first failure rolls everything back and answers what its single route would have
 * (404, 409 with the stored task, 400), its message prefixed by the update's place.
 */
function registerApply(app: FastifyInstance, db: Db, ops: CrudOperations<TaskInput, Task>): void {
  app.post('/task/apply', async (request) => {
    const { updates } = parseBody(applyTasksBodySchema, request.body, updateIssue);
    const uid = request.uid as string;
    const results = await db.transaction(async (tx) => {
      const saved: Task[] = [];
      for (const [index, update] of updates.entries()) {
        try {
          saved.push(await ops.update(tx, uid, update.id, update.task));
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          throw new ApiError(err.code, `${updateLabel(index)}: ${err.message}`, err.data);
        }
      }
      return saved;
    });
    return { success: true, data: { results } };
  });
}

export function registerTaskRoutes(app: FastifyInstance, db: Db, cache: ListCache): void {
  const ops = registerCrud<TaskInput, Task>(app, db, cache, {
    table: 'tasks',
    base: 'task',
    listPath: 'task',
    bodySchema: createTaskBodySchema,
    bodyKey: 'task',
    label: 'Task',
    build: buildTask,
  });
  registerApply(app, db, ops);

  app.delete('/task/deletemulti', async (request) => {
    const { taskIds } = parseBody(deleteManyTasksBodySchema, request.body);
    const ids = await deleteEntities(db, 'tasks', request.uid as string, [...new Set(taskIds)]);
    return { success: true, data: { ids } };
  });
}
