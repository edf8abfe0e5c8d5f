// Browser test of the outbox (docs/offline.md): with the server out of reach, creates, edits, completions,
// deletes and series edits show at once, survive a reload, and reach the server exactly once when it is back.
import { expect, test, type Page } from '@playwright/test';
import {
  WEEK,
  chooseScope,
  createEvent,
  eventOnCalendar,
  jumpTo,
  serverEvents,
} from './calendar-support';
import {
  API_CALL,
  createTask,
  openTaskList,
  row,
  rowTitles,
  serverTasks,
  signInAsGuest,
} from './tasks-support';

const status = (page: Page) => page.getByTestId('connection-status');
/** What the indicator says once nothing waits and nothing is being sent. */
const SAVED = 'Connected: your changes are saved to the server.';

/** The person comes back to the tab: the outbox is sent again at once. */
async function comeBack(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

test('changes made with no server wait, survive a reload, and reach the server exactly once', async ({
  page,
  request,
}) => {
  // A long journey (nine changes, three reloads): 40-47 s on a quiet machine, against a 60 s default.
  test.setTimeout(120_000);
  await signInAsGuest(page);
  await openTaskList(page);
  await createTask(page, { title: 'Buy bread' });
  await createTask(page, { title: 'Fix the bike' });

  // The api becomes unreachable (no answer at all) for this browser.
  await page.route(API_CALL, (route) => route.abort('connectionrefused'));
  for (const title of ['Plan the trip', 'Call the bank', 'Throw away']) {
    await createTask(page, { title });
  }
  // Edit one created offline, complete one from before, delete one created offline.
  await page.getByRole('button', { name: 'Edit “Plan the trip”' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit task' });
  await edit.getByLabel('Title').fill('Plan the summer trip');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await page.getByRole('button', { name: 'Mark “Buy bread” as done' }).click();
  await page.getByRole('button', { name: 'Delete “Throw away”' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(row(page, 'Throw away')).toHaveCount(0);
  await expect(row(page, 'Plan the summer trip').getByText('Waiting to sync')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(status(page)).toContainText('6 changes waiting');

  // A reload with the server still out of reach: every change is still there.
  await page.reload();
  await expect
    .poll(() => rowTitles(page))
    .toEqual(expect.arrayContaining(['Plan the summer trip', 'Call the bank', 'Fix the bike']));
  await expect(row(page, 'Throw away')).toHaveCount(0);
  await expect(status(page)).toContainText('6 changes waiting');

  // Events: a one-off, a weekly series, then "this and following" on the series, all offline.
  await page.goto('/dashboard');
  await jumpTo(page, WEEK.mon, 'Week');
  await createEvent(page, {
    title: 'Dentist',
    startDate: WEEK.tue,
    startTime: '10:00',
    endTime: '11:00',
  });
  await createEvent(page, {
    title: 'Yoga',
    startDate: WEEK.mon,
    startTime: '08:00',
    endTime: '09:00',
    repeat: 'Every week',
  });
  await expect(eventOnCalendar(page, 'Dentist')).toHaveCount(1);
  // Marked as waiting: a dashed outline, and the words for screen readers.
  await expect(eventOnCalendar(page, 'Dentist')).toHaveAttribute('data-waiting', 'true');
  await expect(eventOnCalendar(page, 'Dentist')).toContainText('Waiting to sync');
  await jumpTo(page, '2030-01-21');
  await eventOnCalendar(page, 'Yoga').click();
  const dialog = page.getByRole('dialog', { name: 'Edit event' });
  await dialog.getByLabel('Title').fill('Hot yoga');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await chooseScope(page, 'edit', 'This and following events');
  await expect(eventOnCalendar(page, 'Hot yoga')).toBeVisible();
  await expect(status(page)).toContainText('9 changes waiting');

  // The server is back: everything is sent, once, and the temporary ids are gone.
  await page.unroute(API_CALL);
  await comeBack(page);
  await expect(status(page)).toContainText(SAVED, { timeout: 20_000 });
  const tasks = await serverTasks(request, page);
  expect(tasks.map((t) => [t.title, t.done]).sort()).toEqual([
    ['Buy bread', true],
    ['Call the bank', false],
    ['Fix the bike', false],
    ['Plan the summer trip', false],
  ]);
  expect(tasks.every((t) => !t.id.startsWith('offline-'))).toBe(true);
  const events = await serverEvents(request, page);
  expect(events.map((e) => [e.title, e.recurrence]).sort()).toEqual([
    ['Dentist', 'none'],
    ['Hot yoga', 'weekly'],
    ['Yoga', 'weekly'],
  ]);
  expect(events.every((e) => !e.id.startsWith('offline-'))).toBe(true);

  // What the page shows is the server's truth.
  await page.reload();
  await jumpTo(page, '2030-01-28', 'Week');
  await expect(eventOnCalendar(page, 'Hot yoga')).toHaveCount(1);
  await jumpTo(page, '2030-01-14', 'Week');
  await expect(eventOnCalendar(page, 'Yoga')).toHaveCount(1);
  await expect(eventOnCalendar(page, 'Yoga')).not.toHaveAttribute('data-waiting', 'true');
  await expect(eventOnCalendar(page, 'Yoga')).not.toContainText('Waiting to sync');
});

test('a server failure (an answer) still refuses the change with its message and changes nothing', async ({
  page,
  request,
}) => {
  await signInAsGuest(page);
  await openTaskList(page);
  await createTask(page, { title: 'Buy bread' });
  await page.route(API_CALL, (route) =>
    route.request().method() === 'GET'
      ? route.continue()
      : route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, error: 'error-occurred', message: 'boom' }),
        }),
  );
  await page.getByRole('button', { name: 'Mark “Buy bread” as done' }).click();
  await expect(page.locator('[data-remote="tasks"]').getByRole('alert')).toContainText(
    'Server error.',
  );
  await expect(status(page)).toContainText(SAVED);
  await page.unroute(API_CALL);
  expect((await serverTasks(request, page)).map((t) => t.done)).toEqual([false]);
});
