// Lifestyle profile: exactly the fields and defaults of docs/product.md section 3.
import * as z from 'zod/mini';
import { SPORT_MOMENTS, TRANSPORT_MODES, WORK_TYPES } from './constants';
import { hhmmSchema, textSchema, timestampSchema } from './common.schema';

/** What the client and the api exchange: the profile without lastUpdated (it never leaves the client). */
export const profileSchema = z.object({
  jobTitle: z._default(z.nullable(z.pipe(z.string().check(z.trim()), textSchema(100))), null),
  workType: z._default(z.enum(WORK_TYPES), 'sitting'),
  transportMode: z._default(z.enum(TRANSPORT_MODES), 'car'),
  commuteDurationMin: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(600)), 15),
  lunchTime: z._default(z.nullable(hhmmSchema), null),
  dinnerTime: z._default(z.nullable(hhmmSchema), null),
  mealReminders: z._default(z.boolean(), false),
  doesSport: z._default(z.boolean(), false),
  sportMoment: z._default(z.enum(SPORT_MOMENTS), 'afternoon'),
  activeBreaks: z._default(z.boolean(), false),
  bedtime: z._default(z.nullable(hhmmSchema), null),
  wakeUpTime: z._default(z.nullable(hhmmSchema), null),
  sleepReminders: z._default(z.boolean(), false),
  personalTime: z._default(z.boolean(), false),
  relaxationDurationMin: z._default(z.number().check(z.int(), z.minimum(5), z.maximum(600)), 30),
  isProfileCompleted: z._default(z.boolean(), false),
  /**
   * The server's version of the stored profile (absent before the first save). An edit sends back the
   * version it began from; an older one than the stored gets 409 'conflict'. Not lastUpdated, which
   * stays the client's own timestamp (docs/product.md section 3).
   */
  version: z.optional(timestampSchema),
});

/** The profile as the client stores it locally: with its client-side lastUpdated. */
export const storedProfileSchema = z.extend(profileSchema, {
  lastUpdated: z.optional(timestampSchema),
});

export type WorkType = (typeof WORK_TYPES)[number];
export type TransportMode = (typeof TRANSPORT_MODES)[number];
export type SportMoment = (typeof SPORT_MOMENTS)[number];
export type Profile = z.infer<typeof profileSchema>;
export type StoredProfile = z.infer<typeof storedProfileSchema>;
