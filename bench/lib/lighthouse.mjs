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

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

function scores(lhr) {
  const out = {};
  for (const id of CATEGORIES) out[id] = Math.round((lhr.categories[id]?.score ?? 0) * 100);
  out.metrics = {
    fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    siMs: Math.round(lhr.audits['speed-index']?.numericValue ?? 0),
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
  return result;
}

/** `formFactor`: Lighthouse's default (mobile, simulated slow 4G and 4x CPU) or 'desktop'. */
export async function measureLighthouse({
  shellUrl,
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
    onReport(url, result.lhr);
    return scores(result.lhr);
  };
  const landing = [];
  const dashboard = [];
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
    await settle(page);
    const cdp = await context.newCDPSession(page);
    for (let i = 0; i < runs; i++) {
      await cdp.send('Network.clearBrowserCache');
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
  return { formFactor, runs, landing: summarise(landing), dashboard: summarise(dashboard) };
}
