// Outside calendars (docs/product.md section 10): GET the list with each one's last good copy, POST one by
// its ICS address (read at once: an address that cannot be read is refused with the reason), PUT a new
// name, colour or hidden, DELETE, and POST .../refresh to read it again now. Only the owner sees or
// touches a subscription; someone else's id is simply not found.
import type { FastifyInstance } from 'fastify';
import {
  MAX_SUBSCRIPTIONS_PER_USER,
  subscriptionInputSchema,
  subscriptionUpdateSchema,
} from '@planner/shared/model';
import type { Db } from '../db/db';
import { ApiError, notFound } from '../errors';
import { isAllowedUrl } from '../subscriptions/addressGuard';
import type { FetchOptions } from '../subscriptions/fetchCalendar';
import {
  countSubscriptions,
  findSubscription,
  insertSubscription,
  listSubscriptions,
  refreshSubscription,
  toSubscription,
} from '../subscriptions/subscriptionStore';
import { parseBody, parseId } from './validate';

export type SubscriptionFetch = Pick<
  FetchOptions,
  'production' | 'timeoutMs' | 'maxBytes' | 'resolve'
>;

export function registerSubscriptionRoutes(
  app: FastifyInstance,
  { db, fetch }: { db: Db; fetch: SubscriptionFetch },
): void {
  app.get('/calendar/subscriptions', async (request) => {
    return { success: true, data: await listSubscriptions(db, request.uid as string) };
  });

  app.post('/calendar/subscriptions', async (request) => {
    const uid = request.uid as string;
    const input = parseBody(subscriptionInputSchema, request.body);
    if (!isAllowedUrl(new URL(input.url), fetch)) {
      throw new ApiError('validation-error', 'url: Only https:// addresses can be subscribed to', {
        reason: 'blocked-address',
        status: null,
      });
    }
    if ((await countSubscriptions(db, uid)) >= MAX_SUBSCRIPTIONS_PER_USER) {
      throw new ApiError(
        'limit-reached',
        `At most ${MAX_SUBSCRIPTIONS_PER_USER} calendar subscriptions`,
      );
    }
    const row = await insertSubscription(db, uid, input);
    const outcome = await refreshSubscription(db, row, fetch);
    if (!outcome.ok) {
      // An address that cannot be read now is most likely mistyped: nothing is kept, the reason is said.
      await db.query('DELETE FROM calendar_subscriptions WHERE id = $1', [row.id]);
      throw new ApiError(
        'validation-error',
        `url: The calendar could not be read (${outcome.error.code})`,
        {
          reason: outcome.error.code,
          status: outcome.error.status,
        },
      );
    }
    const stored = await findSubscription(db, uid, row.id);
    if (!stored) throw notFound('Subscription');
    return { success: true, data: toSubscription(stored) };
  });

  app.put('/calendar/subscriptions/:id', async (request) => {
    const uid = request.uid as string;
    const id = parseId(request.params);
    const update = parseBody(subscriptionUpdateSchema, request.body);
    const rows = await db.query<{ id: string }>(
      `UPDATE calendar_subscriptions
       SET name = COALESCE($3, name), color = COALESCE($4, color), hidden = COALESCE($5, hidden)
       WHERE uid = $1 AND id = $2 RETURNING id`,
      [uid, id, update.name ?? null, update.color ?? null, update.hidden ?? null],
    );
    if (rows.length === 0) throw notFound('Subscription');
    const stored = await findSubscription(db, uid, id);
    if (!stored) throw notFound('Subscription');
    return { success: true, data: toSubscription(stored) };
  });

  app.delete('/calendar/subscriptions/:id', async (request) => {
    const uid = request.uid as string;
    const id = parseId(request.params);
    const rows = await db.query<{ id: string }>(
      'DELETE FROM calendar_subscriptions WHERE uid = $1 AND id = $2 RETURNING id',
      [uid, id],
    );
    if (rows.length === 0) throw notFound('Subscription');
    return { success: true, data: { id } };
  });

  app.post('/calendar/subscriptions/:id/refresh', async (request) => {
    const uid = request.uid as string;
    const id = parseId(request.params);
    const row = await findSubscription(db, uid, id);
    if (!row) throw notFound('Subscription');
    // A failure is an answer too: the subscription comes back with its lastError and its last good copy.
    await refreshSubscription(db, row, fetch);
    const stored = await findSubscription(db, uid, id);
    if (!stored) throw notFound('Subscription');
    return { success: true, data: toSubscription(stored) };
  });
}
