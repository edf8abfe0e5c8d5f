// Browser tests of server notifications: an api reminder reaches the bell without a reload; reading one persists.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiData } from '../support/pageUser';
import { signInAsGuest } from './tasks-support';

interface ServerNotification {
  id: string;
  context: string;
  message: string;
  params: Record<string, string | number>;
  dateReaded?: string;
}

/** An event starting in 5 minutes with a 10-minute reminder: due at once on the api's next pass. */
async function eventWithDueReminder(request: APIRequestContext, page: Page, title: string) {
  const start = new Date(Date.now() + 5 * 60_000);
  start.setSeconds(0, 0);
  await apiData(request, page, 'POST', '/calendar/create', {
    event: {
      title,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 30 * 60_000).toISOString(),
      timeZone: 'UTC',
      reminderMinutes: 10,
      lastUpdated: Date.now(),
    },
  });
}

/** Waits until the api's reminder pass (every 30 s) has created the event's notification. */
async function serverReminder(
  request: APIRequestContext,
  page: Page,
  title: string,
): Promise<ServerNotification> {
  let found: ServerNotification | undefined;
  await expect
    .poll(
      async () => {
        const list = await apiData<ServerNotification[]>(
          request,
          page,
          'GET',
          '/notifications/all',
        );
        found = list.find((n) => n.context === 'reminder' && n.params.title === title);
        return found !== undefined;
      },
      { timeout: 45_000, intervals: [1_000] },
    )
    .toBe(true);
  return found as ServerNotification;
}

test.describe('notifications from the server', () => {
  test('a reminder created by the api shows up with its count on the bell, without a reload', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await signInAsGuest(page);
    // The guest nudge is the one unread notification to begin with.
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    let reloads = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloads += 1;
    });
    await eventWithDueReminder(request, page, 'Dentist');
    await serverReminder(request, page, 'Dentist');
    // The bell polls every minute: the reminder arrives on its own.
    await expect(page.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible({
      timeout: 75_000,
    });
    await expect(page.getByTestId('bell-count')).toHaveText('2');
    expect(reloads).toBe(0);

    // The bell's dropdown lists it first; "See all notifications" leads to the centre.
    await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
    const menu = page.getByRole('region', { name: 'Latest notifications' });
    await expect(menu.getByTestId('bell-notification').first()).toContainText(
      '“Dentist” starts in 10 min, at',
    );
    await menu.getByRole('button', { name: 'See all notifications' }).click();
    const reminders = page.getByRole('region', { name: /^Reminders/ });
    await expect(reminders.getByTestId('notification')).toHaveCount(1);
    await expect(reminders.getByTestId('notification')).toContainText(
      '“Dentist” starts in 10 min, at',
    );
  });

  test('a reminder that comes due while the app is open shows a toast that opens its event', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signInAsGuest(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Tasks', exact: true })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/tasks$/);
    // The bell has read the notifications once (the guest nudge is shown): a reminder made after that read
    // is one that arrives while the page is open. One made before it is in the first read, listed without a
    // toast, which is what a loaded machine did to this test when it did not wait here.
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await eventWithDueReminder(request, page, 'Dentist');
    await serverReminder(request, page, 'Dentist');
    // The page reads its notifications again when the window gets the focus (else every minute).
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const toast = page.getByTestId('reminder-toast');
    await expect(toast).toContainText('Planner reminder', { timeout: 15_000 });
    await expect(toast).toContainText('“Dentist” starts in 10 min, at');
    await toast.getByRole('button', { name: 'Open “Dentist”' }).click();
    // The calendar, with the event's popup open.
    await expect(page).toHaveURL(/\/dashboard$/);
    const dialog = page.getByRole('dialog', { name: 'Edit event' });
    await expect(dialog.getByLabel('Title')).toHaveValue('Dentist');
    await expect(toast).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  });

  test('reading a notification saves it on the server and it stays read after a reload', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signInAsGuest(page);
    await eventWithDueReminder(request, page, 'Team call');
    const reminder = await serverReminder(request, page, 'Team call');
    await page.goto('/dashboard/notifications');
    const item = page
      .getByRole('region', { name: /^Reminders/ })
      .getByTestId('notification')
      .filter({ hasText: 'Team call' });
    await expect(item).toHaveAttribute('data-unread', 'true');
    await expect(page.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();

    // Opening it marks it read and follows its target (the dashboard).
    await item.getByRole('button').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await expect
      .poll(async () => {
        const list = await apiData<ServerNotification[]>(
          request,
          page,
          'GET',
          '/notifications/all',
        );
        return list.find((n) => n.id === reminder.id)?.dateReaded ?? null;
      })
      .not.toBeNull();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await page.goto('/dashboard/notifications');
    await expect(page.getByTestId('notification').filter({ hasText: 'Team call' })).toHaveAttribute(
      'data-unread',
      'false',
    );
  });
});
