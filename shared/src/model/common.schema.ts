// Small reusable zod pieces shared by every entity schema (dates, times, colours, ids).
import { z } from 'zod';
import { isValidTimeZone } from './constants';

export const idSchema = z.string().min(1).max(128);
/** ISO 8601 date-time with an offset, e.g. 2026-11-22T09:00:00+01:00 or ...Z. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
/** ISO calendar date, e.g. 2026-11-22. */
export const isoDateSchema = z.iso.date();
/** Epoch milliseconds. */
export const timestampSchema = z.number().int().nonnegative();
export const hhmmSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time HH:MM');
export const hhmmssSchema = z
  .string()
  .regex(/^([01]\d|2[0-4]):[0-5]\d:[0-5]\d$/, 'Expected a duration or time HH:MM:SS');
export const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour #RRGGBB');
export const titleSchema = z
  .string()
  .max(200)
  .refine((s) => s.trim().length > 0, 'Title cannot be empty');
export const descriptionSchema = z.string().max(5000);

export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(isValidTimeZone, 'Unknown time zone');
