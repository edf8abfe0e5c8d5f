// Browser tests of the settings: each change is saved and seen at once (no reload) by the calendar, the tasks and the shell.
import { expect, test, type Page } from '@playwright/test';
import { apiData } from '../support/pageUser';
import { row, signInAsGuest } from './tasks-support';

/** The first time label down the side of the calendar's time grid (e.g. '6:00 AM'). */
function firstSlotLabel(page: Page): Promise<string | null> {
  return page.getByTestId('calendar-view').evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      if (/^\d{1,2}(:\d{2})?\s*(am|pm)$/i.test(text)) return text;
    }
    return null;
  });
}

/** A marker that a full page load would wipe: proves the changes arrived live. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __samePage: boolean }).__samePage = true;
  });
}
async function expectSamePage(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
  ).toBe(true);
}

const nav = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('link', { name, exact: true });

test.describe('settings seen at once by the other remotes', () => {
  test('slot times reach the calendar', async ({ page }) => {
    await signInAsGuest(page);
    await expect(page.getByTestId('calendar-view')).toBeVisible();
    await expect.poll(() => firstSlotLabel(page)).toMatch(/^6:00\sAM$/);
    await markPage(page);

    await nav(page, 'Settings').click();
    await page.getByLabel('Day starts at').selectOption('08:00:00');
    await expect(page.getByText('Saved. Your calendar and tasks already use it.')).toBeVisible();
    await nav(page, 'Calendar').click();
    await expect.poll(() => firstSlotLabel(page)).toMatch(/^8:00\sAM$/);
    await expectSamePage(page);

    // Saved on the server too: a reload keeps it.
    await page.reload();
    await expect.poll(() => firstSlotLabel(page)).toMatch(/^8:00\sAM$/);
  });

  test('the purge delay reaches the tasks', async ({ page, request }) => {
    await signInAsGuest(page);
    // A task completed two hours ago: kept with the default delay (24 h).
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000).toISOString();
    await apiData(request, page, 'POST', '/task/create', {
      task: {
        title: 'Old finished chore',
        createdAt: twoHoursAgo,
        done: true,
        doneAt: twoHoursAgo,
        lastUpdated: Date.now(),
      },
    });
    await page.reload();
    await nav(page, 'Tasks').click();
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(row(page, 'Old finished chore')).toBeVisible();
    await page.waitForTimeout(11_000); // one cleaner tick: still kept
    await expect(row(page, 'Old finished chore')).toBeVisible();
    await markPage(page);

    await nav(page, 'Settings').click();
    await page.getByLabel('Delete completed tasks after').selectOption({ label: '1 hour' });
    await expect(page.getByText('Saved. Your calendar and tasks already use it.')).toBeVisible();
    await nav(page, 'Tasks').click();
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(row(page, 'Old finished chore')).toHaveCount(0, { timeout: 15_000 });
    await expectSamePage(page);
    await expect
      .poll(async () =>
        (await apiData<{ title: string }[]>(request, page, 'GET', '/task/task')).map(
          (t) => t.title,
        ),
      )
      .toEqual([]);
  });

  test('language and theme switch the whole page at once', async ({ page, request }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signInAsGuest(page);
    await page.goto('/dashboard/settings');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await markPage(page);

    const screen = page.getByRole('region', { name: 'Settings' });
    await screen.getByLabel('Theme', { exact: true }).selectOption({ label: 'Dark' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    await screen.getByLabel('Language', { exact: true }).selectOption({ label: 'Français' });
    await expect(
      page.getByRole('region', { name: 'Paramètres' }).getByRole('heading', { level: 2 }),
    ).toHaveText('Paramètres');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await nav(page, 'Tâches').click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tâches', exact: true }),
    ).toBeVisible();
    await nav(page, 'Calendrier').click();
    await expect(page.getByTestId('calendar-view')).toBeVisible();
    await expectSamePage(page);
    await expect(page.locator('html')).toHaveClass(/dark/);

    const saved = await apiData<{ language: string; theme: string }>(
      request,
      page,
      'GET',
      '/settings/settings',
    );
    expect(saved).toMatchObject({ language: 'fr', theme: 'dark' });
  });

  test('the dashboard ad slot follows consent; the settings show what is coming soon', async ({
    page,
  }) => {
    await signInAsGuest(page);
    const adFiles: string[] = [];
    page.on('request', (request) => {
      if (/__federation_expose_AdSlot|texts-ads-/.test(request.url())) adFiles.push(request.url());
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Most urgent tasks' })).toBeVisible();
    // No consent yet: the dashboard has no ad slot at all, and does not even download it (the widgets
    // beside the calendar load together: the bell's arrival says the ad slot's would have started).
    await expect(page.locator('[data-remote-slot="notifications"] button').first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Advertisement' })).toHaveCount(0);
    expect(adFiles).toEqual([]);
    await page.goto('/dashboard/settings');
    const soon = page.getByRole('region', { name: 'On the way' });
    await expect(soon).toContainText('Sharing');
    // Offline mode and external calendars ship: they are no longer announced.
    await expect(soon).not.toContainText('Offline mode');
    await expect(soon).not.toContainText('calendars');
    const consent = page.getByRole('switch', {
      name: 'Allow ads, analytics and push notifications',
    });
    await expect(consent).not.toBeChecked();
    await consent.check();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('true');
    await page.reload();
    await expect(
      page.getByRole('switch', { name: 'Allow ads, analytics and push notifications' }),
    ).toBeChecked();
    // With consent, the dashboard shows the house message (no ad provider is configured).
    await page.goto('/dashboard');
    await expect(page.getByRole('complementary', { name: 'Advertisement' })).toContainText(
      'Planner is free for everyone.',
    );
    expect(adFiles.some((url) => url.includes('__federation_expose_AdSlot'))).toBe(true);
  });
});
