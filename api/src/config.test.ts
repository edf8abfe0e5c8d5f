// Configuration from the environment: documented defaults, CORS list parsing, bad numbers refused.
import path from 'node:path';
import { DEFAULT_CORS_ORIGINS, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 4000,
      appSecret: 'planner-local-secret',
      databaseUrl: null,
      firebaseProjectId: 'demo-planner',
      firebaseAuthEmulatorHost: null,
      production: false,
      reminderIntervalMs: 30_000,
      trustProxy: false,
    });
    expect(c.dataDir).toBe(path.resolve(__dirname, '..', 'data', 'pglite'));
    expect(c.corsOrigins).toEqual(DEFAULT_CORS_ORIGINS);
    expect(c.corsOrigins).toContain('http://localhost:3000');
    expect(c.corsOrigins).toContain('http://127.0.0.1:3005');
    expect(c.corsOrigins).toHaveLength(12);
  });

  it('reads every variable', () => {
    const c = loadConfig({
      API_PORT: '4100',
      APP_SECRET: 's3cret',
      DATABASE_URL: 'postgres://u:p@db:5432/planner',
      PLANNER_DATA_DIR: '/tmp/x',
      FIREBASE_PROJECT_ID: 'prod-planner',
      CORS_ORIGINS: 'https://planner.example, https://www.planner.example',
      NODE_ENV: 'production',
      REMINDER_INTERVAL_MS: '1000',
      RATE_LIMIT_MAX: '10',
      TRUST_PROXY: 'true',
    });
    expect(c).toMatchObject({
      port: 4100,
      appSecret: 's3cret',
      databaseUrl: 'postgres://u:p@db:5432/planner',
      dataDir: '/tmp/x',
      firebaseProjectId: 'prod-planner',
      firebaseAuthEmulatorHost: null,
      corsOrigins: ['https://planner.example', 'https://www.planner.example'],
      production: true,
      reminderIntervalMs: 1000,
      rateLimitMax: 10,
      trustProxy: true,
    });
  });

  it('reads the emulator host outside production', () => {
    expect(
      loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).firebaseAuthEmulatorHost,
    ).toBe('127.0.0.1:9099');
  });

  it('refuses to run production with the auth emulator (unsigned tokens) or the default secret', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: 's3cret' };
    expect(() =>
      loadConfig({ ...production, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST is set with NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /APP_SECRET is the development default/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', APP_SECRET: 'planner-local-secret' }),
    ).toThrow(/APP_SECRET/);
    expect(loadConfig(production).production).toBe(true);
  });

  it('refuses half a VAPID pair', () => {
    expect(() => loadConfig({ PUSH_VAPID_PUBLIC_KEY: 'abc' })).toThrow(/must be set together/);
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ API_PORT: 'four thousand' })).toThrow('API_PORT');
  });
});
