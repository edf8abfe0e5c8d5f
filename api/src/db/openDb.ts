// Opens the configured store (PGlite when no DATABASE_URL, PostgreSQL otherwise) and migrates it.
import { migrate } from './migrate';
import type { Db } from './db';

export type DbConfig = { databaseUrl: string | null; dataDir: string; schema?: string };

export async function openDb(config: DbConfig): Promise<Db> {
  const db = config.databaseUrl
    ? await (await import('./postgres')).openPostgres(config.databaseUrl, config.schema)
    : await (await import('./pglite')).openPglite(config.dataDir);
  try {
    await migrate(db);
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
  return db;
}
