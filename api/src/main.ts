// Entry point of `npm run start -w api`: reads the environment, opens the store, serves, runs the reminder scheduler.
import { buildApp } from './app';
import { loadConfig } from './config';
import { startReminderScheduler } from './reminders/scheduler';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });
  const stopReminders = startReminderScheduler(
    app.db,
    config.reminderIntervalMs,
    app.log,
    app.push ? { db: app.db, push: app.push, secret: config.appSecret } : null,
  );
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopReminders();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      store: app.db.kind,
      prefixes: config.production ? ['/connect'] : ['/connect', '/testconnect'],
      authEmulator: config.firebaseAuthEmulatorHost,
    },
    'planner api ready',
  );
}

main().catch((err: unknown) => {
  // A start failure prints its reason only (no stack, no secrets) and exits non-zero.
  process.stderr.write(
    `planner api failed to start: ${err instanceof Error ? err.message : String(err)}\n`,
  );
  process.exit(1);
});
