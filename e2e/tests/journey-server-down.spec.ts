// Journey: the api stops in the middle of a session. The dashboard keeps showing the local copy, a write waits in
// the outbox and shows at once; once the api is back (same data) it is sent and nothing is lost.
import { expect, signInAsGuest, test } from '../fixtures';
import { WEEK, eventOnCalendar, fillEventPopup, jumpTo } from './calendar-support';
import { createTask, openTaskList, row, rowTitles } from './tasks-support';

test('the api stops mid-session: the local copy stays, a write waits and is sent when it is back', async ({
  page,
  isolateApi,
}) => {
  // The outbox's own retry (or the connection check, 5 to 15 s apart) sends the waiting write once the api is back;
  // two api starts on a loaded 2-core machine take much of the time.
  test.setTimeout(120_000);
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

  // A write made now waits on this device: the popup closes, the event shows, the header counts it.
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
  await expect(dialog).toBeHidden();
  await expect(eventOnCalendar(page, 'Haircut')).toHaveCount(1);
  await expect(eventOnCalendar(page, 'Dentist')).toHaveCount(1);
  await expect(page.getByTestId('connection-status')).toContainText('1 change waiting');
  await expect(tasksSidebar.getByText('Buy bread')).toBeVisible();

  // Back up on the same data: the waiting event is sent (the outbox retries on its own), nothing was lost.
  await api.start();
  await expect(page.getByTestId('connection-status')).toContainText(
    'Connected: your changes are saved to the server.',
    { timeout: 30_000 },
  );
  await page.reload();
  await jumpTo(page, WEEK.mon, 'Week');
  await expect(eventOnCalendar(page, 'Haircut')).toHaveCount(1);
  await expect(eventOnCalendar(page, 'Dentist')).toHaveCount(1);
  await openTaskList(page);
  await expect.poll(() => rowTitles(page)).toEqual(['Buy bread']);
  await expect(row(page, 'Buy bread')).toBeVisible();
});
