// Calendar and app settings: the wire format of docs/product.md section 3, "CalendarSettings".
import * as z from 'zod/mini';
import { hhmmSchema, hhmmssSchema, timestampSchema } from './common.schema';
import {
  CALENDAR_VIEWS,
  DEFAULT_DELETE_DELAY_MS,
  MAX_DELETE_DELAY_MS,
  MIN_DELETE_DELAY_MS,
  SUPPORTED_LANGUAGES,
  THEME_PREFERENCES,
} from './constants';

const settingsObject = z.object({
  slotMinTime: z._default(hhmmssSchema, '06:00:00'),
  slotMaxTime: z._default(hhmmssSchema, '22:00:00'),
  slotDuration: z._default(hhmmssSchema, '00:30:00'),
  slotLabelInterval: z._default(hhmmSchema, '01:00'),
  deleteDelay: z._default(
    z.number().check(z.int(), z.minimum(MIN_DELETE_DELAY_MS), z.maximum(MAX_DELETE_DELAY_MS)),
    DEFAULT_DELETE_DELAY_MS,
  ),
  /** The calendar's default display range (view). */
  displayRange: z._default(z.enum(CALENDAR_VIEWS), 'week'),
  theme: z._default(z.enum(THEME_PREFERENCES), 'system'),
  language: z._default(z.enum(SUPPORTED_LANGUAGES), 'en'),
  lastUpdated: z._default(timestampSchema, 0),
});

export const calendarSettingsSchema = settingsObject.check(
  z.superRefine((s, ctx) => {
    if (s.slotMaxTime <= s.slotMinTime) {
      ctx.addIssue({
        code: 'custom',
        path: ['slotMaxTime'],
        message: 'slotMaxTime must be after slotMinTime',
      });
    }
    if (s.slotDuration === '00:00:00') {
      ctx.addIssue({
        code: 'custom',
        path: ['slotDuration'],
        message: 'slotDuration must be positive',
      });
    }
    if (s.slotLabelInterval === '00:00') {
      ctx.addIssue({
        code: 'custom',
        path: ['slotLabelInterval'],
        message: 'slotLabelInterval must be positive',
      });
    }
  }),
);

export type CalendarSettingsInput = z.input<typeof calendarSettingsSchema>;
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;
