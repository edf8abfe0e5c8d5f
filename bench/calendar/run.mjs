// Calendar bench: builds the bench page in production mode, opens it in Chromium and times rendering the week
// view over 5,000 stored events (200 series) and moving to the next week. Usage: npm run bench:calendar [-- --runs 7]
/* global document, window -- used only inside page.evaluate callbacks, which run in the browser */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPage, launchChromium, servePage } from '../lib/pageBench.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.BENCH_CALENDAR_PORT ?? 3310);
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 7;
const WEEKS = 20;
const TARGET_WEEK_MS = 100;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const round = (x) => Math.round(x * 10) / 10;
const stats = (runs, key) => ({
  median: round(median(runs.map((r) => r[key]))),
  max: round(Math.max(...runs.map((r) => r[key]))),
});

const t0 = Date.now();
if (!process.argv.includes('--no-build')) {
  await buildPage(here);
  console.log(`built in ${((Date.now() - t0) / 1000).toFixed(1)} s (production, swc-minified)`);
}
const server = await servePage(path.join(here, 'dist'), PORT);
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await page.waitForFunction(() => document.title === 'ready');
  const stored = await page.evaluate(() => window.bench.stored);
  // The first mount loads the lazy FullCalendar chunk and warms the JIT: reported apart, not counted.
  const cold = await page.evaluate(() => window.bench.render());
  const renders = [];
  for (let i = 0; i < RUNS; i++) {
    renders.push(await page.evaluate(() => window.bench.render()));
    await page.waitForTimeout(50);
  }
  const weeks = [];
  for (let i = 0; i < WEEKS; i++) {
    weeks.push(await page.evaluate(() => window.bench.nextWeek()));
    await page.waitForTimeout(30);
  }
  const result = {
    storedEvents: stored,
    eventsInWeek: {
      first: renders[0]?.events,
      medianNextWeeks: median(weeks.map((w) => w.events)),
    },
    renderColdPaintedMs: round(cold.paintedMs),
    renderWeekDomMs: stats(renders, 'domMs'),
    renderWeekPaintedMs: stats(renders, 'paintedMs'),
    nextWeekDomMs: stats(weeks, 'domMs'),
    nextWeekPaintedMs: stats(weeks, 'paintedMs'),
    target: { nextWeekPaintedMs: TARGET_WEEK_MS },
  };
  console.log(JSON.stringify(result, null, 2));
  const ok = result.nextWeekPaintedMs.median < TARGET_WEEK_MS;
  console.log(ok ? 'PASS: within target' : 'OVER TARGET');
  process.exitCode = ok ? 0 : 1;
} finally {
  await browser.close();
  server.close();
}
