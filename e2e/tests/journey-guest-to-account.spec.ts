// Journey: a new visitor plans as a guest (tasks, a single and a recurring event, the profile, a recommended preset),
// registers from the guest nudge, signs out and back in, and finds every item again.
import type { Page } from '@playwright/test';
import { expect, signInAsGuest, test, uniqueEmail } from '../fixtures';
import { WEEK, createEvent, eventOnCalendar, jumpTo } from './calendar-support';
import { createTask, openTaskList, rowTitles } from './tasks-support';
import { fillTime, shownTime } from '../support/dateTime';

const PASSWORD = 'Abcdef1!';

/** What the journey planned: checked once as a guest and once after signing in again. */
async function expectEverything(page: Page): Promise<void> {
  await openTaskList(page);
  await expect.poll(() => rowTitles(page)).toEqual(['Buy bread', 'Call the bank']);

  await page.goto('/dashboard');
  await jumpTo(page, WEEK.mon, 'Week');
  await expect(eventOnCalendar(page, 'Dentist')).toHaveCount(1);
  // Every day of the shown week (Sunday 6 to Saturday 12) from Monday on.
  await expect(eventOnCalendar(page, 'Morning run')).toHaveCount(6);
  // The recommended lunch was added as a daily series starting today: 2030 shows it every day.
  await expect(eventOnCalendar(page, 'Lunch')).toHaveCount(7);

  await page.goto('/dashboard/profile');
  await expect(page.getByText('Your profile is complete.')).toBeVisible();
  await expect(page.getByLabel('Lunch at')).toHaveValue(shownTime('12:30'));
  await expect(page.getByRole('checkbox', { name: 'Remind me of my meals' })).toBeChecked();
}

test('a guest plans, registers from the nudge, signs out and in again, and keeps everything', async ({
  page,
}) => {
  // A whole journey (two sign-ins, a registration, every screen): 30 s alone, more beside another worker.
  test.setTimeout(120_000);
  await signInAsGuest(page);

  // Tasks.
  await openTaskList(page);
  await createTask(page, { title: 'Buy bread', priority: 'high' });
  await createTask(page, { title: 'Call the bank', priority: 'low' });

  // Events: a single one and a daily series.
  await page.goto('/dashboard');
  await jumpTo(page, WEEK.mon, 'Week');
  await createEvent(page, {
    title: 'Dentist',
    startDate: WEEK.tue,
    startTime: '10:00',
    endTime: '11:00',
  });
  await createEvent(page, {
    title: 'Morning run',
    startDate: WEEK.mon,
    startTime: '07:00',
    endTime: '07:30',
    repeat: 'Every day',
  });
  await expect(eventOnCalendar(page, 'Morning run')).toHaveCount(6);

  // The profile, then the preset it recommends.
  await page.goto('/dashboard/profile');
  await fillTime(page.getByLabel('Lunch at'), '12:30');
  await page.getByRole('checkbox', { name: 'Remind me of my meals' }).check();
  await page.getByRole('button', { name: 'Save my profile' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await expect(page.getByText('Your profile is complete.')).toBeVisible();

  await page.goto('/dashboard/presets');
  const lunch = page.getByTestId('recommended-preset').filter({ hasText: 'Lunch' });
  await lunch.getByRole('button', { name: 'Add to calendar' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '"Lunch" was added to your calendar, from' }),
  ).toBeVisible();

  await expectEverything(page);

  // The guest nudge leads to the registration.
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await page.getByRole('button', { name: 'See all notifications' }).click();
  await page
    .getByRole('region', { name: /^Account/ })
    .getByRole('button', { name: /Finish your registration/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await page.getByRole('button', { name: 'Finish registration' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  const email = uniqueEmail('journey-guest');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  // Sign out: nothing of the account is left on the page.
  await page.getByRole('button', { name: `Account menu: ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Sign in again: everything comes back from the server.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: `Account menu: ${email}` })).toBeVisible();
  await expectEverything(page);
  // A registered user gets no guest nudge.
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});
