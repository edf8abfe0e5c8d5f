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
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
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
      firebaseAuthEmulatorHost: '127.0.0.1:9099',
      corsOrigins: ['https://planner.example', 'https://www.planner.example'],
      production: true,
      reminderIntervalMs: 1000,
      rateLimitMax: 10,
      trustProxy: true,
    });
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ API_PORT: 'four thousand' })).toThrow('API_PORT');
  });
});
