// Embedded PostgreSQL (PGlite, WASM) in a data folder: the default store when DATABASE_URL is unset.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, Row } from './db';

export async function openPglite(dataDir: string): Promise<Db> {
  fs.mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  // PGlite is one connection; it queues statements itself and holds them while a transaction runs.
  return {
    kind: 'pglite',
    query<T extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      return pg.query<T>(sql, params as unknown[]).then((r) => r.rows);
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return pg.transaction(async (tx) => {
        const q: Queryable = {
          async query<R extends Row = Row>(sql: string, params: readonly unknown[] = []) {
            return (await tx.query<R>(sql, params as unknown[])).rows;
          },
        };
        return fn(q);
      });
    },
    async exec(sql: string): Promise<void> {
      await pg.exec(sql);
    },
    async close(): Promise<void> {
      await pg.close();
    },
  };
}
