// Helpers for the tasks browser tests: a fresh guest, the task list page, the task popup, direct api calls.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_URL, APP_SECRET } from '../env';

export const API_CALL = /\/(test)?connect\//;

export async function signInAsGuest(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function openTaskList(page: Page): Promise<void> {
  await page.goto('/dashboard/tasks');
  await expect(page.getByRole('heading', { name: 'Tasks', exact: true, level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New task' })).toBeVisible();
}

export function row(page: Page, title: string): Locator {
  return page.getByTestId('task-row').filter({ has: page.getByText(title, { exact: true }) });
}

export function rowTitles(page: Page): Promise<string[]> {
  return page.getByTestId('task-row').evaluateAll((rows) =>
    rows
      // The virtualised rows are absolutely placed: read them in screen order.
      .map((r) => ({
        top: r.getBoundingClientRect().top,
        title: r.querySelector('span')?.textContent ?? '',
      }))
      .sort((a, b) => a.top - b.top)
      .map((r) => r.title),
  );
}

export interface NewTask {
  title: string;
  priority?: 'high' | 'medium' | 'low';
  /** yyyy-mm-dd; without it the deadline range is chosen. */
  deadline?: string;
  deadlineRange?: 'lessThan2Days' | '2to5Days' | 'moreThan5Days';
  estimate?: 'lessThan15Min' | '15to2Hour' | 'moreThan2Hour';
}

/** Fills and submits the open task popup. */
export async function fillTaskPopup(dialog: Locator, task: NewTask): Promise<void> {
  await dialog.getByLabel('Title').fill(task.title);
  if (task.priority) await dialog.getByLabel('Priority').selectOption(task.priority);
  if (task.deadline) {
    await dialog.getByLabel('On a date').check();
    await dialog.getByLabel('Deadline date').fill(task.deadline);
  } else if (task.deadlineRange) {
    await dialog.getByLabel('No exact date').check();
    await dialog.getByLabel('Roughly when').selectOption(task.deadlineRange);
  }
  if (task.estimate) await dialog.getByLabel('Estimated time').selectOption(task.estimate);
}

/** Creates a task through the list page's "New task" popup and waits for its row. */
export async function createTask(page: Page, task: NewTask): Promise<void> {
  await page.getByRole('button', { name: 'New task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await fillTaskPopup(dialog, task);
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, task.title)).toBeVisible();
}

/** Local date yyyy-mm-dd, `days` from today. */
export function isoDay(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The signed-in user's Firebase ID token, read from the browser's persisted auth state. */
export function idToken(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => reject(new Error('no firebase db'));
        open.onsuccess = () => {
          const all = open.result
            .transaction('firebaseLocalStorage', 'readonly')
            .objectStore('firebaseLocalStorage')
            .getAll();
          all.onsuccess = () => {
            const entry = (
              all.result as { value?: { stsTokenManager?: { accessToken?: string } } }[]
            ).find((e) => e.value?.stsTokenManager?.accessToken);
            const token = entry?.value?.stsTokenManager?.accessToken;
            if (token) resolve(token);
            else reject(new Error('no token'));
          };
        };
      }),
  );
}

/** Calls the api as the page's user (the suite is built for production: prefix /connect). */
export async function api(
  request: APIRequestContext,
  page: Page,
  method: 'GET' | 'PUT',
  path: string,
  data?: unknown,
): Promise<{ success: boolean; data?: unknown }> {
  const response = await request.fetch(`${API_URL}/connect${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'app-secret': APP_SECRET,
      authorization: `Bearer ${await idToken(page)}`,
    },
    data: data === undefined ? undefined : JSON.stringify(data),
  });
  return (await response.json()) as { success: boolean; data?: unknown };
}

export interface ServerTask {
  id: string;
  title: string;
  done: boolean;
  doneAt: string | null;
  deadlineRange: string;
  priority: string;
}

export async function serverTasks(request: APIRequestContext, page: Page): Promise<ServerTask[]> {
  const body = await api(request, page, 'GET', '/task/task');
  expect(body.success).toBe(true);
  return body.data as ServerTask[];
}
