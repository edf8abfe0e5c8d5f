// The main actions by keyboard only (Tab, Enter, typing): sign in as a guest, toggle the theme, navigate, create a
// task, create an event, open a notification.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { row } from './tasks-support';
import { dateText, fillDate, shownTime } from '../support/dateTime';

/** Presses Tab until `target` has the focus (as a keyboard user would), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    const focused = await target
      .evaluate((el) => el === document.activeElement, undefined, { timeout: 2_000 })
      .catch(() => false);
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the main actions work with the keyboard alone', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/login');
  await tabTo(page, page.getByRole('button', { name: 'Continue as guest' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('calendar-view')).toBeVisible();

  // Theme.
  await tabTo(page, page.getByRole('button', { name: 'Switch to dark theme' }));
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeFocused();

  // Create an event from the create button: its menu, the popup, Enter submits.
  await tabTo(page, page.getByRole('button', { name: 'Create', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'New event' })).toBeFocused();
  await page.keyboard.press('Enter');
  const eventDialog = page.getByRole('dialog', { name: 'New event' });
  await expect(eventDialog).toBeVisible();
  await tabTo(page, eventDialog.getByLabel('Title'));
  await page.keyboard.type('Keyboard meeting');
  await tabTo(page, eventDialog.getByRole('button', { name: 'Create', exact: true }));
  await page.keyboard.press('Enter');
  await expect(eventDialog).toBeHidden();
  // Its default time (the next hour) may fall outside the calendar's hours: the upcoming list shows it.
  await expect(
    page.getByTestId('sidebar-event').filter({ hasText: 'Keyboard meeting' }),
  ).toBeVisible();

  // Navigate to the task list, create a task.
  await tabTo(
    page,
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Tasks', exact: true }),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/tasks$/);
  await tabTo(page, page.getByRole('button', { name: 'New task' }));
  await page.keyboard.press('Enter');
  const taskDialog = page.getByRole('dialog', { name: 'New task' });
  await expect(taskDialog).toBeVisible();
  await tabTo(page, taskDialog.getByLabel('Title'));
  await page.keyboard.type('Keyboard task');
  await tabTo(page, taskDialog.getByRole('button', { name: 'Create task' }));
  await page.keyboard.press('Enter');
  await expect(taskDialog).toBeHidden();
  await expect(row(page, 'Keyboard task')).toBeVisible();

  // Open the guest's notification from the bell's dropdown, and follow it.
  await tabTo(page, page.getByRole('button', { name: 'Notifications, 1 unread' }));
  await page.keyboard.press('Enter');
  await tabTo(
    page,
    page
      .getByRole('region', { name: 'Latest notifications' })
      .getByRole('button', { name: /Finish your registration/ }),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
});

test('a time slot of the calendar is reached by keyboard, and Enter creates an event there', async ({
  page,
}) => {
  await page.goto('/login');
  await tabTo(page, page.getByRole('button', { name: 'Continue as guest' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('calendar-view')).toBeVisible();
  // A known week: the week of Sunday 6 January 2030 (the cursor starts on its first day, first hour).
  const jump = page.getByRole('form', { name: 'Jump to a date' });
  await fillDate(jump.getByLabel('Date'), '2030-01-07');
  await jump.getByRole('button', { name: 'Go' }).click();
  await expect(page.locator('[data-date="2030-01-07"]').first()).toBeVisible();

  // Its name says the slot it has chosen once it has the focus.
  const chosen = page.getByRole('button', {
    name: /^(Choose a day and time with the keyboard|New event: .*)$/,
  });
  await expect(chosen).toHaveAccessibleName('Choose a day and time with the keyboard');
  await tabTo(page, chosen);
  await expect(chosen).toHaveAccessibleName(/^New event: Sunday, January 6, 6:00\sAM$/);
  await expect(chosen).toHaveAccessibleDescription(
    'Arrow keys choose the day and time; Enter creates the event there.',
  );
  await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('ArrowDown');
  await expect(chosen).toHaveAccessibleName(/^New event: Monday, January 7, 9:00\sAM$/);
  // The grid shows the chosen slot selected.
  await expect(page.getByTestId('calendar-view').locator('[data-mirror]').first()).toBeVisible();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await expect(dialog.getByLabel('Start date')).toHaveValue(dateText('2030-01-07'));
  await expect(dialog.getByLabel('Start time')).toHaveValue(shownTime('09:00'));
  await expect(dialog.getByLabel('End time')).toHaveValue(shownTime('09:30'));
  await page.keyboard.type('Planned by keyboard');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByTestId('calendar-event').filter({ hasText: 'Planned by keyboard' }),
  ).toBeVisible();
  // The focus comes back to where the person was.
  await expect(chosen).toBeFocused();
});
