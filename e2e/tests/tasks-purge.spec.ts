// Browser test of the automatic purge: with a one-minute delete delay, a completed task is deleted on the
// server by the cleaner (one expired task per 10 s tick); open tasks and fresh completions stay. The page's
// clock is Playwright's: the minute passes in a jump instead of a wait (the server calls stay real).
import { expect, test } from '@playwright/test';
import { api, createTask, openTaskList, row, serverTasks, signInAsGuest } from './tasks-support';

test.describe('tasks purge', () => {
  test('a completed task is purged once the delete delay has passed', async ({ page, request }) => {
    await page.clock.install();
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
    const pageNow = () => page.evaluate(() => Date.now());
    const completedAt = await pageNow();

    // Not before the delay, though the cleaner ticked meanwhile...
    await page.clock.fastForward('00:45');
    await page.clock.fastForward('00:10');
    await expect(row(page, 'Take out the bins')).toBeVisible();
    // ...then at the first tick after it.
    await page.clock.fastForward('00:10');
    await expect(row(page, 'Take out the bins')).toHaveCount(0);
    expect((await pageNow()) - completedAt).toBeGreaterThanOrEqual(60_000);
    const left = await serverTasks(request, page);
    expect(left.map((t) => t.title)).toEqual(['Keep me open']);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(row(page, 'Keep me open')).toBeVisible();
  });
});
