// The api's response envelope and error codes (DESIGN.md "Wire format"), plus the request bodies.
import { z } from 'zod';
import { eventInputSchema } from './event.schema';
import { idSchema } from './common.schema';
import { notificationSchema } from './notification.schema';
import { presetInputSchema } from './preset.schema';
import { profileSchema } from './profile.schema';
import { calendarSettingsSchema } from './settings.schema';
import { taskInputSchema } from './task.schema';

export const API_ERROR_CODES = [
  'validation-error',
  'unauthenticated',
  'forbidden',
  'not-found',
  'conflict',
  'payload-too-large',
  'rate-limited',
  'error-occurred',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const API_ERROR_STATUS: Record<ApiErrorCode, number> = {
  'validation-error': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'payload-too-large': 413,
  'rate-limited': 429,
  'error-occurred': 500,
};

export type ApiSuccess<T> = { success: true; data: T };
export type ApiFailure = {
  success: false;
  error: ApiErrorCode | string;
  message: string;
  data?: unknown;
};
export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

/** Request bodies, exactly as SPEC.md section 7 names them. */
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

/** Prefix of every data route: /testconnect in development, /connect otherwise. */
export const API_PREFIX_PRODUCTION = '/connect';
export const API_PREFIX_DEVELOPMENT = '/testconnect';
