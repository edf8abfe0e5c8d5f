// Journey: the api stops in the middle of a session. The dashboard keeps showing the local copy, a write fails with
// the translated message and loses nothing shown; once the api is back (same data) the next write works.
import { commonTexts, expect, remoteTexts, signInAsGuest, test } from '../fixtures';
import { WEEK, eventOnCalendar, fillEventPopup, jumpTo } from './calendar-support';
import { createTask, openTaskList, row, rowTitles } from './tasks-support';

/** The calendar's message for a write the server did not take: what failed, then docs/product.md section 8's reason. */
const SAVE_FAILED = String(
  (remoteTexts('calendar').form as Record<string, string>).saveFailed,
).replace('{{reason}}', String((commonTexts().errors as Record<string, string>).unreachable));

test('the api stops mid-session: the local copy stays, writes fail and then work again', async ({
  page,
  isolateApi,
}) => {
  const api = await isolateApi();
  await signInAsGuest(page);
  await openTaskList(page);
  await createTask(page, { title: 'Buy bread' });
  await page.goto('/dashboard');
  await jumpTo(page, WEEK.mon, 'Week');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('menuitem', { name: 'New event' }).click();
  let dialog = page.getByRole('dialog', { name: 'New event' });
  await fillEventPopup(dialog, {
    title: 'Dentist',
    startDate: WEEK.tue,
    startTime: '10:00',
    endTime: '11:00',
  });
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(eventOnCalendar(page, 'Dentist')).toHaveCount(1);

  // The server goes down; the dashboard is opened again and shows what this browser kept.
  await api.stop();
  await page.reload();
  await jumpTo(page, WEEK.mon, 'Week');
  await expect(eventOnCalendar(page, 'Dentist')).toHaveCount(1);
  const tasksSidebar = page.getByRole('region', { name: 'Most urgent tasks' });
  await expect(tasksSidebar.getByText('Buy bread')).toBeVisible();

  // A write fails with the translated message; the popup keeps what was typed, the calendar keeps its event.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('menuitem', { name: 'New event' }).click();
  dialog = page.getByRole('dialog', { name: 'New event' });
  await fillEventPopup(dialog, {
    title: 'Haircut',
    startDate: WEEK.wed,
    startTime: '15:00',
    endTime: '16:00',
  });
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText(SAVE_FAILED);
  await expect(dialog.getByLabel('Title')).toHaveValue('Haircut');
  await expect(eventOnCalendar(page, 'Dentist')).toHaveCount(1);
  await expect(eventOnCalendar(page, 'Haircut')).toHaveCount(0);
  await expect(tasksSidebar.getByText('Buy bread')).toBeVisible();

  // Back up on the same data: the same write now works, and nothing was lost.
  await api.start();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(eventOnCalendar(page, 'Haircut')).toHaveCount(1);
  await expect(eventOnCalendar(page, 'Dentist')).toHaveCount(1);
  await openTaskList(page);
  await expect.poll(() => rowTitles(page)).toEqual(['Buy bread']);
  await expect(row(page, 'Buy bread')).toBeVisible();
});
