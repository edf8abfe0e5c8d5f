// Refreshes every outside calendar on a schedule (docs/product.md section 10): a timer in the api process,
// started when the app is ready and stopped when it closes. Each tick reads the subscriptions whose last
// read is older than the interval, a few at a time, so one slow calendar does not hold the others back.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { FetchOptions } from './fetchCalendar';
import { dueSubscriptions, refreshSubscription } from './subscriptionStore';

/** Reads at once per tick, and the most one tick takes on (the rest wait for the next one). */
const PARALLEL = 4;
const PER_TICK = 200;

export interface RefreshSchedule {
  db: Db;
  /** Every subscription is read again once this long has passed since its last read (0: never). */
  intervalMs: number;
  fetch: Pick<FetchOptions, 'production' | 'timeoutMs' | 'maxBytes' | 'resolve'>;
}

/** One pass: refreshes the subscriptions that are due; answers how many it read. */
export async function refreshDue(
  { db, intervalMs, fetch }: RefreshSchedule,
  now = Date.now(),
): Promise<number> {
  const due = await dueSubscriptions(db, now - intervalMs, PER_TICK);
  let next = 0;
  const worker = async () => {
    while (next < due.length) {
      const row = due[next++];
      if (row) await refreshSubscription(db, row, fetch);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, due.length) }, worker));
  return due.length;
}

export function scheduleSubscriptionRefresh(app: FastifyInstance, schedule: RefreshSchedule): void {
  if (schedule.intervalMs <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  // Ticks come more often than the interval so a new or failed subscription does not wait a whole one.
  const tickMs = Math.max(1_000, Math.min(schedule.intervalMs, 60_000));
  const tick = () => {
    if (running) return;
    running = refreshDue(schedule)
      .catch((error: unknown) => app.log.warn({ error }, 'subscription refresh failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, tickMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
