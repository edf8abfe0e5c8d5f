// The api's response envelope and error codes (docs/product.md section 3), plus the request bodies.
import * as z from 'zod/mini';
import type { ApiErrorCode } from './constants';
import { MAX_APPLY_OPERATIONS, MAX_IMPORT_OPERATIONS, MAX_TASK_APPLY_UPDATES } from './constants';
import { eventInputSchema, eventSchema } from './event.schema';
import { idSchema } from './common.schema';
import { notificationSchema } from './notification.schema';
import { presetInputSchema } from './preset.schema';
import { profileSchema } from './profile.schema';
import { calendarSettingsSchema } from './settings.schema';
import { taskInputSchema, taskSchema } from './task.schema';

export type ApiSuccess<T> = { success: true; data: T };
export type ApiFailure = {
  success: false;
  error: ApiErrorCode | string;
  message: string;
  data?: unknown;
};
export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

/** Request bodies, exactly as docs/product.md section 7 names them. */
export const createEventBodySchema = z.object({ event: eventInputSchema });
export const updateEventBodySchema = z.object({ event: eventInputSchema });
/** One step of an event plan (shared/src/domain/eventPlan.ts EventOperation), as POST /calendar/apply takes it. */
export const eventOperationSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('create'), event: eventInputSchema }),
  z.object({ type: z.literal('update'), id: idSchema, event: eventInputSchema }),
  z.object({ type: z.literal('delete'), id: idSchema }),
  // An import: the event with this externalId is updated (whatever its version), or created.
  z.object({
    type: z.literal('upsert'),
    event: eventInputSchema.check(
      z.refine((e) => Boolean(e.externalId), {
        message: 'An imported event needs its externalId',
        path: ['externalId'],
      }),
    ),
  }),
]);
/**
 * POST /calendar/apply: the operations run in order, in one transaction (all or nothing). A plan is either
 * an edit (1-MAX_APPLY_OPERATIONS creates, updates, deletes) or an import (upserts only, up to
 * MAX_IMPORT_OPERATIONS).
 */
export const applyEventsBodySchema = z.object({
  operations: z.array(eventOperationSchema).check(
    z.minLength(1),
    z.maxLength(MAX_IMPORT_OPERATIONS),
    z.superRefine((ops, ctx) => {
      const upserts = ops.filter((op) => op.type === 'upsert').length;
      if (upserts > 0 && upserts < ops.length) {
        ctx.addIssue({ code: 'custom', message: 'An import holds upserts only' });
      } else if (upserts === 0 && ops.length > MAX_APPLY_OPERATIONS) {
        ctx.addIssue({
          code: 'custom',
          message: `Too big: expected at most ${MAX_APPLY_OPERATIONS} operations`,
        });
      }
    }),
  ),
});
export const createTaskBodySchema = z.object({ task: taskInputSchema });
export const updateTaskBodySchema = z.object({ task: taskInputSchema });
/** One task edit of POST /task/apply: the whole task as PUT /task/update/:id takes it, with its version. */
export const taskUpdateSchema = z.object({ id: idSchema, task: taskInputSchema });
/** POST /task/apply: task edits (a plan of the day accepted) in one transaction, all or nothing. */
export const applyTasksBodySchema = z.object({
  updates: z.array(taskUpdateSchema).check(z.minLength(1), z.maxLength(MAX_TASK_APPLY_UPDATES)),
});
/** What POST /task/apply answers: each task as stored, in the updates' order. */
export const applyTasksResultSchema = z.object({ results: z.array(taskSchema) });
export const deleteManyTasksBodySchema = z.object({
  taskIds: z.array(idSchema).check(z.minLength(1), z.maxLength(1000)),
});
export const createPresetBodySchema = z.object({ preset: presetInputSchema });
export const updatePresetBodySchema = z.object({ preset: presetInputSchema });
export const updateNotificationBodySchema = z.object({ notification: notificationSchema });
export const updateProfileBodySchema = z.object({ profile: profileSchema });
export const updateSettingsBodySchema = z.object({ settings: calendarSettingsSchema });

/** A list read's data before each record is checked on its own (invalid records are dropped, not the list). */
export const recordListSchema = z.array(z.unknown());
/** What a DELETE answers. */
export const deletedSchema = z.object({ id: idSchema });
/** What a delete-many answers: the ids it removed. */
export const deletedManySchema = z.object({ ids: z.array(idSchema) });
/** What one operation of POST /calendar/apply stored: the event as the server keeps it, or the id it removed. */
export const appliedOperationSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('create'), event: eventSchema }),
  z.object({ type: z.literal('update'), event: eventSchema }),
  z.object({ type: z.literal('delete'), id: idSchema }),
]);
/** What POST /calendar/apply answers: one result per operation, in the operations' order. */
export const applyResultSchema = z.object({ results: z.array(appliedOperationSchema) });

export type EventOperationBody = z.input<typeof eventOperationSchema>;
export type ApplyEventsBody = z.input<typeof applyEventsBodySchema>;
export type AppliedOperation = z.infer<typeof appliedOperationSchema>;
export type ApplyResult = z.infer<typeof applyResultSchema>;
export type TaskUpdateBody = z.input<typeof taskUpdateSchema>;
export type ApplyTasksBody = z.input<typeof applyTasksBodySchema>;
export type ApplyTasksResult = z.infer<typeof applyTasksResultSchema>;
