// Browser tests of the task list: create, validation, urgency order with its why, edit, complete, reopen,
// delete with confirmation, multi-delete in one call, and the dashboard widget with the shell's create button.
import { expect, test } from '@playwright/test';
import {
  API_CALL,
  createTask,
  fillTaskPopup,
  isoDay,
  openTaskList,
  row,
  rowTitles,
  serverTasks,
  signInAsGuest,
  api,
} from './tasks-support';
import { createEvent } from './calendar-support';

test.describe('tasks list', () => {
  test('creates tasks in urgency order with score and why, validates, and edits', async ({
    page,
    request,
  }) => {
    await signInAsGuest(page);
    await openTaskList(page);
    await expect(page.getByText('Nothing to do. Enjoy!')).toBeVisible();

    // Low 1 + more than 5 days 1 + over 2 h 1 = 3
    await createTask(page, {
      title: 'Read a novel',
      priority: 'low',
      deadlineRange: 'moreThan5Days',
      estimate: 'moreThan2Hour',
    });
    // High 9 + tomorrow (less than 2 days) 6 + under 15 min 3 = 18
    await createTask(page, {
      title: 'Pay rent',
      priority: 'high',
      deadline: isoDay(1),
      estimate: 'lessThan15Min',
    });
    // Medium 5 + 2 to 5 days 3 + 15 min to 2 h 2 = 10
    await createTask(page, {
      title: 'Plan the week',
      priority: 'medium',
      deadlineRange: '2to5Days',
      estimate: '15to2Hour',
    });
    await expect.poll(() => rowTitles(page)).toEqual(['Pay rent', 'Plan the week', 'Read a novel']);
    await expect(row(page, 'Pay rent').getByLabel('Urgency score 18')).toHaveText('18');
    await expect(row(page, 'Pay rent')).toContainText(
      'High priority +9 · due in less than 2 days +6 · takes less than 15 min +3',
    );
    await expect(page.getByText('3 tasks')).toBeVisible();

    // The server stored them, with the deadline range derived from the date.
    const stored = await serverTasks(request, page);
    expect(stored.find((t) => t.title === 'Pay rent')).toMatchObject({
      priority: 'high',
      deadlineRange: 'lessThan2Days',
      done: false,
    });

    // Validation: a blank title, then a deadline in the past; nothing is sent.
    await page.getByRole('button', { name: 'New task' }).click();
    const dialog = page.getByRole('dialog', { name: 'New task' });
    await dialog.getByLabel('Title').fill('   ');
    await dialog.getByRole('button', { name: 'Create task' }).click();
    await expect(dialog.getByText('The title cannot be empty.')).toBeVisible();
    await fillTaskPopup(dialog, { title: 'Too late', deadline: isoDay(-2) });
    await dialog.getByRole('button', { name: 'Create task' }).click();
    await expect(dialog.getByText('The deadline cannot be in the past.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await serverTasks(request, page)).map((t) => t.title).sort()).toEqual([
      'Pay rent',
      'Plan the week',
      'Read a novel',
    ]);

    // Edit: the novel becomes high priority (9 + 1 + 1 = 11) and moves above the week plan.
    await row(page, 'Read a novel').getByRole('button', { name: 'Edit “Read a novel”' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit task' });
    await expect(edit.getByLabel('Title')).toHaveValue('Read a novel');
    await edit.getByLabel('Title').fill('Read a short novel');
    await edit.getByLabel('Priority').selectOption('high');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect
      .poll(() => rowTitles(page))
      .toEqual(['Pay rent', 'Read a short novel', 'Plan the week']);

    // A reload reads the server's list: same tasks, same order.
    await page.reload();
    await expect(row(page, 'Read a short novel')).toBeVisible();
    await expect
      .poll(() => rowTitles(page))
      .toEqual(['Pay rent', 'Read a short novel', 'Plan the week']);
  });

  test('completes, reopens, and deletes after confirmation', async ({ page, request }) => {
    await signInAsGuest(page);
    await openTaskList(page);
    await createTask(page, { title: 'Call mum' });

    await page.getByRole('button', { name: 'Mark “Call mum” as done' }).click();
    await expect(row(page, 'Call mum')).toHaveCount(0);
    await expect
      .poll(
        async () => (await serverTasks(request, page)).find((t) => t.title === 'Call mum')?.done,
      )
      .toBe(true);
    const done = (await serverTasks(request, page)).find((t) => t.title === 'Call mum');
    expect(Math.abs(Date.now() - Date.parse(done?.doneAt ?? ''))).toBeLessThan(60_000);

    await page.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(row(page, 'Call mum')).toBeVisible();
    // A done task says when it will be removed (the 24 h default delay), and shows no urgency score.
    await expect(row(page, 'Call mum')).toContainText(/Removed in (23|24) h/);
    await expect(row(page, 'Call mum').getByLabel(/^Urgency score/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Reopen “Call mum”' }).click();
    await expect(row(page, 'Call mum')).toHaveCount(0);
    await expect
      .poll(async () => (await serverTasks(request, page)).find((t) => t.title === 'Call mum'))
      .toMatchObject({ done: false, doneAt: null });
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(row(page, 'Call mum')).toBeVisible();

    // Delete asks first: cancel keeps the task.
    await page.getByRole('button', { name: 'Delete “Call mum”' }).click();
    let confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Delete “Call mum”? You can undo it for a few seconds.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row(page, 'Call mum')).toBeVisible();
    expect(await serverTasks(request, page)).toHaveLength(1);

    await page.getByRole('button', { name: 'Delete “Call mum”' }).click();
    confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(row(page, 'Call mum')).toHaveCount(0);
    expect(await serverTasks(request, page)).toEqual([]);
  });

  test('deletes several selected tasks in one deletemulti call', async ({ page, request }) => {
    await signInAsGuest(page);
    await openTaskList(page);
    for (const title of ['Alpha', 'Beta', 'Gamma']) await createTask(page, { title });
    const ids = Object.fromEntries((await serverTasks(request, page)).map((t) => [t.title, t.id]));

    const deletes: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'DELETE') deletes.push(r.url());
    });
    await page.getByRole('checkbox', { name: 'Select “Alpha”' }).check();
    await page.getByRole('checkbox', { name: 'Select “Gamma”' }).check();
    const multi = page.waitForRequest((r) => r.url().endsWith('/task/deletemulti'));
    await page.getByRole('button', { name: 'Delete (2)' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Delete 2 tasks?');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    const sent = await multi;
    expect((sent.postDataJSON() as { taskIds: string[] }).taskIds.sort()).toEqual(
      [ids.Alpha, ids.Gamma].sort(),
    );
    await expect.poll(() => rowTitles(page)).toEqual(['Beta']);
    expect(deletes).toHaveLength(1);
    expect((await serverTasks(request, page)).map((t) => t.title)).toEqual(['Beta']);
    await expect(page.getByRole('button', { name: 'Delete (0)' })).toBeDisabled();
  });

  test('dashboard widget: quick add, most urgent first, and the shell create button', async ({
    page,
    request,
  }) => {
    await signInAsGuest(page);
    const widget = page.getByRole('region', { name: 'Most urgent tasks' });
    await expect(widget.getByText('No open task.')).toBeVisible();
    await widget.getByLabel('Quick add a task').fill('Water plants');
    await widget.getByRole('button', { name: 'Add' }).click();
    await expect(widget.getByRole('listitem')).toHaveText([/Water plants/]);

    // The shell's create button asks for a task over the bus: the widget opens the popup.
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('menuitem', { name: 'New task' }).click();
    const dialog = page.getByRole('dialog', { name: 'New task' });
    await fillTaskPopup(dialog, { title: 'Renew passport', priority: 'high', deadline: isoDay(0) });
    await dialog.getByRole('button', { name: 'Create task' }).click();
    await expect(dialog).toBeHidden();
    await expect(widget.getByRole('listitem')).toHaveText([/Renew passport/, /Water plants/]);
    expect((await serverTasks(request, page)).map((t) => t.title).sort()).toEqual([
      'Renew passport',
      'Water plants',
    ]);

    await widget.getByRole('button', { name: 'Mark “Water plants” as done' }).click();
    await expect(widget.getByRole('listitem')).toHaveText([/Renew passport/]);
    await widget.getByRole('link', { name: /See all/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/tasks$/);
    await expect.poll(() => rowTitles(page)).toEqual(['Renew passport']);
  });
});

test.describe('due dates', () => {
  // The page and the api agree on "today" (the api allows a deadline of yesterday: somewhere it still is).
  test.use({ timezoneId: 'UTC' });

  test('says which open tasks are overdue or due today, nearer deadline first on a tie, in the list and the dashboard', async ({
    page,
    request,
  }) => {
    const start = Date.now();
    const utcDay = (offset: number) =>
      new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
    // The page's clock starts at noon of the test's day: a run across midnight does not turn "due today"
    // into "overdue" halfway (CI saw it once, at 23:58 UTC).
    await page.clock.install({ time: new Date(`${utcDay(0)}T12:00:00Z`) });
    await signInAsGuest(page);
    await openTaskList(page);
    // The same score for all three (medium, 15 min to 2 h, under 2 days): only the deadline orders them.
    const same = { priority: 'medium', estimate: '15to2Hour' } as const;
    await createTask(page, { title: 'Book dentist', deadline: utcDay(1), ...same });
    await createTask(page, { title: 'Pay rent', deadline: utcDay(0), ...same });
    const created = await api(request, page, 'POST', '/task/create', {
      task: {
        title: 'Send invoice',
        priority: 'medium',
        deadline: utcDay(-1),
        deadlineRange: 'lessThan2Days',
        estimatedTimeRange: '15to2Hour',
        createdAt: new Date().toISOString(),
        lastUpdated: Date.now(),
      },
    });
    expect(created.success).toBe(true);
    await page.reload();
    await expect.poll(() => rowTitles(page)).toEqual(['Send invoice', 'Pay rent', 'Book dentist']);
    await expect(row(page, 'Send invoice')).toContainText('Overdue');
    await expect(row(page, 'Pay rent')).toContainText('Due today');
    await expect(row(page, 'Book dentist')).not.toContainText(/Due today|Overdue/);
    for (const title of ['Send invoice', 'Pay rent', 'Book dentist']) {
      await expect(row(page, title).getByLabel('Urgency score 13')).toBeVisible();
    }

    await page.goto('/dashboard');
    const widget = page.getByRole('region', { name: 'Most urgent tasks' });
    await expect(widget.getByRole('listitem')).toHaveText([
      /^Send invoice\s*Overdue\s*13$/,
      /^Pay rent\s*Due today\s*13$/,
      /^Book dentist\s*13$/,
    ]);
  });
});

test('a reload never shows an empty planner while the data is loading', async ({ page }) => {
  await signInAsGuest(page);
  await openTaskList(page);
  await createTask(page, { title: 'Water the plants' });
  await page.goto('/dashboard');
  await createEvent(page, {
    title: 'Piano lesson',
    startDate: isoDay(1),
    startTime: '10:00',
    endTime: '11:00',
  });
  await expect(page.getByText('Piano lesson').first()).toBeVisible();
  await expect(
    page.locator('[data-remote-slot="tasks"]').getByText('Water the plants'),
  ).toBeVisible();

  // Every text the page ever shows from the start of the next load on.
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { __seen: Set<string> }).__seen = seen;
    new MutationObserver(() => {
      for (const text of ['No open task.', 'Nothing planned in the next'])
        if (document.body?.innerText.includes(text)) seen.add(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // A slow server: the lists take 1.5 s.
  await page.route(API_CALL, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.reload();
  await expect(
    page.locator('[data-remote-slot="tasks"]').getByText('Water the plants'),
  ).toBeVisible({
    timeout: 15_000,
  });
  expect(
    await page.evaluate(() => [...(window as unknown as { __seen: Set<string> }).__seen]),
  ).toEqual([]);
});
