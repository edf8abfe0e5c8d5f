// In-app notification: the wire format of docs/product.md section 3, "Notification".
import * as z from 'zod/mini';
import { NOTIFICATION_CONTEXTS } from './constants';
import { idSchema, isoDateTimeSchema, textSchema } from './common.schema';

export const notificationContextSchema = z.enum(NOTIFICATION_CONTEXTS);
export type NotificationContext = z.infer<typeof notificationContextSchema>;

export const notificationSchema = z.object({
  id: idSchema,
  context: notificationContextSchema,
  /** A translation key of the notifications namespace, e.g. 'reminder.upcoming'. */
  message: z.pipe(textSchema(200), z.string().check(z.minLength(1))),
  /** Values interpolated into the translated message. */
  params: z._default(z.record(z.string(), z.union([textSchema(1000), z.number()])), {}),
  dateReceived: isoDateTimeSchema,
  dateReaded: z.optional(isoDateTimeSchema),
  isLocal: z._default(z.boolean(), false),
  redirectUrlWeb: z._default(z.nullable(textSchema(500)), null),
  redirectUrlMobile: z._default(z.nullable(textSchema(500)), null),
});

export type AppNotification = z.infer<typeof notificationSchema>;
