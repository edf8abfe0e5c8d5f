// A person coming back tomorrow (issue #17): the browser was closed since the last visit, so nothing of the
// last page is left in memory (no renderer memory cache, no running service worker), only what is on disk.
// The same guest's /dashboard, each visit in a freshly started browser on the same profile, with the
// service worker and without it (alternately), timed to calendar + tasks rendered, with where the page's
// critical path stood: the navigation's answer, the shell's main script, the calendar's entry.
// The bench's warm reloads (bench/lib/pages.mjs) reuse one browser, so the run without the worker is served
// from the renderer's memory cache; this tool is the comparison a returning person meets.
// Production builds first (`npm run build`). Usage: node bench/trace/return-visit.mjs [--visits 5]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumVersion } from '../../scripts/lib/chromium.mjs';
import { config } from '../../scripts/lib/suite.mjs';
import { startSuite, SHELL_URL } from '../lib/suite.mjs';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  CALENDAR_RENDERED,
  TASKS_RENDERED,
  loadDashboard,
  signInAsGuest,
  settle,
  untilWorkerControls,
  watchDashboard,
} from '../lib/pages.mjs';
import { median, loadAverage } from '../lib/stats.mjs';

const visitsArg = process.argv.indexOf('--visits');
const visits = Math.max(1, Number(visitsArg > 0 ? process.argv[visitsArg + 1] : 5));
const MODES = ['block', 'allow'];
const CALENDAR_ENTRY = `localhost:${config.REMOTES.calendar.port}/remoteEntry.`;

/** A browser started on `profile`, as a person opens theirs. */
async function openBrowser(profile, serviceWorkers) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
    serviceWorkers,
  });
  await context.addInitScript(watchDashboard, [CALENDAR_RENDERED, TASKS_RENDERED]);
  return { context, page: context.pages()[0] ?? (await context.newPage()) };
}

/** The first visit: a guest, the dashboard loaded twice (with the worker: once it serves the page). */
async function firstVisit(profile, serviceWorkers) {
  const { context, page } = await openBrowser(profile, serviceWorkers);
  await signInAsGuest(page, SHELL_URL);
  await settle(page);
  await loadDashboard(page, SHELL_URL);
  await settle(page);
  if (serviceWorkers === 'allow') await untilWorkerControls(page);
  await loadDashboard(page, SHELL_URL);
  await settle(page);
  await context.close();
}

/** One return visit: ms from navigation to each step of the critical path. */
async function returnVisit(profile, serviceWorkers) {
  const { context, page } = await openBrowser(profile, serviceWorkers);
  try {
    // The browser's own start is not the page's.
    await page.waitForTimeout(1000);
    const rendered = await loadDashboard(page, SHELL_URL);
    return await page.evaluate(
      ([calendarEntry, rendered]) => {
        const nav = performance.getEntriesByType('navigation')[0];
        const resources = performance.getEntriesByType('resource');
        const end = (test) => {
          const found = resources.find((r) => test(r.name));
          return found ? Math.round(found.responseEnd) : null;
        };
        return {
          controlled: navigator.serviceWorker?.controller != null,
          rendered: Math.round(rendered),
          document: Math.round(nav.responseStart),
          // With the worker (Chromium): the static route the page matched, and what answered.
          documentSource: nav.workerMatchedSourceType
            ? `${nav.workerMatchedSourceType} -> ${nav.workerFinalSourceType}`
            : 'no worker',
          mainScript: end((url) => /\/main\.[0-9a-f]+\.js$/.test(url)),
          remotesJson: end((url) => url.endsWith('/remotes.json')),
          calendarEntry: end((url) => url.includes(calendarEntry)),
        };
      },
      [CALENDAR_ENTRY, rendered],
    );
  } finally {
    await context.close();
  }
}

const suite = await startSuite({ log: () => {} });
const profiles = Object.fromEntries(
  MODES.map((mode) => [mode, fs.mkdtempSync(path.join(os.tmpdir(), `planner-return-${mode}-`))]),
);
const results = { block: [], allow: [] };
try {
  for (const mode of MODES) await firstVisit(profiles[mode], mode);
  for (let i = 0; i < visits; i++)
    for (const mode of MODES) {
      const visit = await returnVisit(profiles[mode], mode);
      if (mode === 'allow' && !visit.controlled)
        throw new Error('a return visit with the worker was not served by it');
      results[mode].push(visit);
    }
} finally {
  await suite.stop();
  for (const dir of Object.values(profiles)) fs.rmSync(dir, { recursive: true, force: true });
}

const STEPS = ['document', 'mainScript', 'remotesJson', 'calendarEntry', 'rendered'];
console.log(
  `Return visits to /dashboard, each in a freshly started browser (${chromiumVersion()}, load ${loadAverage()[0]}).`,
);
console.log('Medians in ms from navigation (each visit: ' + STEPS.join(' / ') + '):\n');
console.log(`| worker | ${STEPS.join(' | ')} | visits |`);
console.log(`|---|${STEPS.map(() => '---').join('|')}|---|`);
for (const mode of MODES) {
  const rows = results[mode];
  const medians = STEPS.map((step) => Math.round(median(rows.map((r) => r[step] ?? 0))));
  const each = rows.map((r) => STEPS.map((s) => r[s] ?? '-').join('/')).join('; ');
  console.log(`| ${mode === 'allow' ? 'yes' : 'no'} | ${medians.join(' | ')} | ${each} |`);
}
const ratio =
  median(results.allow.map((r) => r.rendered)) / median(results.block.map((r) => r.rendered));
console.log(`\nWith the worker / without, rendered: ${ratio.toFixed(2)}`);
const sources = [...new Set(results.allow.map((r) => r.documentSource))];
console.log(`The page, with the worker: ${sources.join(', ')}`);
