// Embedded PostgreSQL (PGlite, WASM) in a data folder: the default store when DATABASE_URL is unset.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, Row } from './db';
import { lockDataDir } from './dataDirLock';
import { createWalSync, type Sync } from './walSync';

/** Statements that change data (the api's reads all start with SELECT). */
const WRITE = /^\s*(insert|update|delete|with|create|alter|drop)\b/i;

/** `sync`: what makes an acknowledged write durable (tests count it); the WAL fsync by default. */
export async function openPglite(
  dataDir: string,
  { sync = createWalSync(dataDir) }: { sync?: Sync } = {},
): Promise<Db> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  let pg: PGlite;
  try {
    pg = await PGlite.create(dataDir);
  } catch (err) {
    release();
    throw err;
  }
  // PGlite is one connection; it queues statements itself and holds them while a transaction runs.
  return {
    kind: 'pglite',
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const { rows } = await pg.query<T>(sql, params as unknown[]);
      if (WRITE.test(sql)) await sync();
      return rows;
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const result = await pg.transaction(async (tx) => {
        const q: Queryable = {
          async query<R extends Row = Row>(sql: string, params: readonly unknown[] = []) {
            return (await tx.query<R>(sql, params as unknown[])).rows;
          },
        };
        return fn(q);
      });
      await sync();
      return result;
    },
    async exec(sql: string): Promise<void> {
      await pg.exec(sql);
    },
    async close(): Promise<void> {
      try {
        await pg.close();
      } finally {
        release();
      }
    },
  };
}
