// The dashboard shows its calendar first, with its events from the local copy: what can wait (the
// sidebars, the bell, the ad slot, the identity check, the data layer's http client) is requested only
// once the calendar is on screen.
import type { Page, Response } from '@playwright/test';
import { expect, REMOTE_URLS, SHELL_URL, signInAsGuest, switchToFrench, test } from '../fixtures';
import { api } from '../support/pageUser';

/**
 * In the page: the time the calendar became visible (FullCalendar laid out, no longer hidden) and the
 * events it showed then.
 */
function watchCalendarShown() {
  const win = window as unknown as { __calendarShownAt?: number; __eventsWhenShown?: number };
  const check = () => {
    const view = document.querySelector<HTMLElement>(
      '[data-remote-slot="calendar"] [data-testid="calendar-view"]',
    );
    if (view && view.style.visibility !== 'hidden' && win.__calendarShownAt === undefined) {
      win.__calendarShownAt = performance.now();
      win.__eventsWhenShown = view.querySelectorAll('[data-testid="calendar-event"]').length;
    }
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

test('a signed-in reload of the dashboard shows the calendar before it loads what can wait', async ({
  page,
}) => {
  await signInAsGuest(page);
  await page.addInitScript(watchCalendarShown);
  // The shell's scripts that hold axios (the server's read), found by their content. (Zod is not one:
  // the local copy is read back through the schemas for the calendar's first paint.)
  const heavy = new Set<string>();
  const bodies: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (!response.url().startsWith(SHELL_URL) || !response.url().endsWith('.js')) return;
    bodies.push(
      response.text().then(
        (text) => {
          if (text.includes('AxiosHeaders')) heavy.add(response.url());
        },
        () => undefined,
      ),
    );
  });

  await page.reload();
  await expect(page.locator('[data-remote-slot="tasks"] #tasks-sidebar-title')).toBeVisible();
  await expect(
    page.locator('[data-remote-slot="notifications"]').getByRole('button'),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(bodies);

  const { shownAt, requests } = await page.evaluate(() => ({
    shownAt: (window as unknown as { __calendarShownAt?: number }).__calendarShownAt,
    requests: performance
      .getEntriesByType('resource')
      .map((e) => ({ url: e.name.split('?')[0] ?? '', start: e.startTime })),
  }));
  expect(shownAt, 'the calendar became visible').toBeDefined();
  const waited = (url: string) =>
    url.startsWith(REMOTE_URLS.tasks) ||
    url.startsWith(REMOTE_URLS.notifications) ||
    url.startsWith(REMOTE_URLS.settings) ||
    url.includes('__federation_expose_EventsSidebar') ||
    url.includes('identitytoolkit') ||
    heavy.has(url);
  const early = requests.filter((r) => waited(r.url) && r.start < (shownAt ?? 0));
  expect(early.map((r) => r.url)).toEqual([]);
  // And they did load: the sidebars, the bell, the identity check and the data layer.
  expect(requests.some((r) => r.url.startsWith(REMOTE_URLS.tasks))).toBe(true);
  expect(requests.some((r) => r.url.includes('identitytoolkit'))).toBe(true);
  expect(requests.some((r) => heavy.has(r.url))).toBe(true);
});

test('on a phone the sidebars under the calendar load as the person scrolls toward them, not with the calendar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsGuest(page);
  const fromTasksRemote: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(REMOTE_URLS.tasks)) fromTasksRemote.push(request.url());
  });
  await page.reload();
  await expect(page.getByTestId('calendar-view')).toBeVisible();
  // The bell is in the header, on the first screen: it loads once the calendar has shown.
  await expect(
    page.locator('[data-remote-slot="notifications"]').getByRole('button'),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  const sidebars = page.getByRole('complementary', { name: 'Upcoming' });
  await expect(sidebars.getByRole('status')).toHaveText(['Loading…', 'Loading…']);
  expect(fromTasksRemote.filter((url) => url.endsWith('.js'))).toEqual([]);

  await sidebars.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-remote-slot="tasks"] #tasks-sidebar-title')).toBeVisible();
  await expect(
    page.locator('[data-remote-slot="calendar"] #mf-calendar-events-sidebar-title'),
  ).toBeVisible();
  expect(fromTasksRemote.some((url) => url.endsWith('.js'))).toBe(true);
});

test('a reload shows the calendar with its events from its first paint, read from the local copy', async ({
  page,
  request,
}) => {
  await signInAsGuest(page);
  const event = await page.evaluate(() => {
    const start = new Date();
    start.setHours(12, 0, 0, 0);
    return {
      title: 'Team lunch',
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 3_600_000).toISOString(),
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      lastUpdated: Date.now(),
    };
  });
  expect((await api(request, page, 'POST', '/calendar/create', { event })).success).toBe(true);
  const lunch = page
    .locator('[data-remote-slot="calendar"] [data-testid="calendar-event"]')
    .filter({ hasText: 'Team lunch' });
  // This reload reads it from the server and keeps it in the local copy...
  await page.reload();
  await expect(lunch).toBeVisible();

  // ...which the next one shows at once, before the identity check and the server's answer.
  await page.addInitScript(watchCalendarShown);
  await page.reload();
  await expect(lunch).toBeVisible();
  const eventsWhenShown = await page.evaluate(
    () => (window as unknown as { __eventsWhenShown?: number }).__eventsWhenShown,
  );
  expect(eventsWhenShown, 'events on the calendar when it became visible').toBe(1);
});

/** In the page, from its first script: whether the calendar ever became visible with a 06:00 row. */
function watchFirstGrid() {
  const win = window as unknown as { __earlyGrid?: boolean };
  win.__earlyGrid = false;
  const check = () => {
    const view = document.querySelector<HTMLElement>(
      '[data-remote-slot="calendar"] [data-testid="calendar-view"]',
    );
    if (
      view &&
      view.style.visibility !== 'hidden' &&
      view.querySelector('[data-time="06:00:00"]')
    ) {
      win.__earlyGrid = true;
    }
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

// (That no empty state shows while the lists load is tasks-list.spec.ts's "a reload never shows an empty
// planner".)
test('a reload draws the grid in the user’s hours from its first paint', async ({
  page,
  request,
}) => {
  await signInAsGuest(page);
  const saved = await api(request, page, 'PUT', '/settings/update', {
    settings: {
      slotMinTime: '08:00:00',
      slotMaxTime: '20:00:00',
      slotDuration: '00:30:00',
      slotLabelInterval: '01:00',
      deleteDelay: 86_400_000,
      displayRange: 'week',
      theme: 'system',
      language: 'en',
      lastUpdated: Date.now(),
    },
  });
  expect(saved.success).toBe(true);
  await page.reload();
  const calendar = page.locator('[data-remote-slot="calendar"] [data-testid="calendar-view"]');
  await expect(calendar.locator('[data-time="08:00:00"]').first()).toBeAttached();
  await expect(calendar.locator('[data-time="06:00:00"]')).toHaveCount(0);

  await page.addInitScript(watchFirstGrid);
  await page.reload();
  // Once everything is read (the tasks sidebar is the last to come), the hours are still the user's...
  await expect(page.getByRole('region', { name: 'Most urgent tasks' })).toContainText(
    'No open task.',
  );
  await expect(calendar.locator('[data-time="08:00:00"]').first()).toBeAttached();
  // ...and they were from the first paint on.
  const earlyGrid = await page.evaluate(
    () => (window as unknown as { __earlyGrid: boolean }).__earlyGrid,
  );
  expect(earlyGrid, 'the grid was shown from 06:00 before the user’s 08:00').toBe(false);
});

test('a dialog is downloaded when it is first opened, not with the dashboard, and takes the focus', async ({
  page,
}) => {
  await signInAsGuest(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.reload();
  await expect(page.locator('[data-remote-slot="tasks"] #tasks-sidebar-title')).toBeVisible();
  await expect(page.getByTestId('calendar-view')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const fromRemote = (remote: 'calendar' | 'tasks') =>
    scripts.filter((url) => url.startsWith(REMOTE_URLS[remote])).length;
  const calendarAtLoad = fromRemote('calendar');
  const tasksAtLoad = fromRemote('tasks');

  const create = page.getByRole('button', { name: 'Create', exact: true });
  await create.click();
  await page.getByRole('menuitem', { name: 'New event' }).click();
  const eventDialog = page.getByRole('dialog', { name: 'New event' });
  await expect(eventDialog.getByLabel('Title')).toBeVisible();
  await expect
    .poll(() => eventDialog.evaluate((d) => d.contains(document.activeElement)))
    .toBe(true);
  // The popup's code came with this opening.
  expect(fromRemote('calendar')).toBeGreaterThan(calendarAtLoad);
  await page.keyboard.press('Escape');
  await expect(eventDialog).toBeHidden();

  await create.click();
  await page.getByRole('menuitem', { name: 'New task' }).click();
  const taskDialog = page.getByRole('dialog', { name: 'New task' });
  await expect(taskDialog).toBeVisible();
  await expect
    .poll(() => taskDialog.evaluate((d) => d.contains(document.activeElement)))
    .toBe(true);
  expect(fromRemote('tasks')).toBeGreaterThan(tasksAtLoad);
});

/** The path of every script the page requests from now on, in order (an array the caller may empty). */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test('each page downloads the shell’s texts it shows and no more; the account page comes when opened', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  const fetched = (pattern: RegExp) => scripts.filter((path) => pattern.test(path));

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Plan your days without the stress' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The landing's texts came with main.js: neither the signed-in area's nor the auth pages'.
  expect(fetched(/texts-/)).toEqual([]);

  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(fetched(/texts-/)).toEqual([expect.stringMatching(/^\/texts-auth-en\./)]);

  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page.getByRole('button', { name: 'Create', exact: true })).toBeVisible();
  await expect(page.getByTestId('calendar-view')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched(/texts-signed-in-/)).toEqual([expect.stringMatching(/^\/texts-signed-in-en\./)]);
  expect(fetched(/account-page/)).toEqual([]);

  await page.goto('/dashboard/account');
  await expect(page.getByRole('heading', { name: 'Password and e-mail' })).toBeVisible();
  expect(fetched(/account-page/)).toHaveLength(1);
});

test('a visitor of / downloads none of the signed-in area; a signed-in start requests the area’s start while the page is still parsed', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  const starts = () => scripts.filter((path) => /^\/signed-in-start\./.test(path));
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Plan your days without the stress' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(starts()).toEqual([]);

  await signInAsGuest(page);
  await expect(page.getByTestId('calendar-view')).toBeVisible();
  await page.waitForLoadState('networkidle');
  scripts.length = 0;
  await page.reload();
  await expect(page.getByTestId('calendar-view')).toBeVisible();
  // index.html asks for it (the session hint is there) before the entry has even run, and the entry's
  // own request for it is served by that download: one request.
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const start = performance
      .getEntriesByType('resource')
      .find((entry) => /\/signed-in-start\.[0-9a-f]+\.js$/.test(entry.name));
    return { requestedAt: start?.startTime, parsedAt: navigation.domInteractive };
  });
  expect(timing.requestedAt).toBeDefined();
  expect(timing.requestedAt).toBeLessThan(timing.parsedAt);
  expect(starts()).toHaveLength(1);
});

test('starting the dashboard never reads document.cookie, a synchronous trip to the browser', async ({
  page,
}) => {
  await signInAsGuest(page);
  // Counts every read of document.cookie from the page's first script on, with who asked.
  await page.addInitScript(() => {
    const win = window as unknown as { __cookieReads?: string[] };
    win.__cookieReads = [];
    const own = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    if (!own?.get) return;
    const read = own.get;
    Object.defineProperty(Document.prototype, 'cookie', {
      ...own,
      get(this: Document) {
        win.__cookieReads?.push(new Error().stack?.split('\n').slice(2, 5).join(' | ') ?? '');
        return read.call(this);
      },
    });
  });
  await page.reload();
  await expect(page.locator('[data-remote-slot="tasks"] #tasks-sidebar-title')).toBeVisible();
  // The identity check ran (it is what used to read the cookie, through Firebase's defaults).
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const reads = await page.evaluate(
    () => (window as unknown as { __cookieReads?: string[] }).__cookieReads,
  );
  expect(reads).toEqual([]);
});

test('a signed-in start draws its page’s frame, in its language, before any script has run; signed out, the splash', async ({
  page,
}) => {
  // A start that has settled: the frame is drawn and kept, the session and the language are as stored.
  const startAndSettle = async () => {
    await page.reload();
    await expect(
      page.locator('[data-remote-slot="calendar"] [data-testid="calendar-view"]'),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
  };
  await signInAsGuest(page);
  await page.waitForLoadState('networkidle');
  await startAndSettle();
  // The next start with the shell's entry script held back: what shows is index.html's alone.
  const entryScript = /\/main\.[0-9a-f]+\.js$/;
  await page.route(entryScript, (route) => route.abort());
  await page.reload();
  await expect(page.locator('#root')).toHaveAttribute('data-frame-snapshot', '');
  await expect(page.locator('main h2')).toHaveText('Calendar');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Planner' })).toBeVisible();
  // Styled as the frame is: its styles are in the entry's stylesheet, not in a chunk (frameStyles.ts).
  await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');
  await expect(page.locator('.boot-splash')).toHaveCount(0);

  // Once in French, the next start draws it in French.
  await page.unroute(entryScript);
  await startAndSettle();
  await switchToFrench(page);
  await page.waitForLoadState('networkidle');
  await startAndSettle();
  await page.route(entryScript, (route) => route.abort());
  await page.reload();
  await expect(page.locator('#root')).toHaveAttribute('data-frame-snapshot', '');
  await expect(page.locator('main h2')).toHaveText('Calendrier');

  // Signed out on this browser (no session hint): nobody's frame, the splash.
  await page.evaluate(() => localStorage.removeItem('planner-signed-in'));
  await page.reload();
  await expect(page.locator('.boot-splash')).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-frame-snapshot', '');
});
