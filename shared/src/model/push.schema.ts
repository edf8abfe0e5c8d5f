// Web Push on the wire: a browser's subscription (PushSubscription.toJSON()) and what the api pushes.
import * as z from 'zod/mini';

/** base64url without padding, as browsers give a subscription's keys. */
const base64url = (min: number, max: number) =>
  z
    .string()
    .check(z.minLength(min), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+$/, 'Must be base64url'));

export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).check(z.maxLength(2000)),
  keys: z.object({
    /** The browser's P-256 public key (65 bytes: 87 characters). */
    p256dh: base64url(80, 100),
    /** The 16-byte auth secret (22 characters). */
    auth: base64url(16, 32),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

export const subscribePushBodySchema = z.object({ subscription: pushSubscriptionSchema });
export const unsubscribePushBodySchema = z.object({
  endpoint: z.string().check(z.minLength(1), z.maxLength(2000)),
});
/** What the service worker sends back for a push it showed (delivered) or snoozed: the push's token. */
export const pushActionBodySchema = z.object({
  token: z.string().check(z.minLength(10), z.maxLength(4000)),
});

/** The payload of a push (JSON, encrypted to the device). */
export interface PushPayload {
  kind: 'reminder' | 'test';
  /** The notification's id (reminders). */
  notificationId?: string;
  /** The event's title (reminders). */
  title?: string;
  /** The occurrence's start, ISO. */
  start?: string;
  /** The notification's translation key and its params, as in the notification centre. */
  message?: string;
  params?: Record<string, string | number | boolean | null>;
  /** The user's language (settings). */
  language: 'en' | 'fr';
  /** Where a click leads, inside the app. */
  url: string;
  /** One per occurrence: a snoozed or repeated push replaces the shown one. */
  tag: string;
  /** Authorises the worker's 'delivered' and 'snooze' calls for this push only. */
  actionToken?: string;
  snoozed?: boolean;
}

export const pushKeyResponseSchema = z.object({ publicKey: z.string().check(z.minLength(1)) });
export const pushSubscribeResponseSchema = z.object({ endpoint: z.string() });
export const pushUnsubscribeResponseSchema = z.object({ removed: z.number().check(z.int()) });
export const pushTestResponseSchema = z.object({
  devices: z.number().check(z.int()),
  sent: z.number().check(z.int()),
});
