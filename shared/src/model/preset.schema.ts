// Event preset (recurring, casual, recommended): the wire format of docs/product.md section 3, "Preset".
import * as z from 'zod/mini';
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
  description: z._default(descriptionSchema, ''),
  color: z._default(colorSchema, '#FF6700'),
  durationMin: z.number().check(z.int(), z.minimum(1), z.maximum(1440)),
  startTime: z._default(z.nullable(hhmmSchema), null),
  allDay: z._default(z.boolean(), false),
  recurrence: z._default(recurrenceSchema, 'none'),
  reminderMinutes: z._default(
    z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(MAX_REMINDER_MINUTES))),
    null,
  ),
  /** For a recommended preset: the profile rule that produced it (e.g. 'mealReminders.lunch'). */
  source: z._default(z.nullable(textSchema(100)), null),
  lastUpdated: timestampSchema,
};

export const presetInputSchema = z.object(presetFields);
export const presetSchema = z.object({ id: idSchema, ...presetFields });

export type PresetInput = z.input<typeof presetInputSchema>;
export type Preset = z.infer<typeof presetSchema>;
