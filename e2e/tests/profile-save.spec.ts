// Browser tests of the lifestyle profile: saved through the api, marked completed, and the same after a reload.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { api, persistedUid } from '../support/pageUser';
import { signInAsGuest } from './tasks-support';
import { fillTime, shownTime } from '../support/dateTime';

test.describe('profile', () => {
  test('is saved, completed and shown again after a reload', async ({ page, request }) => {
    await signInAsGuest(page);
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Lifestyle profile' })).toBeVisible();
    await expect(page.getByText('You are signed in as a guest.')).toBeVisible();
    await expect(page.getByText(/not filled in yet/)).toBeVisible();

    await page.getByRole('textbox', { name: 'Job title' }).fill('Nurse');
    await page.getByLabel('At work I am mostly').selectOption({ label: 'Active' });
    await page.getByLabel('I get to work by').selectOption({ label: 'Public transport' });
    await page.getByLabel('My trip takes').selectOption({ label: 'Over 30 minutes' });
    await fillTime(page.getByLabel('Lunch at'), '12:30');
    await page.getByRole('checkbox', { name: 'I do sport' }).check();
    await page.getByLabel('Best moment for sport').selectOption({ label: 'Morning' });
    await fillTime(page.getByLabel('I go to bed at'), '23:00');
    await page.getByRole('checkbox', { name: 'Keep time for myself each day' }).check();
    await page.getByLabel('How long').selectOption({ label: '15 minutes' });
    await page.getByRole('button', { name: 'Save my profile' }).click();
    await expect(page.getByText('Profile saved.')).toBeVisible();
    await expect(page.getByText('Your profile is complete.')).toBeVisible();

    // The api holds it, completed, without the client's lastUpdated.
    const body = await api<Record<string, unknown>>(request, page, 'GET', '/profile/profile');
    expect(body.data).toMatchObject({
      jobTitle: 'Nurse',
      workType: 'active',
      transportMode: 'public_transport',
      commuteDurationMin: 45,
      lunchTime: '12:30',
      doesSport: true,
      sportMoment: 'morning',
      bedtime: '23:00',
      personalTime: true,
      relaxationDurationMin: 15,
      isProfileCompleted: true,
    });
    expect(body.data).not.toHaveProperty('lastUpdated');

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveValue('Nurse');
    await expect(page.getByLabel('At work I am mostly')).toHaveValue('active');
    await expect(page.getByLabel('I get to work by')).toHaveValue('public_transport');
    await expect(page.getByLabel('My trip takes')).toHaveValue('45');
    await expect(page.getByLabel('Lunch at')).toHaveValue(shownTime('12:30'));
    await expect(page.getByLabel('Dinner at')).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: 'I do sport' })).toBeChecked();
    await expect(page.getByLabel('Best moment for sport')).toHaveValue('morning');
    await expect(page.getByLabel('I go to bed at')).toHaveValue(shownTime('23:00'));
    await expect(page.getByLabel('How long')).toHaveValue('15');
    await expect(page.getByText('Your profile is complete.')).toBeVisible();
  });

  test('a failed save changes nothing', async ({ page }) => {
    await signInAsGuest(page);
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveValue('');
    await page.route(/\/connect\/profile\/update$/, (route) =>
      route.fulfill({
        status: 500,
        json: { success: false, error: 'error-occurred', message: 'down' },
      }),
    );
    await page.getByRole('textbox', { name: 'Job title' }).fill('Baker');
    await page.getByRole('button', { name: 'Save my profile' }).click();
    await expect(page.getByRole('alert')).toContainText('Your profile could not be saved');
    await expect(page.getByText(/not filled in yet/)).toBeVisible();
    await page.unroute(/\/connect\/profile\/update$/);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveValue('');
  });

  test('the account panel opens the registration for a guest, and signs out', async ({ page }) => {
    await signInAsGuest(page);
    await page.goto('/dashboard/profile');
    const account = page.getByRole('region', { name: 'Account' });
    await account.getByRole('button', { name: 'Finish registration' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.goto('/dashboard/profile');
    await page
      .getByRole('region', { name: 'Account' })
      .getByRole('button', { name: 'Sign out' })
      .click();
    // A guest is warned that signing out deletes the guest account.
    await page
      .getByRole('alertdialog', { name: 'Sign out and lose your data?' })
      .getByRole('button', { name: 'Sign out anyway' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard/profile');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the contacts screen announces sharing as coming soon', async ({ page }) => {
    await signInAsGuest(page);
    await page.goto('/dashboard/contacts');
    await expect(page.getByRole('heading', { level: 2, name: 'Contacts' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No contacts yet' })).toBeVisible();
    await expect(page.getByText(/share your calendar with them/)).toBeVisible();
  });
});

test('a person exports their data as one JSON file, then deletes their account for good', async ({
  page,
}) => {
  await signInAsGuest(page);
  await page.goto('/dashboard/tasks');
  await page.getByRole('button', { name: 'New task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.getByLabel('Title').fill('Renew passport');
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/dashboard/profile');
  const account = page.getByRole('region', { name: 'Account' });
  const download = page.waitForEvent('download');
  await account.getByRole('button', { name: 'Export my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^planner-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(fs.readFileSync(await file.path(), 'utf8')) as {
    uid: string;
    tasks: { title: string }[];
  };
  expect(exported.tasks.map((t) => t.title)).toEqual(['Renew passport']);
  expect(exported.uid).toBe(await persistedUid(page));

  await account.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
  const button = confirm.getByRole('button', { name: 'Delete my account' });
  await expect(button).toBeDisabled();
  await confirm.getByLabel('Type DELETE to confirm').fill('delete');
  await button.click();
  await expect(page).toHaveURL(/\/$/);
  expect(await persistedUid(page)).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});
