// Runs runRemindersOnce every REMINDER_INTERVAL_MS; a pass never overlaps the previous one.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import { runRemindersOnce } from './runReminders';

export function startReminderScheduler(
  db: Db,
  intervalMs: number,
  log: FastifyBaseLogger,
): () => void {
  if (intervalMs <= 0) return () => undefined;
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const { created } = await runRemindersOnce(db, new Date());
      if (created > 0) log.info({ created }, 'reminder notifications created');
    } catch (err) {
      log.error(
        { failure: { message: err instanceof Error ? err.message : String(err) } },
        'reminder pass failed',
      );
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
