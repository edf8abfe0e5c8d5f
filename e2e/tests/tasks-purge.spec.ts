// Browser test of the automatic purge: with a one-minute delete delay, a completed task is deleted on the
// server by the cleaner (one expired task per 10 s tick); open tasks and fresh completions stay.
import { expect, test } from '@playwright/test';
import { api, createTask, openTaskList, row, serverTasks, signInAsGuest } from './tasks-support';

test.describe('tasks purge', () => {
  test('a completed task is purged once the delete delay has passed', async ({ page, request }) => {
    test.setTimeout(180_000);
    await signInAsGuest(page);
    // The shortest delay settings allow: one minute.
    const settings = await api(request, page, 'GET', '/settings/settings');
    expect(settings.success).toBe(true);
    const saved = await api(request, page, 'PUT', '/settings/update', {
      settings: { ...(settings.data as object), deleteDelay: 60_000 },
    });
    expect(saved).toMatchObject({ success: true, data: { deleteDelay: 60_000 } });

    // A reload loads the new settings (the tasks remote follows them over the bus).
    await page.reload();
    await openTaskList(page);
    await createTask(page, { title: 'Take out the bins' });
    await createTask(page, { title: 'Keep me open' });
    await page.getByRole('button', { name: 'Mark “Take out the bins” as done' }).click();
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(row(page, 'Take out the bins')).toBeVisible();
    const completedAt = Date.now();

    // Not before the delay...
    await page.waitForTimeout(40_000);
    await expect(row(page, 'Take out the bins')).toBeVisible();
    // ...then within one more tick of 10 s after it (plus slack for a busy machine).
    await expect(row(page, 'Take out the bins')).toHaveCount(0, { timeout: 60_000 });
    expect(Date.now() - completedAt).toBeGreaterThanOrEqual(58_000);
    const left = await serverTasks(request, page);
    expect(left.map((t) => t.title)).toEqual(['Keep me open']);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(row(page, 'Keep me open')).toBeVisible();
  });
});
