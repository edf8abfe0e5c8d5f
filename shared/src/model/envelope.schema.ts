// The api's response envelope and error codes (docs/product.md section 3), plus the request bodies.
import { z } from 'zod';
import type { ApiErrorCode } from './constants';
import { eventInputSchema } from './event.schema';
import { idSchema } from './common.schema';
import { notificationSchema } from './notification.schema';
import { presetInputSchema } from './preset.schema';
import { profileSchema } from './profile.schema';
import { calendarSettingsSchema } from './settings.schema';
import { taskInputSchema } from './task.schema';

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
export const createTaskBodySchema = z.object({ task: taskInputSchema });
export const updateTaskBodySchema = z.object({ task: taskInputSchema });
export const deleteManyTasksBodySchema = z.object({ taskIds: z.array(idSchema).min(1).max(1000) });
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
