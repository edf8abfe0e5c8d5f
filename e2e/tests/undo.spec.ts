// Browser tests of Undo (docs/product.md section 4): a deleted task and a deleted event come back from the
// toast, on the server (still there after a reload), and a series edit is undone in one request.
import { expect, test, type Page } from '@playwright/test';
import {
  WEEK,
  chooseScope,
  createEvent,
  eventOnCalendar,
  jumpTo,
  serverEvents,
  signInAsGuest,
} from './calendar-support';
import { API_CALL, api, createTask, isoDay, openTaskList, row, serverTasks } from './tasks-support';

function toast(page: Page) {
  return page.getByTestId('undo-toast');
}

test.describe('undo', () => {
  test('undo a delete: a task comes back, on the server too', async ({ page, request }) => {
    await signInAsGuest(page);
    await openTaskList(page);
    await createTask(page, { title: 'Call mum', priority: 'high', deadlineRange: '2to5Days' });
    await createTask(page, { title: 'Buy bread', priority: 'low' });

    await page.getByRole('button', { name: 'Delete “Call mum”' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect(row(page, 'Call mum')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ has: toast(page) })).toContainText(
      'Task deleted.',
    );
    await expect
      .poll(async () => (await serverTasks(request, page)).map((t) => t.title))
      .toEqual(['Buy bread']);

    // From the keyboard: the toast's Undo is reachable and shows its focus.
    const undo = toast(page).getByRole('button', { name: 'Undo' });
    await undo.focus();
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('Undone.');
    await expect(row(page, 'Call mum')).toBeVisible();

    await page.reload();
    await expect(row(page, 'Call mum')).toBeVisible();
    const stored = await serverTasks(request, page);
    expect(stored.map((t) => t.title).sort()).toEqual(['Buy bread', 'Call mum']);
    expect(stored.find((t) => t.title === 'Call mum')).toMatchObject({
      priority: 'high',
      deadlineRange: '2to5Days',
      done: false,
    });
  });

  test('undo the delete of an overdue task: it comes back with its deadline', async ({
    page,
    request,
  }) => {
    await signInAsGuest(page);
    // Made last week, due three days ago (an api create with its own createdAt, as an undo sends it).
    const created = await api(request, page, 'POST', '/task/create', {
      task: {
        title: 'Renew the insurance',
        description: '',
        priority: 'medium',
        deadline: isoDay(-3),
        deadlineRange: 'lessThan2Days',
        estimatedTimeRange: 'lessThan15Min',
        done: false,
        doneAt: null,
        createdAt: new Date(Date.now() - 7 * 86_400_000).toISOString(),
        lastUpdated: Date.now(),
      },
    });
    expect(created.success).toBe(true);
    await openTaskList(page);
    await expect(row(page, 'Renew the insurance')).toContainText('Overdue');
    await page.getByRole('button', { name: 'Delete “Renew the insurance”' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect(row(page, 'Renew the insurance')).toHaveCount(0);
    await toast(page).getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page)).toContainText('Undone.');
    await expect(row(page, 'Renew the insurance')).toContainText('Overdue');
    expect(await serverTasks(request, page)).toEqual([
      expect.objectContaining({ title: 'Renew the insurance', deadline: isoDay(-3) }),
    ]);
  });

  test('undo a delete: an event comes back, on the server too; the offer goes after 8 s', async ({
    page,
    request,
  }) => {
    await signInAsGuest(page);
    await jumpTo(page, WEEK.mon);
    await createEvent(page, {
      title: 'Lunch with Sam',
      startDate: WEEK.tue,
      startTime: '12:00',
      endTime: '13:00',
    });
    await eventOnCalendar(page, 'Lunch with Sam').click();
    const dialog = page.getByRole('dialog', { name: 'Edit event' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete event' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(eventOnCalendar(page, 'Lunch with Sam')).toHaveCount(0);
    await expect(toast(page)).toContainText('Event deleted.');
    await expect.poll(async () => (await serverEvents(request, page)).length).toBe(0);

    await toast(page).getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page)).toContainText('Undone.');
    await expect(eventOnCalendar(page, 'Lunch with Sam')).toBeVisible();

    await page.reload();
    await jumpTo(page, WEEK.mon);
    await expect(eventOnCalendar(page, 'Lunch with Sam')).toBeVisible();
    const stored = await serverEvents(request, page);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ title: 'Lunch with Sam', recurrence: 'none' });
    expect(Date.parse(stored[0]!.startDate)).toBe(
      await page.evaluate((day) => new Date(`${day}T12:00:00`).getTime(), WEEK.tue),
    );

    // An offer not taken goes after 8 s.
    await eventOnCalendar(page, 'Lunch with Sam').click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete event' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toast(page)).toContainText('Event deleted.');
    await page.mouse.move(0, 0);
    await expect(toast(page)).toBeHidden({ timeout: 12_000 });
  });

  test("undo a 'this and following' edit of a series: the series is as before, in one request", async ({
    page,
    request,
  }) => {
    await signInAsGuest(page);
    await jumpTo(page, WEEK.mon);
    await createEvent(page, {
      title: 'Standup',
      startDate: WEEK.mon,
      startTime: '09:00',
      endTime: '09:15',
      repeat: 'Every weekday (Monday to Friday)',
    });
    await expect(eventOnCalendar(page, 'Standup')).toHaveCount(5);
    const before = await serverEvents(request, page);

    await eventOnCalendar(page, 'Standup').nth(2).click();
    const dialog = page.getByRole('dialog', { name: 'Edit event' });
    await dialog.getByLabel('Title').fill('Daily sync');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await chooseScope(page, 'edit', 'This and following events');
    await expect(eventOnCalendar(page, 'Daily sync')).toHaveCount(3);
    await expect(toast(page)).toContainText('Event saved.');

    const applies: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && API_CALL.test(r.url())) applies.push(r.url());
    });
    await toast(page).getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page)).toContainText('Undone.');
    await expect(eventOnCalendar(page, 'Standup')).toHaveCount(5);
    await expect(eventOnCalendar(page, 'Daily sync')).toHaveCount(0);
    expect(applies).toHaveLength(1);
    expect(applies[0]).toMatch(/\/calendar\/apply$/);

    await page.reload();
    await jumpTo(page, WEEK.mon);
    await expect(eventOnCalendar(page, 'Standup')).toHaveCount(5);
    const after = await serverEvents(request, page);
    expect(after).toEqual(before.map((e) => ({ ...e, lastUpdated: expect.any(Number) })));
  });
});
