// Versioned migrations: applied once, in order, at start; concurrent starters on PostgreSQL apply them once.
import fs from 'node:fs';
import { loadMigrations, migrate, splitStatements } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { DATABASE_URL, tempDir } from './helpers';

const VERSIONS = loadMigrations().map((m) => m.version);

describe('migrations', () => {
  it('are numbered files applied in order', () => {
    expect(VERSIONS.length).toBeGreaterThanOrEqual(2);
    expect(VERSIONS).toEqual([...VERSIONS].sort((a, b) => a - b));
    expect(VERSIONS[0]).toBe(1);
  });

  it('splits a script into statements and drops comment lines', () => {
    expect(
      splitStatements('-- note\nCREATE TABLE a (x INT);\n\nCREATE INDEX i ON a (x);\n'),
    ).toEqual(['CREATE TABLE a (x INT)', 'CREATE INDEX i ON a (x)']);
  });

  if (!DATABASE_URL) {
    it('PGlite: a new folder gets every migration, a reopened one none', async () => {
      const dir = tempDir();
      try {
        const db = await openPglite(dir);
        expect(await migrate(db)).toEqual(VERSIONS);
        await db.close();
        const again = await openPglite(dir);
        expect(await migrate(again)).toEqual([]);
        const rows = await again.query<{ version: number }>(
          'SELECT version FROM schema_migrations ORDER BY version',
        );
        expect(rows.map((r) => r.version)).toEqual(VERSIONS);
        await again.close();
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  } else {
    it('PostgreSQL: two instances starting at once apply each migration exactly once', async () => {
      const schema = `mig_${process.pid}_${Date.now()}`;
      const url = DATABASE_URL as string;
      const a = await openPostgres(url, schema);
      const b = await openPostgres(url, schema);
      try {
        const [ra, rb] = await Promise.all([migrate(a), migrate(b)]);
        expect([...ra, ...rb].sort((x, y) => x - y)).toEqual(VERSIONS);
        expect(await migrate(a)).toEqual([]);
        const tables = await a.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = $1 AND table_name = 'tasks'`,
          [schema],
        );
        expect(tables[0]?.n).toBe(1);
      } finally {
        await a.query(`DROP SCHEMA "${schema}" CASCADE`);
        await a.close();
        await b.close();
      }
    });
  }
});
