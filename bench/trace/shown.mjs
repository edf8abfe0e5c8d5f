// When the dashboard's calendar becomes visible on a slow connection (the loading plan's measure, issue
// #15): /dashboard of a signed-in guest with the reference data, over 150 ms of latency and 1.6 Mbit/s,
// cold (HTTP cache emptied) and warm, median of RUNS (6). Production builds first; no service worker.
// Usage: node bench/trace/shown.mjs        (LABEL=x names the line, to compare two builds)
/* global window, document, MutationObserver -- page callbacks */
import { chromium } from '@playwright/test';
import { startSuite, SHELL_URL } from '../lib/suite.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, signInAsGuest } from '../lib/pages.mjs';
import { seedReferenceData } from '../lib/reference.mjs';
/** In the page: performance.now() when the calendar first shows (laid out, no longer hidden). */
function watch() {
  const w = window;
  const check = () => {
    const view = document.querySelector(
      '[data-remote-slot="calendar"] [data-testid="calendar-view"]',
    );
    if (view && view.style.visibility !== 'hidden' && w.__shownAt === undefined)
      w.__shownAt = performance.now();
  };
  const start = () =>
    new MutationObserver(check).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['style'],
    });
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
}
const runs = Number(process.env.RUNS || 6);
const suite = await startSuite({ log: () => {} });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(watch);
  const page = await context.newPage();
  await signInAsGuest(page, SHELL_URL);
  await seedReferenceData(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const out = { cold: [], warm: [] };
  for (let i = 0; i < runs; i++) {
    for (const kind of ['cold', 'warm']) {
      if (kind === 'cold') await cdp.send('Network.clearBrowserCache');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await page.goto(`${SHELL_URL}/dashboard`);
      await page.waitForFunction(() => window.__shownAt !== undefined, null, { timeout: 60000 });
      out[kind].push(Math.round(await page.evaluate(() => window.__shownAt)));
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await page.waitForTimeout(1500);
    }
  }
  const med = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
  console.log(
    process.env.LABEL ?? 'calendar shown (ms)',
    'cold',
    med(out.cold),
    JSON.stringify(out.cold),
    'warm',
    med(out.warm),
    JSON.stringify(out.warm),
  );
} finally {
  await browser.close();
  await suite.stop();
}
