// Test helpers: real users and ID tokens from the auth emulator, an in-process app on the run's database.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App, BuildOptions } from '../src/app';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/db';
import { loadMigrations } from '../src/db/migrate';
import { openDb } from '../src/db/openDb';
import type { AppNotification } from '@planner/shared/model';

// Opening a fresh PGlite (initdb in WASM) takes seconds when the workers compete for the CPU.
jest.setTimeout(60_000);

export const EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';
export const SECRET = 'test-secret';
/** Set by scripts/test-api.mjs for the PostgreSQL run; unset means PGlite in a temp dir. */
export const DATABASE_URL = process.env.DATABASE_URL || null;

export type User = { uid: string; token: string; email: string };

let counter = 0;
/** A fresh registered user (unique email) with a real ID token signed by the emulator. */
export async function signUp(): Promise<User> {
  counter += 1;
  const email = `api-${process.pid}-${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 8)}@test.planner`;
  // The emulator may drop a kept-alive socket under load ("other side closed"): retry a few times.
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(
        `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', connection: 'close' },
          body: JSON.stringify({ email, password: 'Passw0rd!', returnSecureToken: true }),
        },
      );
      if (!res.ok) throw new Error(`emulator signUp failed: ${res.status}`);
      const json = (await res.json()) as { localId: string; idToken: string };
      return { uid: json.localId, token: json.idToken, email };
    } catch (err) {
      if (attempt >= 4) throw err;
      await new Promise((r) => setTimeout(r, 200 * attempt));
    }
  }
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      APP_SECRET: SECRET,
      FIREBASE_PROJECT_ID: 'demo-planner',
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
      LOG_LEVEL: 'silent',
      // The suites try many bad tokens on purpose from one address; the limit has its own test.
      AUTH_FAILURE_MAX: '1000000',
    }),
    databaseUrl: DATABASE_URL,
    ...overrides,
  };
}

export function tempDir(prefix = 'planner-api-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * A migrated, empty PGlite data folder shared by every test file as a template: copying it takes
 * ~0.1 s where a fresh initdb in WASM takes seconds. Keyed by the migrations' content.
 */
async function pgliteTemplate(): Promise<string> {
  const hash = createHash('sha256')
    .update(
      loadMigrations()
        .map((m) => m.sql)
        .join('\n'),
    )
    .digest('hex')
    .slice(0, 16);
  const template = path.join(os.tmpdir(), `planner-api-pglite-template-${hash}`);
  if (fs.existsSync(path.join(template, 'PG_VERSION'))) return template;
  const building = tempDir('planner-api-pglite-building-');
  const db = await openDb({ databaseUrl: null, dataDir: building });
  await db.close();
  try {
    fs.renameSync(building, template);
  } catch {
    // Another worker won the race: its template is as good as ours.
    fs.rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/** Opens the run's database: PostgreSQL when DATABASE_URL is set, else PGlite in a fresh temp dir. */
export async function openTestDb(): Promise<{ db: Db; dataDir: string }> {
  const dataDir = tempDir();
  if (!DATABASE_URL) fs.cpSync(await pgliteTemplate(), dataDir, { recursive: true });
  const db = await openDb({ databaseUrl: DATABASE_URL, dataDir });
  return { db, dataDir };
}

export type TestApp = {
  app: App;
  db: Db;
  close: () => Promise<void>;
  call: (
    method: InjectOptions['method'],
    url: string,
    opts?: {
      user?: User | null;
      token?: string;
      secret?: string | null;
      body?: unknown;
      headers?: Record<string, string>;
    },
  ) => Promise<Reply>;
};

export type Reply = {
  status: number;
  body: { success: boolean; data?: unknown; error?: string; message?: string };
  raw: LightMyRequestResponse;
};

export async function startApp(
  overrides: Partial<Config> = {},
  extra: Partial<BuildOptions> = {},
): Promise<TestApp> {
  const { db, dataDir } = extra.db ? { db: extra.db, dataDir: '' } : await openTestDb();
  const app = await buildApp({ config: testConfig(overrides), db, logger: false, ...extra });
  await app.ready();
  const call: TestApp['call'] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.secret !== null) headers['app-secret'] = opts.secret ?? SECRET;
    const token = opts.token ?? opts.user?.token;
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    const raw = await app.inject({
      method,
      url,
      headers,
      ...(opts.body !== undefined
        ? typeof opts.body === 'string'
          ? { payload: opts.body, headers: { ...headers, 'content-type': 'application/json' } }
          : { payload: opts.body as object }
        : {}),
    });
    let body: Reply['body'];
    try {
      body = raw.json();
    } catch {
      body = { success: false, message: raw.body };
    }
    return { status: raw.statusCode, body, raw };
  };
  return {
    app,
    db,
    call,
    close: async () => {
      await app.close();
      if (!extra.db) {
        await db.close();
        if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** ISO date `days` from today (UTC). */
export function isoDay(days: number, from: Date = new Date()): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days));
  return d.toISOString().slice(0, 10);
}

export function taskBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Write report',
    description: 'Quarterly numbers',
    priority: 'high',
    deadline: isoDay(3),
    deadlineRange: 'moreThan5Days',
    estimatedTimeRange: '15to2Hour',
    done: false,
    doneAt: null,
    createdAt: new Date().toISOString(),
    lastUpdated: Date.now(),
    ...overrides,
  };
}

export function eventBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Team meeting',
    description: 'Weekly sync',
    color: '#3366FF',
    allDay: false,
    startDate: '2030-03-04T09:00:00+01:00',
    endDate: '2030-03-04T10:00:00+01:00',
    timeZone: 'Europe/Paris',
    recurrence: 'none',
    recurrenceId: null,
    recurrenceEnd: null,
    originalStart: null,
    cancelled: false,
    reminderMinutes: 15,
    presetId: null,
    lastUpdated: Date.now(),
    ...overrides,
  };
}

export function presetBody(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'casual',
    title: 'Gym',
    description: 'Leg day',
    color: '#00AA00',
    durationMin: 60,
    startTime: '18:30',
    allDay: false,
    recurrence: 'weekly',
    reminderMinutes: 30,
    source: null,
    lastUpdated: Date.now(),
    ...overrides,
  };
}

/** Stores a server-made notification as the server does (notifications have no create route). */
export async function seedNotification(
  db: Db,
  uid: string,
  n: AppNotification,
): Promise<AppNotification> {
  await db.query(
    'INSERT INTO notifications (uid, id, data, date_received) VALUES ($1, $2, $3, $4)',
    [uid, n.id, JSON.stringify(n), n.dateReceived],
  );
  return n;
}
