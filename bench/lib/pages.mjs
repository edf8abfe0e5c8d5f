// The page measurements of the bench, in Debian's Chromium through Playwright: JavaScript transferred (gzip,
// by file) for / and /dashboard, time from navigation to the dashboard's calendar and tasks rendered with a
// warm local copy, and the JS heap once the dashboard settled.
/* global document, window, requestAnimationFrame, MutationObserver -- page.evaluate/addInitScript callbacks */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { median, round, kb, loadAverage } from './stats.mjs';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

/** What "the dashboard is rendered" means: FullCalendar's root inside the calendar view and the tasks sidebar's heading are in the DOM. */
export const CALENDAR_RENDERED =
  '[data-remote-slot="calendar"] [data-testid="calendar-view"] > div';
export const TASKS_RENDERED = '[data-remote-slot="tasks"] #tasks-sidebar-title';

/** Records in window.__benchRendered the performance.now() of the first frame showing both. */
function watchDashboard([calendar, tasks]) {
  const check = (observer) => {
    if (!document.querySelector(calendar) || !document.querySelector(tasks)) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__benchRendered = performance.now();
    });
  };
  const start = () => {
    const observer = new MutationObserver(() => check(observer));
    observer.observe(document.documentElement, { childList: true, subtree: true });
    check(observer);
  };
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
}

/** Collects every script response of a page: url and transferred (encoded) body size. */
function recordScripts(page) {
  const pending = [];
  const onResponse = (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script') return;
    pending.push(
      response.finished().then(async () => {
        const sizes = await request.sizes();
        const headers = await response.allHeaders();
        return {
          url: request.url().split('?')[0],
          status: response.status(),
          encoding: headers['content-encoding'] || 'identity',
          bytes: sizes.responseBodySize,
          fromCache: response.fromServiceWorker() || sizes.responseBodySize === 0,
        };
      }),
    );
  };
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    const files = await Promise.all(pending);
    const byUrl = new Map();
    for (const f of files) byUrl.set(f.url, f);
    return [...byUrl.values()].sort((a, b) => b.bytes - a.bytes);
  };
}

const devtools = new WeakMap();

/**
 * Resolves with the page's window.__benchRendered (watchDashboard) once it is set, read over a DevTools
 * session of the bench's own. Not with Playwright's waits: they inject its utility script (a 330 KB
 * message, about 20 ms of evaluation) into the page while it starts, and the timed load paid for it:
 * 8 alternated warm reloads, 403 ms to rendered with them against 368 without (3 Dec 2026).
 */
export async function untilRendered(page, timeoutMs = 30_000) {
  if (!devtools.has(page)) devtools.set(page, await page.context().newCDPSession(page));
  const session = devtools.get(page);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { result } = await session.send('Runtime.evaluate', {
      expression: 'window.__benchRendered',
      returnByValue: true,
    });
    if (typeof result.value === 'number') return result.value;
    if (Date.now() > deadline) throw new Error(`the dashboard did not render in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Opens /dashboard; resolves with the ms from navigation to calendar + tasks rendered (watchDashboard). */
export async function loadDashboard(page, shellUrl) {
  await page.goto(`${shellUrl}/dashboard`, { waitUntil: 'commit' });
  return untilRendered(page);
}

/**
 * Until the service worker controls the page: the page registers it once its start has gone quiet
 * (startQuiet.ts), and the worker takes the page once its install has cached every remote.
 */
export async function untilWorkerControls(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 60_000,
  });
  await settle(page);
}

async function settle(page, ms = 1500) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(ms);
}

async function signInAsGuest(page, shellUrl) {
  await page.goto(`${shellUrl}/login`);
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
  await page.waitForSelector(CALENDAR_RENDERED, { timeout: 30_000 });
  // Under the calendar on a narrow screen, the tasks widget loads as it comes near the viewport (the
  // shell's loadingPlan.ts, whenNear): scrolled to, as a person would.
  await page.evaluate(() =>
    document.querySelector('[data-remote-slot="tasks"]')?.parentElement?.scrollIntoView(),
  );
  await page.waitForSelector(TASKS_RENDERED, { timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

function summarise(files) {
  const total = files.reduce((sum, f) => sum + f.bytes, 0);
  return {
    totalKB: kb(total),
    files: files.map((f) => ({ url: f.url, kb: kb(f.bytes), encoding: f.encoding })),
  };
}

/**
 * The targets are gzip sizes: the page bench asks for gzip only. A browser that accepts brotli
 * (every current one; Lighthouse's runs do) downloads about 13% less.
 */
const GZIP_ONLY = { 'accept-encoding': 'gzip, deflate' };

async function jsForLanding(browser, shellUrl) {
  const context = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: GZIP_ONLY });
  const page = await context.newPage();
  const stop = recordScripts(page);
  await page.goto(`${shellUrl}/`);
  await settle(page);
  const files = await stop();
  await context.close();
  return files;
}

/** Heap used after a forced garbage collection, in MB. */
async function heapMB(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return round(usedSize / 1024 / 1024, 1);
}

/** Timed warm reloads per round (and per side); each round is a fresh browser profile. */
const WARM_RELOADS = 1;

/**
 * One round: / cold, then a fresh guest: /dashboard cold (cache cleared, local copy kept) for the JS by
 * file and everything mounted, then WARM_RELOADS warm reloads of /dashboard timed to calendar+tasks
 * rendered, each followed by the heap once the page settled.
 */
async function oneRound(browser, shellUrl) {
  const landing = await jsForLanding(browser, shellUrl);
  const { dashboard, firstReload, times, heaps } = await dashboardRound(
    browser,
    shellUrl,
    'block',
    true,
  );
  // The same warm reloads with the service worker serving the app (offline mode): never slower.
  const withWorker = await dashboardRound(browser, shellUrl, 'allow', false);
  return {
    landing,
    dashboard,
    firstReload,
    times,
    heaps,
    workerTimes: withWorker.times,
    offlineTimes: withWorker.offlineTimes,
  };
}

/**
 * A fresh guest's /dashboard: with `measureJs`, JS by file (cold HTTP cache, gzip only); then WARM_RELOADS timed
 * warm reloads and heaps. The timed reloads ask for what a browser asks for (no gzip-only header) in both
 * rounds, with and without the worker: a forced request header is not what a person's browser sends, and
 * with a service worker it made the offline reloads fail (the worker's cached copy did not match).
 */
async function dashboardRound(browser, shellUrl, serviceWorkers, measureJs) {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
    serviceWorkers,
  });
  await context.addInitScript(watchDashboard, [CALENDAR_RENDERED, TASKS_RENDERED]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await signInAsGuest(page, shellUrl);
  await settle(page);
  let dashboard = null;
  if (measureJs) {
    await page.setExtraHTTPHeaders(GZIP_ONLY);
    await cdp.send('Network.clearBrowserCache');
    const stop = recordScripts(page);
    await loadDashboard(page, shellUrl);
    await settle(page);
    dashboard = await stop();
    await page.setExtraHTTPHeaders({});
  }
  // The warm reloads start from a cache filled by the browser's own requests.
  await cdp.send('Network.clearBrowserCache');
  await loadDashboard(page, shellUrl);
  await settle(page);
  // The timed reloads are all served by the worker, on its side.
  if (serviceWorkers === 'allow') await untilWorkerControls(page);
  // One untimed load before the timed ones, on each side (`firstReload`, reported apart). Without the
  // worker it is the second run of every script in this browser profile: V8 compiles them again and writes
  // their code cache then, and only the loads after it read that cache (3 Dec 2026, this host: 567-621 ms
  // against 422-508 for the next four); a person who comes back has that cache. With it, it is the
  // worker's first load: a reload in the same browser reuses the renderer's memory cache, which Chromium
  // does not share between a page the worker did not control and one it does (ratio 1.39 against 1.02
  // for the reloads after it; docs/offline.md). A person's next visit in a new browser has neither:
  // bench/trace/return-visit.mjs measures that one.
  const firstReload = await loadDashboard(page, shellUrl);
  await settle(page, 2000);
  const times = [];
  const heaps = [];
  for (let i = 0; i < WARM_RELOADS; i++) {
    times.push(await loadDashboard(page, shellUrl));
    await settle(page, 2000);
    heaps.push(await heapMB(cdp));
  }
  // Offline mode: the same reloads with no network at all, served by the worker and the local copy.
  const offlineTimes = [];
  if (serviceWorkers === 'allow') {
    await context.setOffline(true);
    for (let i = 0; i < WARM_RELOADS; i++) {
      offlineTimes.push(await loadDashboard(page, shellUrl));
      await settle(page, 1000);
    }
  }
  await context.close();
  return { dashboard, firstReload, times, heaps, offlineTimes };
}

/** Median per file over the rounds (sizes barely vary; a file missing in a round counts as 0). */
function medianFiles(rounds) {
  const urls = new Set(rounds.flatMap((r) => r.map((f) => f.url)));
  const files = [...urls].map((url) => {
    const seen = rounds.map((r) => r.find((f) => f.url === url));
    const any = seen.find(Boolean);
    return {
      url,
      encoding: any.encoding,
      bytes: median(seen.map((f) => (f ? f.bytes : 0))),
    };
  });
  return files.sort((a, b) => b.bytes - a.bytes);
}

export async function measurePages({ shellUrl, runs = 5, log = console.log }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rounds = [];
  const loads = [];
  try {
    // Rounds of one timed warm reload each, in a fresh browser profile (a new context): every figure is
    // a median of `runs` samples.
    for (let i = 0; i < runs; i++) {
      const round_ = await oneRound(browser, shellUrl);
      rounds.push(round_);
      loads.push(loadAverage()[0]);
      log(
        `  pages run ${i + 1}/${runs}: / ${kb(round_.landing.reduce((s, f) => s + f.bytes, 0))} KB, /dashboard ${kb(round_.dashboard.reduce((s, f) => s + f.bytes, 0))} KB, rendered ${Math.round(round_.firstReload)} then ${round_.times.map((t) => Math.round(t)).join('/')} ms, heap ${round_.heaps.join('/')} MB (load ${loads.at(-1)})`,
      );
    }
  } finally {
    await browser.close();
  }
  const times = rounds.flatMap((r) => r.times);
  const heaps = rounds.flatMap((r) => r.heaps);
  const workerTimes = rounds.flatMap((r) => r.workerTimes);
  const firstReloads = rounds.map((r) => r.firstReload);
  const offlineTimes = rounds.flatMap((r) => r.offlineTimes);
  return {
    runs,
    loadAverage1m: loads,
    js: {
      landing: summarise(medianFiles(rounds.map((r) => r.landing))),
      dashboard: summarise(medianFiles(rounds.map((r) => r.dashboard))),
    },
    dashboardRenderedMs: {
      median: Math.round(median(times)),
      samples: times.map((t) => Math.round(t)),
    },
    dashboardFirstReloadMs: {
      median: Math.round(median(firstReloads)),
      samples: firstReloads.map((t) => Math.round(t)),
    },
    heapMB: { median: median(heaps), samples: heaps },
    dashboardRenderedWithWorkerMs: {
      median: Math.round(median(workerTimes)),
      samples: workerTimes.map((t) => Math.round(t)),
      ratioToWithout: round(median(workerTimes) / median(times), 2),
    },
    dashboardRenderedOfflineMs: {
      median: Math.round(median(offlineTimes)),
      samples: offlineTimes.map((t) => Math.round(t)),
    },
  };
}

export { signInAsGuest, settle, watchDashboard };
