// Keyboard shortcuts on the dashboard (docs/product.md section 2): n opens a new task, w/m/d switch the calendar's
// view, t goes to today, p plans the day, "?" and the account menu list every shortcut, "/" searches the task
// list, and keys typed in a field stay there.
import type { Page } from '@playwright/test';
import { expect, signInAsGuest, test } from '../fixtures';
import { calendar, jumpTo } from './calendar-support';

const tab = (page: Page, name: string) => page.getByRole('tab', { name: `${name} view` });

test('shortcuts on the dashboard open a new task, switch views, list themselves, and never fire in a field', async ({
  page,
}) => {
  await signInAsGuest(page);
  await expect(calendar(page)).toBeVisible();
  const main = page.locator('#main');

  // n: the new task popup (the tasks sidebar answers on the dashboard); the key is not typed into its title.
  await main.click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('n');
  const newTask = page.getByRole('dialog', { name: 'New task' });
  await expect(newTask).toBeVisible();
  await expect(newTask.getByLabel('Title')).toHaveValue('');
  // Keys in the open dialog stay in it.
  await newTask.getByLabel('Title').press('w');
  await expect(newTask.getByLabel('Title')).toHaveValue('w');
  await page.keyboard.press('Escape');
  await expect(newTask).toBeHidden();

  // m, w, d: the calendar's views; t: back to today.
  await expect(tab(page, 'Week')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('m');
  await expect(tab(page, 'Month')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('w');
  await expect(tab(page, 'Week')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('d');
  await expect(tab(page, 'Day')).toHaveAttribute('aria-selected', 'true');
  await jumpTo(page, '2030-01-08');
  await main.click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('t');
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  await expect(calendar(page).locator(`[data-date="${today}"]`).first()).toBeVisible();
  await expect(calendar(page).locator('[data-date="2030-01-08"]')).toHaveCount(0);
  await page.keyboard.press('w');
  await expect(tab(page, 'Week')).toHaveAttribute('aria-selected', 'true');

  // p: Plan my day (its proposal panel), as the button does.
  await page.keyboard.press('p');
  const plan = page.getByRole('region', { name: 'Proposed plan for today' });
  await expect(plan).toBeVisible();
  // No task to plan: nothing to discard, the panel only closes.
  await expect(plan).toContainText('No open task without a time to plan.');
  await plan.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(plan).toBeHidden();

  // Typing "n" (and "m", "?") in the quick add fields opens nothing and changes no view.
  const quickTask = page.getByLabel('Quick add a task');
  await quickTask.pressSequentially('nm?');
  await expect(quickTask).toHaveValue('nm?');
  const quickEvent = page.getByLabel('Quick add an event or a task');
  await quickEvent.pressSequentially('n');
  await expect(quickEvent).toHaveValue('n');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(tab(page, 'Week')).toHaveAttribute('aria-selected', 'true');

  // Ctrl+m is not a shortcut.
  await main.click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+m');
  await expect(tab(page, 'Week')).toHaveAttribute('aria-selected', 'true');

  // "?": the list of every shortcut, a modal; Escape closes it.
  await page.keyboard.press('?');
  const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('row')).toHaveCount(10);
  await expect(list).toContainText('Calendar: month view');
  await expect(list).toContainText('Plan my day');
  await page.keyboard.press('m');
  await expect(tab(page, 'Week')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();

  // The account menu lists them too; the focus comes back to the menu button.
  const account = page.getByRole('button', { name: /Account menu/ });
  await account.click();
  await page.getByRole('menuitem', { name: 'Keyboard shortcuts' }).click();
  await expect(list).toBeVisible();
  await list.getByRole('button', { name: 'Close' }).click();
  await expect(list).toBeHidden();
  await expect(account).toBeFocused();
});

test('"/" goes to the task list and focuses its search; n there opens the new task popup', async ({
  page,
}) => {
  await signInAsGuest(page);
  await expect(calendar(page)).toBeVisible();
  await page.locator('#main').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('/');
  await expect(page).toHaveURL(/\/dashboard\/tasks$/);
  const search = page.getByRole('searchbox', { name: 'Search tasks by title' });
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('');
  await page.keyboard.type('nothing');
  await expect(search).toHaveValue('nothing');
  await page.getByRole('heading', { name: 'Tasks', level: 2 }).click();
  await page.keyboard.press('n');
  await expect(page.getByRole('dialog', { name: 'New task' })).toBeVisible();
});
