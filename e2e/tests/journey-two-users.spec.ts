// Journey: two users in two browsers at once never see each other's tasks, events or profile.
import type { Browser, Page } from '@playwright/test';
import { expect, signInAsGuest, test } from '../fixtures';
import { WEEK, createEvent, eventOnCalendar, jumpTo } from './calendar-support';
import { createTask, openTaskList, rowTitles } from './tasks-support';

async function newUser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsGuest(page);
  return page;
}

async function plan(page: Page, name: string): Promise<void> {
  await openTaskList(page);
  await createTask(page, { title: `${name}'s task` });
  await page.goto('/dashboard');
  await jumpTo(page, WEEK.mon, 'Week');
  await createEvent(page, {
    title: `${name}'s meeting`,
    startDate: WEEK.wed,
    startTime: '09:00',
    endTime: '10:00',
  });
  await expect(eventOnCalendar(page, `${name}'s meeting`)).toHaveCount(1);
  await page.goto('/dashboard/profile');
  await page.getByRole('textbox', { name: 'Job title' }).fill(`${name} job`);
  await page.getByRole('button', { name: 'Save my profile' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
}

async function expectOnly(page: Page, name: string): Promise<void> {
  await openTaskList(page);
  await expect.poll(() => rowTitles(page)).toEqual([`${name}'s task`]);
  await page.goto('/dashboard');
  await jumpTo(page, WEEK.mon, 'Week');
  await expect(eventOnCalendar(page, `${name}'s meeting`)).toHaveCount(1);
  await expect(page.getByTestId('calendar-event')).toHaveCount(1);
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveValue(`${name} job`);
}

test('two users in two browsers never see each other’s data', async ({ browser }) => {
  // Two browsers, two sign-ups, every screen twice: close to the default limit beside another worker.
  test.setTimeout(120_000);
  const [alice, bob] = await Promise.all([newUser(browser), newUser(browser)]);
  try {
    await plan(alice, 'Alice');
    await plan(bob, 'Bob');
    // Each reads from the server again (a reload replaces the local copy) and sees only its own.
    await expectOnly(alice, 'Alice');
    await expectOnly(bob, 'Bob');
  } finally {
    await alice.context().close();
    await bob.context().close();
  }
});

test('an account whose session ended elsewhere leaves nothing to the next one on this device', async ({
  page,
  context,
}) => {
  await signInAsGuest(page);
  await openTaskList(page);
  await createTask(page, { title: 'First account’s task' });

  // The session ends without a sign-out on this device (a password changed elsewhere, the account
  // deleted): the identity provider forgets it, the planner's own data and session hint stay. (Its
  // database is deleted from a page of the origin that does not run the app.)
  const other = await context.newPage();
  await page.close();
  await other.goto('/remotes.json');
  await other.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase('firebaseLocalStorageDb');
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error);
      }),
  );

  await other.goto('/dashboard');
  // Nobody is signed in after all: back to the home page, in the same page (no reload from here on).
  await expect(other).toHaveURL(/:\d+\/$/);
  // From here on, the first account's task must never be on screen.
  await other.evaluate(() => {
    const win = window as unknown as { __sawFirst?: boolean };
    win.__sawFirst = false;
    const look = () => {
      if (document.body.textContent?.includes('First account’s task')) win.__sawFirst = true;
    };
    look();
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true });
  });
  await other.getByRole('button', { name: 'Continue as guest' }).click();
  // A second guest: another account.
  await expect(other).toHaveURL(/\/dashboard$/);
  await expect(other.getByRole('region', { name: 'Most urgent tasks' })).toContainText(
    'No open task.',
  );
  expect(
    await other.evaluate(() => (window as unknown as { __sawFirst: boolean }).__sawFirst),
  ).toBe(false);
});
