// `npm run build`: production builds of the shell and the five remotes into each package's dist/,
// two at a time (one per core, each in its own process), then precompression and a size report.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { measure, precompress } from './lib/distReport.mjs';
import { waitForE2eRuns } from './lib/e2eLock.mjs';

const require = createRequire(import.meta.url);
const config = require('../tooling/config/index.cjs');

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function buildInChild(bundle) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      [path.join(config.ROOT, 'scripts/lib/buildBundle.mjs'), path.join(config.ROOT, bundle.dir)],
      { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
    children.add(child);
    child.on('error', reject);
    child.on('exit', (code) => {
      children.delete(child);
      return code === 0
        ? resolve(Date.now() - started)
        : reject(new Error(`${bundle.name}: webpack exited with ${code}`));
    });
  });
}

const children = new Set();
process.once('SIGINT', () => {
  for (const child of children) child.kill('SIGTERM');
});

/**
 * Runs `run` over `items`, at most `limit` at once. Every started build is let finish (a dist is
 * never left half-written); the first failure is thrown after all of them settled.
 */
async function pool(items, limit, run) {
  const results = new Array(items.length);
  const failures = [];
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length && failures.length === 0) {
      const index = next++;
      try {
        results[index] = await run(items[index]);
      } catch (error) {
        failures.push(error);
      }
    }
  });
  await Promise.all(workers);
  if (failures.length) throw new Error(failures.map((e) => e.message).join('\n'));
  return results;
}

export async function buildAll(names = []) {
  const bundles = names.length
    ? config.BUNDLES.filter((b) => names.includes(b.name))
    : config.BUNDLES;
  if (bundles.length === 0) throw new Error(`nothing to build for: ${names.join(' ')}`);
  const concurrency =
    Number(process.env.PLANNER_BUILD_CONCURRENCY) || Math.max(1, Math.min(2, os.cpus().length));
  await waitForE2eRuns();
  const started = Date.now();
  const times = await pool(bundles, concurrency, buildInChild);
  const rows = bundles.map((bundle, i) => {
    const dir = path.join(config.ROOT, bundle.dir, 'dist');
    precompress(dir);
    return { bundle, ms: times[i], ...measure(dir, bundle.kind) };
  });
  const total = Date.now() - started;
  console.log('\nbundle            build   entry (gzip)              all js+css (gzip)');
  for (const r of rows) {
    const label = r.bundle.kind === 'host' ? 'initial html assets' : 'remote entry';
    console.log(
      `${r.bundle.name.padEnd(16)} ${`${(r.ms / 1000).toFixed(1)}s`.padStart(6)}   ${kb(r.entry).padStart(9)} ${label.padEnd(20)} ${kb(r.total).padStart(9)}`,
    );
  }
  console.log(
    `\nbuilt ${rows.length} bundles in ${(total / 1000).toFixed(1)}s (${concurrency} at a time)`,
  );
  return rows;
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
) {
  buildAll(process.argv.slice(2)).catch((error) => {
    console.error(error.message || error);
    process.exit(1);
  });
}
