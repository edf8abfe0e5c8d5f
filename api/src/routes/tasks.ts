// Task routes: list, create, update, delete, deletemulti; the server checks and derives the deadline fields.
import type { FastifyInstance } from 'fastify';
import { createTaskBodySchema, deleteManyTasksBodySchema } from '@planner/shared/model';
import type { Task } from '@planner/shared/model';
import type { z } from 'zod';
import type { Db } from '../db/db';
import type { ListCache } from '../store/listCache';
import { deriveDeadlineRange, isDeadlineInPast } from '../domain/deadline';
import { ApiError } from '../errors';
import { deleteEntities } from '../store/entityStore';
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
  if (input.deadline !== null && deadlineChanged && isDeadlineInPast(input.deadline, now)) {
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

export function registerTaskRoutes(app: FastifyInstance, db: Db, cache: ListCache): void {
  registerCrud<TaskInput, Task>(app, db, cache, {
    table: 'tasks',
    base: 'task',
    listPath: 'task',
    bodySchema: createTaskBodySchema,
    bodyKey: 'task',
    label: 'Task',
    build: buildTask,
  });

  app.delete('/task/deletemulti', async (request) => {
    const { taskIds } = parseBody(deleteManyTasksBodySchema, request.body);
    const ids = await deleteEntities(db, 'tasks', request.uid as string, [...new Set(taskIds)]);
    return { success: true, data: { ids } };
  });
}
