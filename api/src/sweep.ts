// Hourly clean-ups of rows kept for a while only (idempotency answers, list tombstones): once when the app
// is ready, then every hour while it runs. A failed sweep is logged and tried again the next hour.
import type { FastifyInstance } from 'fastify';

const SWEEP_EVERY_MS = 60 * 60_000;

export function scheduleSweep(
  app: FastifyInstance,
  name: string,
  sweep: () => Promise<unknown>,
): void {
  const run = () =>
    sweep().catch((error: unknown) => app.log.warn({ error }, `${name} sweep failed`));
  const timer = setInterval(() => void run(), SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    await run();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
