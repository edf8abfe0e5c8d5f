// The embedded database answers a write only once its WAL is synced to disk (PGlite's own fsync does
// nothing): an acknowledged write survives an OS crash, not just a process crash.
import fs from 'node:fs';
import { buildApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { createWalSync } from '../src/db/walSync';
import { SECRET, signUp, taskBody, tempDir, testConfig } from './helpers';

describe('durable writes on PGlite', () => {
  it('answers a create only after the WAL sync it waits for', async () => {
    const dataDir = tempDir('planner-api-durable-');
    let syncs = 0;
    let release: () => void = () => undefined;
    let gate = Promise.resolve();
    const db = await openPglite(dataDir, {
      sync: async () => {
        syncs += 1;
        await gate;
      },
    });
    const app = await buildApp({ config: testConfig({ databaseUrl: null }), db, logger: false });
    try {
      await migrate(db);
      const user = await signUp();
      gate = new Promise<void>((resolve) => (release = resolve));
      const before = syncs;
      let answered = false;
      const reply = app
        .inject({
          method: 'POST',
          url: '/connect/task/create',
          headers: { 'app-secret': SECRET, authorization: `Bearer ${user.token}` },
          payload: { task: taskBody() },
        })
        .then((r) => {
          answered = true;
          return r;
        });
      await new Promise((r) => setTimeout(r, 300));
      expect(syncs).toBeGreaterThan(before);
      expect(answered).toBe(false);
      release();
      expect((await reply).statusCode).toBe(201);
    } finally {
      release();
      await app.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('syncs a real data folder (the newest WAL segment and the folder)', async () => {
    const dataDir = tempDir('planner-api-wal-');
    const db = await openPglite(dataDir);
    try {
      await db.query('CREATE TABLE t (n int)');
      await db.query('INSERT INTO t VALUES (1)');
      await expect(createWalSync(dataDir)()).resolves.toBeUndefined();
    } finally {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
