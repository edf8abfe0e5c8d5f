// Browser test of the server-down case: the list stays readable from the local copy, a failed change
// says why (docs/product.md section 8) and changes nothing, and nothing is lost once the server is back.
import { expect, test } from '@playwright/test';
import {
  API_CALL,
  createTask,
  openTaskList,
  row,
  rowTitles,
  serverTasks,
  signInAsGuest,
} from './tasks-support';

test.describe('tasks with the server down', () => {
  test('reads the local copy, refuses changes with the message, loses nothing', async ({
    page,
    request,
  }) => {
    await signInAsGuest(page);
    await openTaskList(page);
    await createTask(page, { title: 'Buy bread', priority: 'high' });
    await createTask(page, { title: 'Fix the bike', priority: 'low' });

    // The api becomes unreachable (connection refused) for this browser.
    await page.route(API_CALL, (route) => route.abort('connectionrefused'));
    // The shell may say so too: look at the tasks remote's own messages.
    const tasksArea = page.locator('[data-remote="tasks"]');
    await page.reload();
    await expect(
      page.getByText('The server cannot be reached: you are seeing your saved copy.'),
    ).toBeVisible();
    await expect.poll(() => rowTitles(page)).toEqual(['Buy bread', 'Fix the bike']);

    // A toggle fails: the message, and the task is still open.
    await page.getByRole('button', { name: 'Mark “Buy bread” as done' }).click();
    await expect(tasksArea.getByRole('alert')).toContainText('Unable to contact the server.');
    await expect(row(page, 'Buy bread')).toBeVisible();

    // A create fails too: the popup stays open with what was typed.
    await page.getByRole('button', { name: 'New task' }).click();
    const dialog = page.getByRole('dialog', { name: 'New task' });
    await dialog.getByLabel('Title').fill('Offline idea');
    await dialog.getByRole('button', { name: 'Create task' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Unable to contact the server.');
    await expect(dialog.getByLabel('Title')).toHaveValue('Offline idea');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // A delete fails and keeps the task.
    await page.getByRole('button', { name: 'Delete “Fix the bike”' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect(tasksArea.getByRole('alert')).toContainText('Unable to contact the server.');
    await expect(row(page, 'Fix the bike')).toBeVisible();

    // The server is back: everything is there, unchanged.
    await page.unroute(API_CALL);
    await page.reload();
    await expect.poll(() => rowTitles(page)).toEqual(['Buy bread', 'Fix the bike']);
    await expect(
      page.getByText('The server cannot be reached: you are seeing your saved copy.'),
    ).toHaveCount(0);
    const stored = await serverTasks(request, page);
    expect(stored.map((t) => [t.title, t.done]).sort()).toEqual([
      ['Buy bread', false],
      ['Fix the bike', false],
    ]);
  });
});
