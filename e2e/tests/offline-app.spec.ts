// Offline mode, the app itself: after one visit the service worker opens every signed-in screen with no
// network, from the local copy, and says so; a redeploy while a page is open offers to reload.
import type { BrowserContext, Page } from '@playwright/test';
import { DASHBOARD_PAGES } from '../support/screens';
import { REMOTE_URLS, SHELL_URL, expect, signInAsGuest, test } from '../fixtures';
import { WEEK, calendar, createEvent, eventOnCalendar, jumpTo } from './calendar-support';
import { API_CALL, createTask, openTaskList, row, serverTasks } from './tasks-support';

test.use({ serviceWorkers: 'allow' });

/** How many responses each of the worker's caches holds. */
function cachedCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const out: Record<string, number> = {};
    for (const name of await caches.keys())
      out[name] = (await (await caches.open(name)).keys()).length;
    return out;
  });
}

/** The worker controls the page and holds the five remotes (entries, manifests and their chunks). */
async function waitUntilCached(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect
    .poll(async () => (await cachedCounts(page))['planner-deploy-manifests'] ?? 0, {
      timeout: 20_000,
    })
    // remotes.json and each remote's mf-manifest.json
    .toBeGreaterThanOrEqual(6);
  await expect
    .poll(async () => (await cachedCounts(page))['planner-remote-assets'] ?? 0, { timeout: 20_000 })
    // each remote's entry (its name carries a hash) and the chunks of its exposed modules
    .toBeGreaterThanOrEqual(35);
}

/**
 * A deploy the test can change: remotes.json answered by the test from now on (the page's requests and
 * the worker's alike), and a copy of the settings remote served at another address. Then a guest signs
 * in and the worker caches the app.
 */
async function signedInWithMovableDeploy(page: Page, context: BrowserContext) {
  const { startStaticServer } = await import('../../scripts/lib/staticServer.mjs');
  const server = await startStaticServer({
    root: `${__dirname}/../../mf-settings/dist`,
    port: 0,
    cors: true,
  });
  const before = (await (await fetch(`${SHELL_URL}/remotes.json`)).json()) as Record<
    string,
    string
  >;
  expect(before.settings).toBe(`${REMOTE_URLS.settings}/mf-manifest.json`);
  let deployed = before;
  // context.route also sees the worker's own requests (page.route would not).
  await context.route(`${SHELL_URL}/remotes.json`, (route) =>
    route.fulfill({ json: deployed, headers: { 'cache-control': 'no-cache' } }),
  );
  const movedTo = `http://localhost:${server.port}`;
  try {
    await signInAsGuest(page);
    await waitUntilCached(page);
  } catch (error) {
    await server.close();
    throw error;
  }
  return {
    movedTo,
    /** "A new version is ready", as the frame shows it. */
    notice: page.getByRole('status').filter({ hasText: 'A new version of Planner is ready.' }),
    /** The settings remote moves to the other address (a new deploy). */
    moveSettings: () => {
      deployed = { ...before, settings: `${movedTo}/mf-manifest.json` };
    },
    close: () => server.close(),
  };
}

test('after one visit, every screen opens with no network and shows the saved data', async ({
  page,
  context,
}) => {
  // A journey through every screen, twice loaded (44 s alone on a quiet 2-core machine; over 60 s in a
  // clean-ci run on a busy one): the journeys' budget.
  test.setTimeout(120_000);
  await signInAsGuest(page);
  await openTaskList(page);
  await createTask(page, { title: 'Pack for the trip', priority: 'high' });
  await page.goto('/dashboard');
  await createEvent(page, {
    title: 'Team lunch',
    startDate: WEEK.tue,
    startTime: '12:00',
    endTime: '13:00',
  });
  await expect(page.getByTestId('connection-status')).toHaveText(/Online/);
  await waitUntilCached(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('connection-status')).toContainText('Offline');
  await expect(calendar(page)).toBeVisible();
  await jumpTo(page, WEEK.tue);
  await expect(eventOnCalendar(page, 'Team lunch')).toBeVisible();
  await expect(
    page.locator('[data-remote-slot="tasks"]').getByText('Pack for the trip'),
  ).toBeVisible();

  for (const screen of DASHBOARD_PAGES) {
    await page.goto(screen.path);
    await expect(page.locator(`[data-remote-frame="${screen.remote}"]`)).toBeVisible();
    await expect(page.getByText('unavailable', { exact: false })).toHaveCount(0);
  }
  await page.goto('/dashboard/tasks');
  await expect(row(page, 'Pack for the trip')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId('connection-status')).toHaveText(/Online/);
});

test('a first visit that goes offline before the worker came: a dialog says it needs a connection, and the worker comes once back online', async ({
  page,
  context,
}) => {
  // The quiet start (up to 15 s) and an idle moment pass before the worker's code is asked for.
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await signInAsGuest(page);
  // The dashboard is on screen; the connection goes before the worker's code was asked for.
  await expect(calendar(page)).toBeVisible();
  await expect(page.getByTestId('connection-status')).toHaveText(/Online/);
  await context.setOffline(true);
  await expect(page.getByTestId('connection-status')).toContainText('Offline');
  await page.waitForEvent('requestfailed', {
    predicate: (request) => /\/service-worker-client\.[^/]*\.js$/.test(request.url()),
    timeout: 45_000,
  });
  // Code loaded on first use cannot come either: Plan my day says why and leaves the calendar as it was.
  const planMyDay = page.getByRole('button', { name: 'Plan my day' });
  await planMyDay.click();
  const failed = page.getByRole('alertdialog', { name: 'This could not open' });
  await expect(failed).toContainText('It needs a connection the first time it is used.');
  await failed.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(failed).toHaveCount(0);
  await expect(calendar(page)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('connection-status')).toHaveText(/Online/);
  await waitUntilCached(page);
  await planMyDay.click();
  await expect(page.getByRole('region', { name: 'Proposed plan for today' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a remote redeployed while a page is open offers a reload, which shows the new version', async ({
  page,
  context,
}) => {
  const deploy = await signedInWithMovableDeploy(page, context);
  const { notice } = deploy;
  try {
    await expect(notice).toHaveCount(0);

    // The settings remote moves to a new address (a new deploy); the person comes back to the tab.
    deploy.moveSettings();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Reload' }).click();
    await page.waitForURL(/\/dashboard$/);
    await expect(notice).toHaveCount(0);
    await page.goto('/dashboard/settings');
    await expect(page.locator('[data-remote-frame="settings"]')).toBeVisible();
    const settingsRequests = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => e.name),
    );
    expect(settingsRequests.some((url) => url.startsWith(`${deploy.movedTo}/`))).toBe(true);
  } finally {
    await deploy.close();
  }
});

test('a remote redeployed while the page starts is noticed: the page compares with what it loaded', async ({
  page,
  context,
}) => {
  const deploy = await signedInWithMovableDeploy(page, context);
  const { notice } = deploy;
  try {
    // The dashboard does not load the profile remote: the page's first deploy check reads its manifest.
    const profileManifest = `${REMOTE_URLS.profile}/mf-manifest.json`;
    const firstCheck = context.waitForEvent('request', {
      predicate: (request) => request.url() === profileManifest,
      timeout: 20_000,
    });
    await page.reload();
    await expect(calendar(page)).toBeVisible();
    // The settings remote moves once the page has read remotes.json, before its first deploy check.
    deploy.moveSettings();
    await firstCheck;
    await expect(notice).toHaveCount(0);
    // Back to the tab (again, until a check after the first one has run): what is deployed differs from
    // what this page runs. Had the first check taken what was deployed then as this page's version, no
    // later check would see a change.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.dispatchEvent(new Event('focus')));
          return notice.count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
  } finally {
    await deploy.close();
  }
});

test('Background Sync: when the browser says the connection is back, the worker has the page send what waits', async ({
  page,
  context,
  request,
}) => {
  // Every Background Sync registration the page makes, in order.
  await page.addInitScript(() => {
    const manager = (
      window as Window & { SyncManager?: { prototype: { register(tag: string): Promise<void> } } }
    ).SyncManager;
    if (!manager) return;
    const register = manager.prototype.register;
    const seen: string[] = [];
    (window as Window & { __syncTags?: string[] }).__syncTags = seen;
    manager.prototype.register = function (this: unknown, tag: string) {
      seen.push(tag);
      return register.call(this, tag);
    };
  });
  await signInAsGuest(page);
  await openTaskList(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(SHELL_URL) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');

  // The server is out of reach (context.route sees the page's calls and the worker's).
  let refused = 0;
  await context.route(API_CALL, (route) => {
    refused += 1;
    return route.abort('connectionrefused');
  });
  await createTask(page, { title: 'Renew the passport' });
  await expect(row(page, 'Renew the passport').getByText('Waiting to sync')).toBeVisible();
  // The connection drops: the page asks the browser for a sync when it is back. (Counted in the page: when
  // the browser fires a sync, and so uses up its tag, depends on when it learns of the emulated offline.)
  const registrations = () =>
    page.evaluate(() => (window as Window & { __syncTags?: string[] }).__syncTags ?? []);
  const before = (await registrations()).length;
  await context.setOffline(true);
  await expect.poll(async () => (await registrations()).slice(before)).toContain('planner-outbox');
  await context.setOffline(false);
  // A few failed sends push the outbox's own retry timer 30 s or more away (2, 5, 15, 30, 60 s)...
  for (let tries = 1; tries <= 4; tries += 1) {
    const before = refused;
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => refused).toBeGreaterThan(before);
  }
  await expect(page.getByTestId('connection-status')).toContainText('1 change waiting');
  await context.unroute(API_CALL);

  // ...so what sends the task now is the browser's sync event, relayed by the worker to the page.
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: SHELL_URL,
    registrationId: await registrationId,
    tag: 'planner-outbox',
    lastChance: false,
  });
  await expect(row(page, 'Renew the passport').getByText('Waiting to sync')).toHaveCount(0, {
    timeout: 10_000,
  });
  await expect(page.getByTestId('connection-status')).not.toContainText('waiting');
  expect((await serverTasks(request, page)).map((t) => t.title)).toEqual(['Renew the passport']);
});
