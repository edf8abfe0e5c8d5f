// Tasks bench: builds the bench page in production mode, opens it in Chromium and times
// rendering 10,000 tasks and re-sorting after one toggle. Usage: npm run bench:tasks [-- --runs 7]
/* global document, window -- used only inside page.evaluate callbacks, which run in the browser */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import { chromium } from '@playwright/test';
import config from './webpack.config.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.BENCH_TASKS_PORT ?? 3210);
const COUNT = 10_000;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 7;
const TOGGLES = 20;

function build() {
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    });
  });
}

function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    const target = file.endsWith('/') ? path.join(file, 'index.html') : file;
    if (!target.startsWith(dir) || !fs.existsSync(target)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': types[path.extname(target)] ?? 'application/octet-stream',
    });
    fs.createReadStream(target).pipe(res);
  });
  return new Promise((resolve) => server.listen(PORT, '127.0.0.1', () => resolve(server)));
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const round = (x) => Math.round(x * 100) / 100;

const t0 = Date.now();
await build();
console.log(`built in ${((Date.now() - t0) / 1000).toFixed(1)} s (production, swc-minified)`);
const server = await serve(path.join(here, 'dist'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await page.waitForFunction(() => document.title === 'ready');
  const renders = [];
  const toggles = [];
  // The first run warms up the JIT; it is reported apart and not counted.
  const painted = [];
  const cold = await page.evaluate((n) => window.bench.render(n), COUNT);
  let rows = 0;
  for (let i = 0; i < RUNS; i++) {
    const run = await page.evaluate((n) => window.bench.render(n), COUNT);
    renders.push(run.commitMs);
    painted.push(run.paintedMs);
    rows = run.rows;
    await page.waitForTimeout(50);
  }
  for (let i = 0; i < TOGGLES; i++) {
    toggles.push(await page.evaluate(() => window.bench.toggleTop()));
    await page.waitForTimeout(30);
  }
  const shown = await page.locator('[role="listitem"]').first().getAttribute('aria-setsize');
  const result = {
    tasks: COUNT,
    rowsInDom: rows,
    renderColdMs: round(cold.commitMs),
    renderMedianMs: round(median(renders)),
    renderMaxMs: round(Math.max(...renders)),
    renderToPaintMedianMs: round(median(painted)),
    toggleResortMedianMs: round(median(toggles)),
    toggleResortMaxMs: round(Math.max(...toggles)),
    tasksShownAfterToggles: Number(shown),
    targets: { renderMs: 100, toggleResortMs: 16 },
  };
  console.log(JSON.stringify(result, null, 2));
  const ok = result.renderToPaintMedianMs < 100 && result.toggleResortMedianMs < 16;
  console.log(ok ? 'PASS: within targets' : 'OVER TARGET');
  process.exitCode = ok ? 0 : 1;
} finally {
  await browser.close();
  server.close();
}
