// Runs the api suite twice with real emulator tokens: on embedded PGlite, then on a real PostgreSQL (TEST_DATABASE_URL).
// Usage: node scripts/test-api.mjs [extra jest args]. In CI, TEST_DATABASE_URL must be set (eval "$(scripts/ci-postgres.sh)").
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT, startAuthEmulator } from './lib/emulator.mjs';

const require = createRequire(import.meta.url);
const extraArgs = process.argv.slice(2);
const JEST = path.join(ROOT, 'node_modules/jest/bin/jest.js');

function runJest(label, env) {
  console.log(`\n=== api suite on ${label} ===`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [JEST, '--selectProjects', 'api', ...extraArgs], {
      cwd: ROOT,
      env,
      stdio: 'inherit',
    });
    child.on('exit', (code, signal) => resolve(code === 0 && !signal));
  });
}

/** Fresh tables for the PostgreSQL run: the test role owns the public schema of its database. */
async function resetPostgres(url) {
  const pg = require(require.resolve('pg', { paths: [path.join(ROOT, 'api')] }));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}

async function main() {
  const emulator = await startAuthEmulator();
  const baseEnv = {
    ...process.env,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    FIREBASE_PROJECT_ID: 'demo-planner',
  };
  delete baseEnv.DATABASE_URL;
  const results = [];
  try {
    // PGlite: every test file opens its own fresh data folder under the OS temp dir.
    results.push(['PGlite', await runJest('PGlite (embedded)', baseEnv)]);

    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      await resetPostgres(url);
      results.push([
        'PostgreSQL',
        await runJest(`PostgreSQL (${url.replace(/:[^:@/]*@/, ':***@')})`, {
          ...baseEnv,
          DATABASE_URL: url,
        }),
      ]);
    } else if (process.env.CI === 'true') {
      console.error('\nTEST_DATABASE_URL is not set: CI must run the api suite on PostgreSQL too.');
      console.error('Run  eval "$(scripts/ci-postgres.sh)"  before npm test.');
      results.push(['PostgreSQL', false]);
    } else {
      console.warn(
        '\nWARNING: TEST_DATABASE_URL is not set, the PostgreSQL run was SKIPPED (PGlite only).',
      );
      console.warn(
        '         Run  eval "$(scripts/ci-postgres.sh)"  then npm run test:api for both.',
      );
    }
  } finally {
    await emulator.stop();
  }
  console.log('\n=== api suite summary ===');
  for (const [label, ok] of results) console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}`);
  process.exit(results.every(([, ok]) => ok) ? 0 : 1);
}

main().catch((err) => {
  console.error(`test-api: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
