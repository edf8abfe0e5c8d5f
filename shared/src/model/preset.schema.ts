// Event preset (recurring, casual, recommended): the wire format of docs/product.md section 3, "Preset".
import { z } from 'zod';
import { MAX_REMINDER_MINUTES, PRESET_KINDS } from './constants';
import {
  colorSchema,
  descriptionSchema,
  hhmmSchema,
  idSchema,
  textSchema,
  timestampSchema,
  titleSchema,
} from './common.schema';
import { recurrenceSchema } from './event.schema';

export const presetKindSchema = z.enum(PRESET_KINDS);
export type PresetKind = z.infer<typeof presetKindSchema>;

const presetFields = {
  kind: presetKindSchema,
  title: titleSchema,
  description: descriptionSchema.default(''),
  color: colorSchema.default('#FF6700'),
  durationMin: z.number().int().min(1).max(1440),
  startTime: hhmmSchema.nullable().default(null),
  allDay: z.boolean().default(false),
  recurrence: recurrenceSchema.default('none'),
  reminderMinutes: z.number().int().min(0).max(MAX_REMINDER_MINUTES).nullable().default(null),
  /** For a recommended preset: the profile rule that produced it (e.g. 'mealReminders.lunch'). */
  source: textSchema(100).nullable().default(null),
  lastUpdated: timestampSchema,
};

export const presetInputSchema = z.object(presetFields);
export const presetSchema = z.object({ id: idSchema, ...presetFields });

export type PresetInput = z.input<typeof presetInputSchema>;
export type Preset = z.infer<typeof presetSchema>;
