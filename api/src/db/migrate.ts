// Applies the versioned SQL migrations (db/migrations/NNN_name.sql) once each, in order, at start.
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './db';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

export type Migration = { version: number; name: string; sql: string };

export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({
      version: Number(f.slice(0, 3)),
      name: f.replace(/\.sql$/, ''),
      sql: fs.readFileSync(path.join(dir, f), 'utf8'),
    }));
}

/** Returns the versions it applied. Safe when several api instances start at once (advisory lock). */
export async function migrate(
  db: Db,
  migrations: Migration[] = loadMigrations(),
): Promise<number[]> {
  // CREATE TABLE IF NOT EXISTS is not safe against a concurrent twin: take the lock first.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(4242001)');
    await tx.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version INTEGER PRIMARY KEY,
         name TEXT NOT NULL,
         applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
       )`,
    );
  });
  const applied: number[] = [];
  for (const m of migrations) {
    const done = await db.transaction(async (tx) => {
      // Serialises concurrent starters; the lock ends with the transaction.
      await tx.query('SELECT pg_advisory_xact_lock(4242001)');
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        m.version,
      ]);
      if (seen.length > 0) return false;
      for (const statement of splitStatements(m.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        m.version,
        m.name,
      ]);
      return true;
    });
    if (done) applied.push(m.version);
  }
  return applied;
}

/** Splits a migration script on semicolons at line ends (our migrations hold no functions/DO blocks). */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  // A function body between $$ ... $$ holds semicolons of its own: no split inside it.
  let inBody = false;
  for (const line of sql.split('\n')) {
    if (!inBody && line.trim().startsWith('--')) continue;
    current.push(line);
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inBody = !inBody;
    if (!inBody && /;\s*$/.test(line)) {
      statements.push(current.join('\n').trim().replace(/;\s*$/, ''));
      current = [];
    }
  }
  statements.push(current.join('\n').trim());
  return statements.filter((s) => s.length > 0);
}
