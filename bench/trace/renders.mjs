// How often React commits while the dashboard starts (issue #20): a warm load of /dashboard with the
// reference page's data, counting every commit of every React root (the shell's and each remote's) and the
// components each one rendered, through the hook React calls for its devtools (production builds call it
// too). Counts, not times: a root that commits thirty times while the page starts shows where renders
// repeat. Production builds first.
// Usage: node bench/trace/renders.mjs [--settle 1500] [--each]
//   --each            one line per commit: time, root, components rendered, the topmost ones
//   WATCH=Component   with --each, the props that changed each time that component rendered
//   CONSOLE=1         the page's console too
// Component names need a build that keeps them: PLANNER_KEEP_NAMES=1 node scripts/build.mjs calendar
/* global window, Element -- page callbacks */
import { chromium } from '@playwright/test';
import { startSuite, SHELL_URL } from '../lib/suite.mjs';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  CALENDAR_RENDERED,
  TASKS_RENDERED,
  signInAsGuest,
  settle,
  watchDashboard,
} from '../lib/pages.mjs';
import { seedReferenceData } from '../lib/reference.mjs';

const settleMs = Number(process.argv[process.argv.indexOf('--settle') + 1] || 1500);

/** Installed before the page's scripts: a devtools hook that records each commit's root and fibers rendered. */
function countCommits() {
  const commits = [];
  window.__benchCommits = commits;
  const PERFORMED_WORK = 1;
  const seen = new WeakMap();
  const where = (container) => {
    const el = container instanceof Element ? container : null;
    const frame = el?.closest('[data-remote-frame],[data-remote-slot]');
    if (frame)
      return `${frame.getAttribute('data-remote-frame') ? 'frame' : 'widget'} ${frame.getAttribute('data-remote-frame') ?? frame.getAttribute('data-remote-slot')}`;
    return el?.id ? `#${el.id}` : 'shell';
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(this.renderers.size + 1, renderer);
      return this.renderers.size;
    },
    onCommitFiberRoot(_id, root) {
      // A component rendered in this commit when its fiber is a fresh object (a bailed-out subtree keeps
      // the previous commit's fibers) with the "performed work" flag set, which only a call of the
      // component sets.
      const before = seen.get(root) ?? new WeakSet();
      const now = new WeakSet();
      let rendered = 0;
      const tops = [];
      const stack = [[root.current, false]];
      while (stack.length > 0) {
        const [fiber, under] = stack.pop();
        now.add(fiber);
        const did =
          typeof fiber.type === 'function' && !before.has(fiber) && fiber.flags & PERFORMED_WORK;
        if (did) rendered++;
        const name =
          typeof fiber.type === 'function' ? fiber.type.displayName || fiber.type.name : '';
        const watch = globalThis.__benchWatch;
        if (did && watch && (name === watch || name.startsWith(`${watch}(`)) && fiber.alternate) {
          const a = fiber.alternate.memoizedProps ?? {};
          const b = fiber.memoizedProps ?? {};
          const changed = Object.keys(b).filter((k) => a[k] !== b[k]);
          tops.push(`[${name}: ${changed.join(',')}]`);
        }
        if (did && !under && tops.length < 4) tops.push(name);
        for (let child = fiber.child; child; child = child.sibling)
          stack.push([child, under || Boolean(did)]);
      }
      seen.set(root, now);
      commits.push({
        at: Math.round(performance.now()),
        root: where(root.containerInfo),
        rendered,
        tops: tops.join(' '),
      });
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}

const suite = await startSuite();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  });
  await context.addInitScript(watchDashboard, [CALENDAR_RENDERED, TASKS_RENDERED]);
  await context.addInitScript(countCommits);
  if (process.env.WATCH)
    await context.addInitScript((w) => {
      globalThis.__benchWatch = w;
    }, process.env.WATCH);
  const page = await context.newPage();
  if (process.env.CONSOLE)
    page.on('console', (m) => console.log('console:', m.text().slice(0, 400)));
  await signInAsGuest(page, SHELL_URL);
  await seedReferenceData(page);
  for (let i = 0; i < 2; i++) {
    await page.goto(`${SHELL_URL}/dashboard`);
    await page.waitForFunction(() => window.__benchRendered !== undefined, null, {
      timeout: 30_000,
    });
    await settle(page, settleMs);
  }
  const { commits, rendered } = await page.evaluate(() => ({
    commits: window.__benchCommits,
    rendered: window.__benchRendered,
  }));
  const byRoot = new Map();
  for (const c of commits) {
    const r = byRoot.get(c.root) ?? { commits: 0, components: 0, first: c.at, last: c.at };
    r.commits++;
    r.components += c.rendered;
    r.last = c.at;
    byRoot.set(c.root, r);
  }
  console.log(`warm /dashboard, calendar + tasks rendered at ${Math.round(rendered)} ms`);
  console.log(
    '| React root | commits | components rendered (sum) | first at (ms) | last at (ms) |',
  );
  console.log('|---|---|---|---|---|');
  for (const [root, r] of byRoot)
    console.log(`| ${root} | ${r.commits} | ${r.components} | ${r.first} | ${r.last} |`);
  if (process.argv.includes('--each'))
    for (const c of commits) console.log(`${c.at}\t${c.root}\t${c.rendered}\t${c.tops}`);
} finally {
  await browser.close();
  await suite.stop();
}
