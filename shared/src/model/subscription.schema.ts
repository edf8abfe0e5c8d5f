// Outside calendars a person subscribes to by their ICS address (docs/product.md section 10): what the
// settings send, and what GET /calendar/subscriptions answers (with the last good copy of their events).
import * as z from 'zod/mini';
import { eventSchema } from './event.schema';
import {
  colorSchema,
  idSchema,
  textSchema,
  timeZoneSchema,
  timestampSchema,
} from './common.schema';
import { hasVisibleText } from './checks';

/** The most outside calendars one person may subscribe to. */
export const MAX_SUBSCRIPTIONS_PER_USER = 20;
/** How often the api reads every subscription again (30 minutes). */
export const SUBSCRIPTION_REFRESH_MS = 30 * 60_000;
/** How long one read of an outside calendar may take, redirects included. */
export const SUBSCRIPTION_FETCH_TIMEOUT_MS = 10_000;
/** The redirects one read follows (each one checked like the first address). */
export const SUBSCRIPTION_MAX_REDIRECTS = 3;
export const SUBSCRIPTION_URL_MAX_LENGTH = 2048;
export const SUBSCRIPTION_NAME_MAX_LENGTH = 100;

/**
 * Why the last read of a subscription failed (the settings translate each one). `http` comes with the
 * status the other server answered.
 */
export const SUBSCRIPTION_ERRORS = [
  'blocked-address',
  'unreachable',
  'timeout',
  'http',
  'too-many-redirects',
  'too-large',
  'not-ics',
  'malformed',
  'too-many',
] as const;
export type SubscriptionErrorCode = (typeof SUBSCRIPTION_ERRORS)[number];

/** An address a calendar app gives: http(s) only, no user or password in it. */
export const subscriptionUrlSchema = z
  .pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Enter the calendar address'),
        z.maxLength(SUBSCRIPTION_URL_MAX_LENGTH),
      ),
    // webcal:// is how many calendar apps share an https address.
    z.transform((url: string) => url.replace(/^webcals?:\/\//i, 'https://')),
  )
  .check(
    z.refine((url) => {
      try {
        const parsed = new URL(url);
        return (
          (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
          parsed.username === '' &&
          parsed.password === ''
        );
      } catch {
        return false;
      }
    }, 'Expected an https:// address'),
  );

export const subscriptionNameSchema = textSchema(SUBSCRIPTION_NAME_MAX_LENGTH).check(
  z.trim(),
  z.refine(hasVisibleText, 'Name cannot be empty'),
);

export const subscriptionInputSchema = z.object({
  url: subscriptionUrlSchema,
  name: subscriptionNameSchema,
  color: colorSchema,
  /** The person's zone: all-day events and floating times of the calendar are read in it. */
  timeZone: z._default(timeZoneSchema, 'UTC'),
});
export type SubscriptionInput = z.input<typeof subscriptionInputSchema>;

export const subscriptionUpdateSchema = z
  .object({
    name: z.optional(subscriptionNameSchema),
    color: z.optional(colorSchema),
    hidden: z.optional(z.boolean()),
  })
  .check(z.refine((u) => Object.keys(u).length > 0, 'Nothing to change'));
export type SubscriptionUpdate = z.input<typeof subscriptionUpdateSchema>;

export const subscriptionErrorSchema = z.object({
  code: z.enum(SUBSCRIPTION_ERRORS),
  /** The other server's status for `http`. */
  status: z._default(z.nullable(z.number().check(z.int())), null),
  at: timestampSchema,
});
export type SubscriptionError = z.infer<typeof subscriptionErrorSchema>;

export const subscriptionSchema = z.object({
  id: idSchema,
  url: z.string(),
  name: z.string(),
  color: colorSchema,
  hidden: z.boolean(),
  /** When the last read succeeded (epoch ms), null before the first success. */
  lastSuccessAt: z.nullable(timestampSchema),
  /** The last read's failure; null once a read succeeds. */
  lastError: z.nullable(subscriptionErrorSchema),
  /**
   * The last good copy of its events, in our event shape (read-only: never editable, never exported).
   * Ids are `sub-<subscription>-<n>`.
   */
  events: z.array(eventSchema),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
/** What GET /calendar/subscriptions answers. */
export const subscriptionListSchema = z.array(subscriptionSchema);

/** What DELETE /calendar/subscriptions/<id> answers. */
export const subscriptionRemovedSchema = z.object({ id: idSchema });
