// Browser tests of the outbox's hard cases (docs/offline.md): an answer lost on the way, two tabs sending at
// once, and an edit made offline that meets a newer one made on another device.
import { expect, test, type Page } from '@playwright/test';
import {
  API_CALL,
  api,
  createTask,
  openTaskList,
  row,
  serverTasks,
  signInAsGuest,
  type ServerTask,
} from './tasks-support';

const SAVED = 'Connected: your changes are saved to the server.';
const status = (page: Page) => page.getByTestId('connection-status');

async function comeBack(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

test('a create whose answer is lost is stored once (its idempotency key)', async ({
  page,
  request,
}) => {
  await signInAsGuest(page);
  await openTaskList(page);
  // The server stores the create, then the connection drops before the answer arrives.
  let dropped = false;
  await page.route(API_CALL, async (route) => {
    if (!dropped && route.request().method() === 'POST') {
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await createTask(page, { title: 'Pay rent' });
  await expect(row(page, 'Pay rent')).toBeVisible();
  await comeBack(page);
  await expect(status(page)).toContainText(SAVED, { timeout: 20_000 });
  expect((await serverTasks(request, page)).map((t) => t.title)).toEqual(['Pay rent']);
});

test('two tabs back online send each waiting change once', async ({ page, request }) => {
  await signInAsGuest(page);
  await openTaskList(page);
  const context = page.context();
  await context.route(API_CALL, (route) => route.abort('connectionrefused'));
  const other = await context.newPage();
  await other.goto('/dashboard/tasks');
  await createTask(page, { title: 'From tab one' });
  await createTask(other, { title: 'From tab two' });
  await context.unroute(API_CALL);
  // Both tabs get the focus back at the same moment: one of them sends, the other waits its turn.
  await Promise.all([comeBack(page), comeBack(other)]);
  await expect(status(page)).toContainText(SAVED, { timeout: 20_000 });
  await expect(status(other)).toContainText(SAVED, { timeout: 20_000 });
  expect((await serverTasks(request, page)).map((t) => t.title).sort()).toEqual([
    'From tab one',
    'From tab two',
  ]);
});

test('an offline edit merges with another device’s edit of other fields, and asks when both changed the title', async ({
  page,
  request,
}) => {
  await signInAsGuest(page);
  await openTaskList(page);
  await createTask(page, { title: 'Call mum' });
  const elsewhere = async (changes: Partial<ServerTask>) => {
    const [task] = await serverTasks(request, page);
    if (!task) throw new Error('the task is on the server');
    const { id, ...draft } = task;
    const saved = await api(request, page, 'PUT', `/task/update/${id}`, {
      task: { ...draft, ...changes },
    });
    expect(saved.success).toBe(true);
  };
  const editTitle = async (from: string, to: string) => {
    await page.getByRole('button', { name: `Edit “${from}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit task' });
    await dialog.getByLabel('Title').fill(to);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  };

  // Offline here, the title; on another device meanwhile, the priority: both kept, nobody asked.
  await page.route(API_CALL, (route) => route.abort('connectionrefused'));
  await editTitle('Call mum', 'Call mum at six');
  await elsewhere({ priority: 'high' });
  await page.unroute(API_CALL);
  await comeBack(page);
  await expect(status(page)).toContainText(SAVED, { timeout: 20_000 });
  expect(await serverTasks(request, page)).toEqual([
    expect.objectContaining({ title: 'Call mum at six', priority: 'high' }),
  ]);

  // Both change the title: the page asks, showing both, and keeps the chosen one.
  await page.route(API_CALL, (route) => route.abort('connectionrefused'));
  await editTitle('Call mum at six', 'Call mum at seven');
  await elsewhere({ title: 'Call dad instead' });
  await page.unroute(API_CALL);
  await comeBack(page);
  await page.getByRole('button', { name: '1 change needs you' }).click();
  const review = page.getByRole('dialog', { name: 'Changes to review' });
  const card = review.getByRole('article', { name: 'Task: Call mum at seven' });
  await expect(card).toContainText('Changed on another device meanwhile.');
  await expect(card.getByRole('row', { name: /Title/ })).toContainText('Call dad instead');
  await card.getByRole('button', { name: 'Keep mine' }).click();
  await expect(review.getByText('Nothing left to review.')).toBeVisible();
  await review.getByRole('button', { name: 'Close' }).last().click();
  await expect(status(page)).toContainText(SAVED);
  expect(await serverTasks(request, page)).toEqual([
    expect.objectContaining({ title: 'Call mum at seven', priority: 'high' }),
  ]);
  await expect(row(page, 'Call mum at seven')).toBeVisible();
});
