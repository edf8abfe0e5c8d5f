// Runs runRemindersOnce every REMINDER_INTERVAL_MS; a pass never overlaps the previous one.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import { pushDueSnoozes, pushReminders, type PushContext } from '../push/reminderPush';
import { runRemindersOnce } from './runReminders';

/** `push`: when the deployment has Web Push, each new reminder (and each snooze that came due) is pushed. */
export function startReminderScheduler(
  db: Db,
  intervalMs: number,
  log: FastifyBaseLogger,
  push: PushContext | null = null,
): () => void {
  if (intervalMs <= 0) return () => undefined;
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const now = new Date();
      const { created, reminders } = await runRemindersOnce(db, now);
      if (created > 0) log.info({ created }, 'reminder notifications created');
      if (push) {
        const pushed =
          (await pushReminders(push, reminders, now)) + (await pushDueSnoozes(push, now));
        if (pushed > 0) log.info({ pushed }, 'reminders pushed');
      }
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
