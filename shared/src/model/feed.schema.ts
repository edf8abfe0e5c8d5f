// The private calendar feed (docs/product.md section 10): what GET/POST /calendar/feed answer.
import * as z from 'zod/mini';

/** A feed token: random, at least 128 bits, URL-safe base64. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

export const calendarFeedSchema = z.object({
  /** The secret in the feed's address; null before the person first asks for a link. */
  token: z.nullable(z.string().check(z.regex(FEED_TOKEN_PATTERN))),
  /** The address below the api's base URL, e.g. /connect/calendar/feed/<token>.ics (null with no token). */
  path: z.nullable(z.string()),
  /** Whether the feed also carries the open tasks that have a deadline, as all-day items. */
  includeTasks: z._default(z.boolean(), false),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** PUT /calendar/feed/options: what the feed carries besides the events. */
export const calendarFeedOptionsSchema = z.strictObject({ includeTasks: z.boolean() });
export type CalendarFeedOptions = z.infer<typeof calendarFeedOptionsSchema>;
