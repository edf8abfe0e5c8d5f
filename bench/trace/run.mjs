// Where the main thread goes when the dashboard starts (issue #20): a Chromium performance trace of a cold
// load (in a new tab, as Lighthouse makes it) and a warm load of /dashboard (and of /, and of the reference
// page, cold), in real time on this machine (no CPU throttling), broken down by kind of work and by script,
// with every task over 50 ms. Production builds (`npm run build` first).
// Usage: node bench/trace/run.mjs [--runs 3] [--out bench/results/trace.md]
// With builds that carry source maps (`PLANNER_SOURCEMAP=1 node scripts/build.mjs`), functions are named
// by their source and the sampled time is also given per npm package and per source folder.
/* global window -- page.evaluate/waitForFunction callbacks */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumVersion } from '../../scripts/lib/chromium.mjs';
import { startSuite, SHELL_URL } from '../lib/suite.mjs';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  CALENDAR_RENDERED,
  TASKS_RENDERED,
  signInAsGuest,
  settle,
  untilRendered,
  watchDashboard,
} from '../lib/pages.mjs';
import {
  FLOOR_PORT,
  REFERENCE_PORT,
  seedReferenceData,
  startFloor,
  startReference,
  visitFloor,
} from '../lib/reference.mjs';
import { median, loadAverage } from '../lib/stats.mjs';
import { analyseTrace } from './analyse.mjs';
import { buildsHaveSourceMaps, sourceMapResolver } from './sourceMaps.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}
const runs = Math.max(1, Number(arg('runs', 3)));
const out = path.resolve(ROOT, arg('out', 'bench/results/trace.md'));
/** --keep DIR: also writes each raw trace there (open it in DevTools' Performance panel). */
const keep = arg('keep', null);
let kept = 0;
/** Names sampled functions by their sources when the builds have maps (sourceMaps.mjs). */
const withSourceMaps = buildsHaveSourceMaps();
// The reference page is built here: with maps too when the suite's builds have them.
if (withSourceMaps) process.env.PLANNER_SOURCEMAP = '1';
const resolve = withSourceMaps
  ? sourceMapResolver([
      {
        port: REFERENCE_PORT,
        dir: 'bench/reference',
        dist: path.join(ROOT, 'bench/reference/dist'),
      },
      { port: FLOOR_PORT, dir: 'bench/floor', dist: path.join(ROOT, 'bench/floor/dist') },
    ])
  : undefined;

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'toplevel',
  'loading',
  // Font lookups (FontCache::GetFontPlatformData), inside layout.
  'fonts',
  // The sampling profiler: which functions the script time goes to (analyse.mjs, byFunction).
  'disabled-by-default-v8.cpu_profiler',
];

/** One traced navigation: the analysis of its main thread from navigation to `settleMs` after it showed. */
async function traced(browser, page, url, { dashboard }) {
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'commit' });
  // Read over a DevTools session: Playwright's waits would put its utility script in the trace.
  const rendered = dashboard ? await untilRendered(page) : null;
  await settle(page, 1500);
  const buffer = await browser.stopTracing();
  if (keep) {
    fs.mkdirSync(keep, { recursive: true });
    fs.writeFileSync(path.join(keep, `trace-${++kept}.json`), buffer);
  }
  return {
    ...analyseTrace(JSON.parse(buffer.toString()), { origin: SHELL_URL, resolve }),
    rendered,
  };
}

/**
 * A cold load as Lighthouse makes it: in a new tab, whose renderer has not run these scripts. In the tab
 * that had just shown the dashboard, V8 kept what it had compiled and the start's script took about a
 * third of the time it takes in a new tab (412 px, 4 Dec 2026): that measured a cold HTTP cache, not a
 * cold start. The tab shares the context's session and local copy.
 */
async function tracedInNewTab(context, url, dashboard) {
  const page = await context.newPage();
  try {
    return await traced(context.browser(), page, url, { dashboard });
  } finally {
    await page.close();
  }
}

async function measure(referenceUrl, floorUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results = {
    landingCold: [],
    dashboardCold: [],
    dashboardWarm: [],
    referenceCold: [],
    floorCold: [],
  };
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        locale: 'en-US',
        viewport: { width: 1280, height: 900 },
        serviceWorkers: 'block',
      });
      await context.addInitScript(watchDashboard, [CALENDAR_RENDERED, TASKS_RENDERED]);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      results.landingCold.push(await traced(browser, page, `${SHELL_URL}/`, { dashboard: false }));
      await signInAsGuest(page, SHELL_URL);
      await seedReferenceData(page);
      await page.goto(`${SHELL_URL}/dashboard`);
      await page.waitForFunction(() => window.__benchRendered !== undefined);
      await settle(page);
      // The guest's tab leaves the app: its timers and sync would take the CPU from the new tab.
      await page.goto('about:blank');
      await cdp.send('Network.clearBrowserCache');
      results.dashboardCold.push(await tracedInNewTab(context, `${SHELL_URL}/dashboard`, true));
      // A second warm load first: the browser's code cache is written on the second run of a script.
      await page.goto(`${SHELL_URL}/dashboard`);
      await page.waitForFunction(() => window.__benchRendered !== undefined);
      await settle(page);
      results.dashboardWarm.push(
        await traced(browser, page, `${SHELL_URL}/dashboard`, { dashboard: true }),
      );
      // The reference page (the same week and tasks, one bundle), cold like the dashboard above.
      await page.goto('about:blank');
      await cdp.send('Network.clearBrowserCache');
      results.referenceCold.push(await tracedInNewTab(context, referenceUrl, false));
      // The floor page (bench/floor), cold too, after its first visit.
      await visitFloor(page, floorUrl);
      await page.goto('about:blank');
      await cdp.send('Network.clearBrowserCache');
      results.floorCold.push(await tracedInNewTab(context, floorUrl, false));
      await context.close();
      console.log(`trace run ${i + 1}/${runs} (load ${loadAverage()[0]})`);
    }
  } finally {
    await browser.close();
  }
  return results;
}

const ms = (x) => Math.round(x);

/** A sampled table (byFunction[key]) averaged over the runs, largest first. */
function meanOverRuns(list, key) {
  const sums = new Map();
  for (const run of list)
    for (const [name, t] of run.byFunction[key]) sums.set(name, (sums.get(name) ?? 0) + t);
  return [...sums.entries()]
    .map(([name, t]) => [name, t / list.length])
    .sort((a, b) => b[1] - a[1]);
}

/**
 * The cold dashboard's sampled time per package beside the reference page's and the floor page's
 * (source-mapped builds), and the ratios of their script time to the reference page's.
 */
function againstReference(dashboard, reference, floor) {
  const mine = meanOverRuns(dashboard, 'inclusiveByGroup');
  const theirs = new Map(meanOverRuns(reference, 'inclusiveByGroup'));
  const floors = new Map(meanOverRuns(floor, 'inclusiveByGroup'));
  const busy = (list) => ms(median(list.map((r) => r.busy)));
  const sampled = (list) => meanOverRuns(list, 'selfByGroup').reduce((sum, [, t]) => sum + t, 0);
  const ratio = (list) => (sampled(list) / sampled(reference)).toFixed(2);
  // The dashboard's top rows, then the floor page's own that they do not list (its page, its libraries).
  const groups = new Set([
    ...mine.slice(0, 30).map(([group]) => group),
    ...[...floors].filter(([, t]) => t >= 3).map(([group]) => group),
  ]);
  const of = (map, group) => ms(map.get(group) ?? 0);
  const mineMap = new Map(mine);
  return [
    '## /dashboard and the floor page against the reference page, all cold',
    '',
    `Main thread busy (median): /dashboard ${busy(dashboard)} ms, the floor page ${busy(floor)} ms, ` +
      `the reference page ${busy(reference)} ms. Samples in script or in the browser functions it ` +
      `called (mean): ${ms(sampled(dashboard))}, ${ms(sampled(floor))} and ${ms(sampled(reference))} ms: ` +
      `**/dashboard ${ratio(dashboard)}x the reference page, the floor page ${ratio(floor)}x**.`,
    '',
    `| Package or source folder, sampled, inclusive, mean of ${dashboard.length} runs | /dashboard ms | floor page ms | reference ms |`,
    '|---|---|---|---|',
    ...[...groups].map(
      (group) =>
        `| ${group} | ${of(mineMap, group)} | ${of(floors, group)} | ${of(theirs, group)} |`,
    ),
    '',
  ].join('\n');
}

/** The run whose busy time is the median: its breakdown is the one shown. */
function medianRun(list) {
  const sorted = [...list].sort((a, b) => a.busy - b.busy);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function section(title, list) {
  const run = medianRun(list);
  const selfMean = new Map(withSourceMaps ? meanOverRuns(list, 'selfByGroup') : []);
  const lines = [`## ${title}`, ''];
  lines.push(
    `Main thread busy (tasks on the page's main thread, navigation to the end of the trace): ` +
      `${list.map((r) => ms(r.busy)).join(', ')} ms; median run shown. ` +
      (run.rendered !== null
        ? `Calendar + tasks rendered at ${list.map((r) => ms(r.rendered)).join(', ')} ms (median ${ms(median(list.map((r) => r.rendered)))}).`
        : ''),
    '',
    '| Kind of work | ms |',
    '|---|---|',
    ...run.byKind.map(([kind, t]) => `| ${kind} | ${ms(t)} |`),
    '',
    // Promise reactions run in a microtask checkpoint that names no script: "(no script named)".
    '| Script (JavaScript self time: compile, evaluation and calls) | ms |',
    '|---|---|',
    ...run.byScript.slice(0, 15).map(([url, t]) => `| ${url} | ${ms(t)} |`),
    '',
    ...(run.byFunction.self.length
      ? [
          '| Script, sampled: time in frames of it or called from it (inclusive) | ms |',
          '|---|---|',
          ...run.byFunction.inclusiveByScript
            .slice(0, 15)
            .map(([url, t]) => `| ${url} | ${ms(t)} |`),
          '',
          ...(withSourceMaps
            ? [
                // The mean of every run, not the median run's: one sample can carry a long gap (a
                // function seen once, just before the thread waited, gets all of it).
                `| Package or source folder, sampled, mean of ${list.length} runs | self ms | inclusive ms |`,
                '|---|---|---|',
                ...meanOverRuns(list, 'inclusiveByGroup')
                  .slice(0, 30)
                  .map(([group, t]) => `| ${group} | ${ms(selfMean.get(group) ?? 0)} | ${ms(t)} |`),
                '',
              ]
            : []),
          withSourceMaps
            ? '| Function, sampled (self time; name, source:line) | ms |'
            : '| Function, sampled (self time; name, file:line:column of the production build) | ms |',
          '|---|---|',
          ...run.byFunction.self.slice(0, 25).map(([fn, t]) => `| ${fn} | ${ms(t)} |`),
          '',
        ]
      : []),
    `Tasks over 50 ms: ${run.longTasks.length}`,
    '',
  );
  if (run.longTasks.length) {
    lines.push('| at (ms) | duration (ms) | mostly |', '|---|---|---|');
    for (const task of run.longTasks)
      lines.push(`| ${ms(task.at)} | ${ms(task.duration)} | ${task.mostly} |`);
    lines.push('');
  }
  return lines.join('\n');
}

const suite = await startSuite();
const reference = await startReference();
const floor = await startFloor();
try {
  const started = loadAverage();
  const results = await measure(reference.url, floor.url);
  const report = [
    `# Main-thread breakdown (${new Date().toISOString()})`,
    '',
    `${chromiumVersion()}, real time (no CPU throttling), 1280×900, ${runs} runs, load average at start ` +
      `${started.join(' / ')}. Production builds; the dashboard holds the reference page's events and ` +
      `tasks (bench/reference). \`node bench/trace/run.mjs\`` +
      (withSourceMaps ? ', builds with source maps (functions named by their sources).' : '.'),
    '',
    section('/ (cold)', results.landingCold),
    section(
      '/dashboard, cold: a new tab, cold HTTP cache (local copy kept)',
      results.dashboardCold,
    ),
    section('/dashboard, warm', results.dashboardWarm),
    section('The reference page (bench/reference), cold: a new tab', results.referenceCold),
    section('The floor page (bench/floor), cold: a new tab (local copy kept)', results.floorCold),
    ...(withSourceMaps
      ? [againstReference(results.dashboardCold, results.referenceCold, results.floorCold)]
      : []),
  ].join('\n');
  fs.writeFileSync(out, report);
  console.log(report);
  console.log(`written: ${path.relative(ROOT, out)}`);
} finally {
  reference.close();
  floor.close();
  await suite.stop();
}
