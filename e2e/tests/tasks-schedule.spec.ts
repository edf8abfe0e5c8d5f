// Scheduling from the full task list (docs/product.md section 4): "Schedule…" on a row gives the task a time, it
// shows on its row and, after a reload, on the calendar at that time; "Unschedule" takes it away.
import { expect, test } from '@playwright/test';
import { calendar, jumpTo, slotPoint, WEEK } from './calendar-support';
import { api, openTaskList, row, serverTasks, signInAsGuest } from './tasks-support';
import { fillDate, fillTime } from '../support/dateTime';

test.use({ timezoneId: 'UTC' });

test('a task scheduled from /dashboard/tasks is on the calendar at that time after a reload', async ({
  page,
  request,
}) => {
  await signInAsGuest(page);
  const created = await api(request, page, 'POST', '/task/create', {
    task: {
      title: 'Write the report',
      priority: 'high',
      estimatedTimeRange: 'moreThan2Hour',
      createdAt: new Date().toISOString(),
      lastUpdated: Date.now(),
    },
  });
  expect(created.success).toBe(true);
  await openTaskList(page);
  await expect(row(page, 'Write the report')).toBeVisible();

  // Keyboard only: Tab to the row's action, Enter opens the dialog.
  const opener = page.getByRole('button', { name: 'Schedule “Write the report”' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Schedule “Write the report”' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/Length \(minutes\)/)).toHaveValue('120');
  await fillDate(dialog.getByLabel(/Date/), WEEK.wed);
  await fillTime(dialog.getByLabel(/Start time/), '14:30');
  await dialog.getByLabel(/Length/).fill('90');
  await dialog.getByLabel(/Length/).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(row(page, 'Write the report')).toContainText(/2:30\sPM\s– 4:00\sPM/);
  await expect
    .poll(async () => {
      const task = (await serverTasks(request, page)).find((t) => t.title === 'Write the report');
      return task ? [task.scheduledStart, task.scheduledMinutes] : null;
    })
    .toEqual([`${WEEK.wed}T14:30:00+00:00`, 90]);

  await page.goto('/dashboard');
  await page.reload();
  await jumpTo(page, WEEK.wed, 'Day');
  const block = calendar(page).getByTestId('calendar-task').filter({ hasText: 'Write the report' });
  await expect(block).toBeVisible();
  // Its block covers 14:30 to 16:00 of that day (measured after each slot is scrolled into view).
  const within = async (time: string) => {
    const { y } = await slotPoint(page, WEEK.wed, time);
    const box = await block.boundingBox();
    if (!box) throw new Error('no block');
    return y > box.y && y < box.y + box.height;
  };
  expect(await within('14:30:00')).toBe(true);
  expect(await within('15:30:00')).toBe(true);
  expect(await within('14:00:00')).toBe(false);
  expect(await within('16:00:00')).toBe(false);
  await block.click();
  const blockDialog = page.getByRole('dialog', { name: 'Write the report' });
  await expect(blockDialog).toContainText(/2:30\sPM\s– 4:00\sPM/);
  await blockDialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(blockDialog).toBeHidden();

  // Back on the list: Unschedule removes the time.
  await openTaskList(page);
  await opener.click();
  await expect(dialog).toContainText('On the calendar:');
  await dialog.getByRole('button', { name: 'Unschedule' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Write the report')).not.toContainText('Planned');
  await expect
    .poll(async () => {
      const task = (await serverTasks(request, page)).find((t) => t.title === 'Write the report');
      return task ? (task.scheduledStart ?? 'none') : null;
    })
    .toBe('none');
});
