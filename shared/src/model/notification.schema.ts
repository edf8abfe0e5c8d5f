// In-app notification: the wire format of docs/product.md section 3, "Notification".
import { z } from 'zod';
import { NOTIFICATION_CONTEXTS } from './constants';
import { idSchema, isoDateTimeSchema, textSchema } from './common.schema';

export const notificationContextSchema = z.enum(NOTIFICATION_CONTEXTS);
export type NotificationContext = z.infer<typeof notificationContextSchema>;

export const notificationSchema = z.object({
  id: idSchema,
  context: notificationContextSchema,
  /** A translation key of the notifications namespace, e.g. 'reminder.upcoming'. */
  message: textSchema(200).pipe(z.string().min(1)),
  /** Values interpolated into the translated message. */
  params: z.record(z.string(), z.union([textSchema(1000), z.number()])).default({}),
  dateReceived: isoDateTimeSchema,
  dateReaded: isoDateTimeSchema.optional(),
  isLocal: z.boolean().default(false),
  redirectUrlWeb: textSchema(500).nullable().default(null),
  redirectUrlMobile: textSchema(500).nullable().default(null),
});

export type AppNotification = z.infer<typeof notificationSchema>;
