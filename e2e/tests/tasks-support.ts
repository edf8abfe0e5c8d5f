// Helpers for the tasks browser tests: a fresh guest, the task list page, the task popup, direct api calls.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiData } from '../support/pageUser';
import { fillDate } from '../support/dateTime';

export const API_CALL = /\/(test)?connect\//;

export { signInAsGuest } from '../fixtures';
export { api, idToken } from '../support/pageUser';

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
    await fillDate(dialog.getByLabel('Deadline date'), task.deadline);
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

export interface ServerTask {
  id: string;
  title: string;
  done: boolean;
  doneAt: string | null;
  deadlineRange: string;
  priority: string;
  estimatedTimeRange: string;
  estimatedMinutes?: number;
  scheduledStart?: string;
  scheduledMinutes?: number;
}

export function serverTasks(request: APIRequestContext, page: Page): Promise<ServerTask[]> {
  return apiData<ServerTask[]>(request, page, 'GET', '/task/task');
}
