// Browser tests of presets: manage them, add one to the calendar (a series where it recurs), start an event
// from one in the popup, and recommendations from the lifestyle profile.
import { expect, test, type Page } from '@playwright/test';
import {
  WEEK,
  api,
  eventOnCalendar,
  slotPoint,
  jumpTo,
  serverEvents,
  signInAsGuest,
} from './calendar-support';
import { DEFAULT_PROFILE } from '@planner/shared/model/constants';
import { dateText, fillDate, fillTime, shownTime } from '../support/dateTime';

test.use({ timezoneId: 'Europe/Paris' });

async function openPresets(page: Page) {
  await page.goto('/dashboard/presets');
  await expect(
    page
      .locator('[data-remote="calendar"]')
      .getByRole('heading', { name: 'Event presets', level: 2 }),
  ).toBeVisible();
}

test.describe('event presets', () => {
  test('creates a preset, adds it to the calendar as a series, and starts an event from it', async ({
    page,
    request,
  }) => {
    await signInAsGuest(page);
    await openPresets(page);
    await page.getByRole('button', { name: 'New preset' }).click();
    const dialog = page.getByRole('dialog', { name: 'New preset' });
    await dialog.getByLabel('Kind').selectOption({ label: 'Recurring' });
    await dialog.getByLabel('Title').fill('Swim');
    await fillTime(dialog.getByLabel('Start time'), '18:00');
    await dialog.getByLabel('Duration (minutes)').fill('45');
    await dialog.getByLabel('Repeat').selectOption({ label: 'Every week' });
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByTestId('preset').filter({ hasText: 'Swim' });
    await expect(card).toContainText(/6:00\sPM · 45 min · Every week/);

    await card.getByRole('button', { name: 'Add to calendar' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /^"Swim" was added to your calendar, from \w+day, .* at 6:00\s?PM\.$/ }),
    ).toBeVisible();
    const [event] = await serverEvents(request, page);
    expect(event).toMatchObject({ title: 'Swim', recurrence: 'weekly' });
    expect(event?.recurrenceId).toBeTruthy();
    expect(event?.presetId).toBeTruthy();
    expect(event?.startDate).toMatch(/T18:00:00\+0[12]:00$/);

    // Edit, then delete after confirmation.
    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit preset' });
    await edit.getByLabel('Title').fill('Swim (pool)');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('preset').filter({ hasText: 'Swim (pool)' })).toBeVisible();

    // In the event popup: "Start from a preset".
    await page.goto('/dashboard');
    await jumpTo(page, WEEK.mon);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('menuitem', { name: 'New event' }).click();
    const popup = page.getByRole('dialog', { name: 'New event' });
    await fillDate(popup.getByLabel('Start date'), WEEK.wed);
    await popup.getByLabel('Start from a preset').selectOption({ label: 'Swim (pool)' });
    await expect(popup.getByLabel('Title')).toHaveValue('Swim (pool)');
    await expect(popup.getByLabel('Start time')).toHaveValue(shownTime('18:00'));
    await expect(popup.getByLabel('End time')).toHaveValue(shownTime('18:45'));
    await popup.getByLabel('Repeat', { exact: true }).selectOption({ label: 'Does not repeat' });
    await popup.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(popup).toBeHidden();
    await expect(eventOnCalendar(page, 'Swim (pool)')).toBeVisible();
    // The create button gave the focus back to where it was opened from, not to the page.
    await expect(page.getByRole('button', { name: 'Create', exact: true })).toBeFocused();

    // From a clicked slot (Thursday 09:00), the preset fills everything but keeps that start; the
    // title has the focus even though the preset select comes first.
    await page.mouse.click(
      ...(Object.values(await slotPoint(page, WEEK.thu, '09:00:00')) as [number, number]),
    );
    const fromSlot = page.getByRole('dialog', { name: 'New event' });
    await expect(fromSlot.getByLabel('Title')).toBeFocused();
    await fromSlot.getByLabel('Start from a preset').selectOption({ label: 'Swim (pool)' });
    await expect(fromSlot.getByLabel('Title')).toHaveValue('Swim (pool)');
    await expect(fromSlot.getByLabel('Start date')).toHaveValue(dateText(WEEK.thu));
    await expect(fromSlot.getByLabel('Start time')).toHaveValue(shownTime('09:00'));
    await expect(fromSlot.getByLabel('End time')).toHaveValue(shownTime('09:45'));
    await expect(fromSlot.getByLabel('Repeat', { exact: true })).toHaveValue('weekly');
    await fromSlot.getByRole('button', { name: 'Cancel' }).click();

    await openPresets(page);
    await page.getByRole('button', { name: 'Delete Swim (pool)' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete preset' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('No presets yet')).toBeVisible();

    // The shell's create button works on this screen too.
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('menuitem', { name: 'New event' }).click();
    const fromPresets = page.getByRole('dialog', { name: 'New event' });
    await fromPresets.getByLabel('Title').fill('Call mum');
    await fromPresets.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(fromPresets).toBeHidden();
    expect((await serverEvents(request, page)).map((e) => e.title)).toContain('Call mum');
  });

  test('invites to complete the profile, then recommends from it and adds a recommendation', async ({
    page,
    request,
  }) => {
    await signInAsGuest(page);
    await openPresets(page);
    await expect(page.getByText('Complete your profile')).toBeVisible();
    await expect(page.getByTestId('recommended-preset')).toHaveCount(0);

    const saved = await api(request, page, 'PUT', '/profile/update', {
      profile: {
        ...DEFAULT_PROFILE,
        isProfileCompleted: true,
        transportMode: 'remote',
        mealReminders: true,
        lunchTime: '12:30',
        sleepReminders: true,
        bedtime: '23:00',
        wakeUpTime: '07:00',
      },
    });
    expect(saved.success).toBe(true);
    await page.reload();
    const cards = page.getByTestId('recommended-preset');
    await expect(cards).toHaveCount(2);
    const lunch = cards.filter({ hasText: 'Lunch' });
    await expect(lunch).toContainText(
      /You asked for meal reminders and usually have lunch at 12:30\sPM\./,
    );
    await expect(cards.filter({ hasText: 'Sleep' })).toContainText(
      /bed at 11:00\sPM, up at 7:00\sAM \(8 h\)/,
    );

    await lunch.getByRole('button', { name: 'Add to calendar' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: '"Lunch" was added to your calendar, from' }),
    ).toBeVisible();
    const [event] = await serverEvents(request, page);
    expect(event).toMatchObject({ title: 'Lunch', recurrence: 'daily' });
    expect(event?.startDate).toMatch(/T12:30:00\+0[12]:00$/);
  });
});
