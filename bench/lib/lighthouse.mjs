// Lighthouse 12 scores (performance, accessibility, best practices) of / and of /dashboard as a signed-in
// guest, in Debian's Chromium started by chrome-launcher; Playwright attaches to the same browser to sign in.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, signInAsGuest, settle } from './pages.mjs';
import { median, loadAverage } from './stats.mjs';
import { visitFloor } from './reference.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** Main-thread time spent evaluating script (Lighthouse's main-thread work breakdown, simulated CPU). */
function scriptEvaluationMs(lhr) {
  const items = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  return Math.round(
    items.filter((i) => i.group === 'scriptEvaluation').reduce((sum, i) => sum + i.duration, 0),
  );
}

function scores(lhr) {
  const out = {};
  for (const id of CATEGORIES) out[id] = Math.round((lhr.categories[id]?.score ?? 0) * 100);
  out.metrics = {
    fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    siMs: Math.round(lhr.audits['speed-index']?.numericValue ?? 0),
    scriptMs: scriptEvaluationMs(lhr),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
  };
  // What cost points outside performance: failed audits of the other two categories.
  out.failed = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
    lhr.categories[c].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null)
      .filter((ref) => (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${c}:${ref.id}`),
  );
  return out;
}

function summarise(samples) {
  const result = { samples };
  for (const id of CATEGORIES) result[id] = median(samples.map((s) => s[id]));
  result.metrics = {};
  for (const key of Object.keys(samples[0].metrics))
    result.metrics[key] = median(samples.map((s) => s.metrics[key]));
  result.failed = [...new Set(samples.flatMap((s) => s.failed))];
  result.performanceMin = Math.min(...samples.map((s) => s.performance));
  return result;
}

/**
 * The dashboard's figures over the reference page's, run by run (each pair measured back to back in one
 * browser), then the median: what stays comparable across machines and Chromium builds.
 */
function ratios(dashboard, reference) {
  const out = {};
  for (const [key, metric] of [
    ['scriptMs', 'scriptMs'],
    ['tbtMs', 'tbtMs'],
    ['lcpMs', 'lcpMs'],
  ]) {
    const pairs = dashboard
      .map((d, i) => [d.metrics[metric], reference[i]?.metrics[metric]])
      .filter(([, r]) => r > 0);
    out[key] = pairs.length ? Math.round(median(pairs.map(([d, r]) => d / r)) * 100) / 100 : null;
  }
  return out;
}

/** `formFactor`: Lighthouse's default (mobile, simulated slow 4G and 4x CPU) or 'desktop'. */
/**
 * `referenceUrl`: the reference page (bench/reference), measured before each /dashboard run in the same
 * browser, so the dashboard's figures can be read as ratios to it whatever the machine and Chromium.
 * `floorUrl`: the floor page (bench/floor: the reference page on the stack DESIGN.md names), measured
 * after each reference run, read as ratios to it too: the least a page on that stack costs.
 * `prepareDashboard(page)`: runs once the bench guest is signed in (seeds its data).
 */
export async function measureLighthouse({
  shellUrl,
  referenceUrl,
  floorUrl,
  prepareDashboard = async () => {},
  runs = 5,
  formFactor = 'mobile',
  log = console.log,
  onReport = () => {},
}) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-bench-lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    userDataDir,
    logLevel: 'silent',
  });
  const desktop =
    formFactor === 'desktop'
      ? (await import('lighthouse/core/config/desktop-config.js')).default
      : undefined;
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  };
  const run = async (url, extra = {}) => {
    const result = await lighthouse(url, { ...flags, ...extra }, desktop);
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    onReport(url, result.lhr, result.artifacts);
    return scores(result.lhr);
  };
  const landing = [];
  const dashboard = [];
  const reference = [];
  const floor = [];
  let browser;
  try {
    // `/` first: Lighthouse clears the origin's storage before each of these runs (a first visit).
    for (let i = 0; i < runs; i++) {
      landing.push({ ...(await run(`${shellUrl}/`)), load1m: loadAverage()[0] });
      log(
        `  lighthouse / ${i + 1}/${runs}: ${CATEGORIES.map((c) => landing.at(-1)[c]).join(' / ')}`,
      );
    }
    // Then a guest signs in in the same browser; its session and local copy are kept
    // (disableStorageReset) while the HTTP cache is cleared before each run.
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await signInAsGuest(page, shellUrl);
    await prepareDashboard(page);
    await settle(page);
    if (floorUrl) await visitFloor(page, floorUrl);
    // The guest's tab leaves the app: a planner left running in the background (its sync, its timers, its
    // reactions to the storage each run writes) would take the CPU from the pages being measured.
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    for (let i = 0; i < runs; i++) {
      if (referenceUrl) {
        await cdp.send('Network.clearBrowserCache');
        reference.push({ ...(await run(referenceUrl)), load1m: loadAverage()[0] });
        log(`  lighthouse reference ${i + 1}/${runs}: ${reference.at(-1).performance}`);
      }
      if (floorUrl) {
        await cdp.send('Network.clearBrowserCache');
        floor.push({
          ...(await run(floorUrl, { disableStorageReset: true })),
          load1m: loadAverage()[0],
        });
        log(`  lighthouse floor ${i + 1}/${runs}: ${floor.at(-1).performance}`);
      }
      await cdp.send('Network.clearBrowserCache');
      // A cold start of the app: the session and local copy stay, the service worker and its caches go
      // (the page registers it again during the run, as on a first visit).
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(shellUrl).origin,
        storageTypes: 'service_workers,cache_storage',
      });
      dashboard.push({
        ...(await run(`${shellUrl}/dashboard`, { disableStorageReset: true })),
        load1m: loadAverage()[0],
      });
      log(
        `  lighthouse /dashboard ${i + 1}/${runs}: ${CATEGORIES.map((c) => dashboard.at(-1)[c]).join(' / ')}`,
      );
    }
    await page.close();
  } finally {
    await browser?.close().catch(() => {});
    await chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
  return {
    formFactor,
    runs,
    landing: summarise(landing),
    dashboard: summarise(dashboard),
    ...(reference.length
      ? { reference: summarise(reference), ratios: ratios(dashboard, reference) }
      : {}),
    ...(floor.length && reference.length
      ? { floor: summarise(floor), floorRatios: ratios(floor, reference) }
      : {}),
  };
}
