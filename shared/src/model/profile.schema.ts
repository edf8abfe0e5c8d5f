// Lifestyle profile: exactly the fields and defaults of docs/product.md section 3.
import { z } from 'zod';
import { SPORT_MOMENTS, TRANSPORT_MODES, WORK_TYPES } from './constants';
import { hhmmSchema, textSchema, timestampSchema } from './common.schema';

/** What the client and the api exchange: the profile without lastUpdated (it never leaves the client). */
export const profileSchema = z.object({
  jobTitle: z.string().trim().pipe(textSchema(100)).nullable().default(null),
  workType: z.enum(WORK_TYPES).default('sitting'),
  transportMode: z.enum(TRANSPORT_MODES).default('car'),
  commuteDurationMin: z.number().int().min(0).max(600).default(15),
  lunchTime: hhmmSchema.nullable().default(null),
  dinnerTime: hhmmSchema.nullable().default(null),
  mealReminders: z.boolean().default(false),
  doesSport: z.boolean().default(false),
  sportMoment: z.enum(SPORT_MOMENTS).default('afternoon'),
  activeBreaks: z.boolean().default(false),
  bedtime: hhmmSchema.nullable().default(null),
  wakeUpTime: hhmmSchema.nullable().default(null),
  sleepReminders: z.boolean().default(false),
  personalTime: z.boolean().default(false),
  relaxationDurationMin: z.number().int().min(5).max(600).default(30),
  isProfileCompleted: z.boolean().default(false),
  /**
   * The server's version of the stored profile (absent before the first save). An edit sends back the
   * version it began from; an older one than the stored gets 409 'conflict'. Not lastUpdated, which
   * stays the client's own timestamp (docs/product.md section 3).
   */
  version: timestampSchema.optional(),
});

/** The profile as the client stores it locally: with its client-side lastUpdated. */
export const storedProfileSchema = profileSchema.extend({
  lastUpdated: timestampSchema.optional(),
});

export type WorkType = (typeof WORK_TYPES)[number];
export type TransportMode = (typeof TRANSPORT_MODES)[number];
export type SportMoment = (typeof SPORT_MOMENTS)[number];
export type Profile = z.infer<typeof profileSchema>;
export type StoredProfile = z.infer<typeof storedProfileSchema>;
