// A real PostgreSQL server through a pg connection pool: the store when DATABASE_URL is set.
import pg from 'pg';
import type { Db, Queryable, Row } from './db';

// BIGINT (epoch ms) comes back as a JS number: every value we store fits in 2^53.
pg.types.setTypeParser(20, (v: string) => Number(v));

export async function openPostgres(connectionString: string, schema?: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // A schema per test run keeps runs isolated in one database.
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  // An idle client losing its server must not crash the process.
  pool.on('error', () => undefined);
  if (schema) {
    // A concurrent twin may create it first (IF NOT EXISTS can still collide): that is fine.
    // (if it really failed, the first query in that schema says so).
    await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`).catch(() => undefined);
  }
  return {
    kind: 'postgres',
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      return (await pool.query<T>(sql, params as unknown[])).rows;
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const q: Queryable = {
          async query<R extends Row = Row>(sql: string, params: readonly unknown[] = []) {
            return (await client.query<R>(sql, params as unknown[])).rows;
          },
        };
        const result = await fn(q);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async exec(sql: string): Promise<void> {
      await pool.query(sql);
    },
    async close(): Promise<void> {
      await pool.end();
    },
  };
}
