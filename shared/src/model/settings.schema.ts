// Calendar and app settings: the wire format of docs/product.md section 3, "CalendarSettings".
import { z } from 'zod';
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
  slotMinTime: hhmmssSchema.default('06:00:00'),
  slotMaxTime: hhmmssSchema.default('22:00:00'),
  slotDuration: hhmmssSchema.default('00:30:00'),
  slotLabelInterval: hhmmSchema.default('01:00'),
  deleteDelay: z
    .number()
    .int()
    .min(MIN_DELETE_DELAY_MS)
    .max(MAX_DELETE_DELAY_MS)
    .default(DEFAULT_DELETE_DELAY_MS),
  /** The calendar's default display range (view). */
  displayRange: z.enum(CALENDAR_VIEWS).default('week'),
  theme: z.enum(THEME_PREFERENCES).default('system'),
  language: z.enum(SUPPORTED_LANGUAGES).default('en'),
  lastUpdated: timestampSchema.default(0),
});

export const calendarSettingsSchema = settingsObject.superRefine((s, ctx) => {
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
});

export type CalendarSettingsInput = z.input<typeof calendarSettingsSchema>;
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;
