// Browser test of the guest rule: one local Account notification, never sent to the server, opening the settings.
import { expect, test } from '@playwright/test';
import { signInAsGuest } from './tasks-support';

test.describe('notifications: the guest nudge', () => {
  test('appears once, survives reloads without duplicates, and leads to settings', async ({
    page,
  }) => {
    const writes: string[] = [];
    page.on('request', (r) => {
      if (/\/(test)?connect\/notifications\/update\//.test(r.url())) writes.push(r.url());
    });
    await signInAsGuest(page);
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible();
    await expect(page.getByTestId('bell-count')).toHaveText('1');

    // A reload (and the focus-triggered read) keeps the one nudge: no second one.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await page.getByRole('button', { name: 'See all notifications' }).click();
    await expect(page).toHaveURL(/\/dashboard\/notifications$/);
    const account = page.getByRole('region', { name: /^Account/ });
    await expect(account.getByTestId('notification')).toHaveCount(1);
    await expect(page.getByTestId('notification')).toHaveCount(1);
    await expect(account.getByTestId('notification')).toHaveAttribute('data-unread', 'true');
    await expect(account.getByTestId('notification')).toContainText(
      'You are using Planner as a guest. Finish your registration in the settings',
    );

    await account.getByRole('button', { name: /Finish your registration/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    const settingsScreen = page.getByRole('region', { name: 'Settings' });
    await expect(settingsScreen.getByRole('heading', { level: 2 })).toHaveText('Settings');
    await expect(settingsScreen.getByRole('button', { name: 'Finish registration' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await expect(page.getByTestId('bell-count')).toHaveCount(0);

    // Read, it stays read after a reload, and no new nudge comes: it appeared once.
    await page.reload();
    await expect(settingsScreen.getByRole('heading', { level: 2 })).toHaveText('Settings');
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await page.getByRole('button', { name: 'See all notifications' }).click();
    await expect(page.getByTestId('notification')).toHaveCount(1);
    await expect(page.getByTestId('notification')).toHaveAttribute('data-unread', 'false');
    await expect(page.getByTestId('bell-count')).toHaveCount(0);
    // Local notifications never reach the server.
    expect(writes).toEqual([]);
  });

  test('the settings button of a guest opens the registration', async ({ page }) => {
    await signInAsGuest(page);
    await page.goto('/dashboard/settings');
    await page.getByRole('button', { name: 'Finish registration' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });
});
