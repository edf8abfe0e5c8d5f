// Tasks bench: builds the bench page in production mode, opens it in Chromium and times
// rendering 10,000 tasks and re-sorting after one toggle. Usage: npm run bench:tasks [-- --runs 7]
/* global document, window -- used only inside page.evaluate callbacks, which run in the browser */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPage, launchChromium, servePage } from '../lib/pageBench.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.BENCH_TASKS_PORT ?? 3210);
const COUNT = 10_000;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 7;
const TOGGLES = 20;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const round = (x) => Math.round(x * 100) / 100;

const t0 = Date.now();
await buildPage(here);
console.log(`built in ${((Date.now() - t0) / 1000).toFixed(1)} s (production, swc-minified)`);
const server = await servePage(path.join(here, 'dist'), PORT);
const browser = await launchChromium();
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
