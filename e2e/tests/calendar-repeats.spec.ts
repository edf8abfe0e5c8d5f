// Browser test of "Custom repeat…": every 2 weeks on Tuesday and Thursday, read back in the popup, in the right weeks after a reload.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  WEEK,
  calendar,
  eventOnCalendar,
  fillEventPopup,
  jumpTo,
  serverEvents,
  signInAsGuest,
} from './calendar-support';
import { fillDate } from '../support/dateTime';

test.use({ timezoneId: 'Europe/Paris' });

/** The days (YYYY-MM-DD) of the week view's columns holding an event with this title. */
async function daysOf(page: Page, title: string): Promise<string[]> {
  const events = eventOnCalendar(page, title);
  const days: string[] = [];
  for (const e of await events.all()) {
    const day = await e.locator('xpath=ancestor::*[@data-date][1]').getAttribute('data-date');
    if (day) days.push(day);
  }
  return days.sort();
}

test('creates "every 2 weeks on Tuesday and Thursday" and sees it in the right weeks after reload', async ({
  page,
  request,
}) => {
  await signInAsGuest(page);
  await jumpTo(page, WEEK.tue);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('menuitem', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await fillEventPopup(dialog, {
    title: 'Run club',
    startDate: WEEK.tue,
    startTime: '18:00',
    endTime: '19:00',
  });
  await dialog.getByLabel('Repeat', { exact: true }).selectOption({ label: 'Custom repeat…' });
  const custom = dialog.getByRole('group', { name: 'Custom repeat' });
  await expect(custom.getByLabel('Repeat every')).toBeFocused();
  await custom.getByLabel('Repeat every').fill('2');
  // The weekday toggles are checkboxes: Space toggles one from the keyboard.
  await custom.getByRole('checkbox', { name: 'Thursday' }).focus();
  await page.keyboard.press('Space');
  await expect(custom.getByRole('checkbox', { name: 'Thursday' })).toBeChecked();
  await custom.getByRole('radio', { name: 'On' }).check();
  await fillDate(custom.getByLabel('End date'), '2030-02-28');
  await expect(
    dialog.getByText('Every 2 weeks on Tuesday and Thursday, until February 28'),
  ).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`),
  ).toEqual([]);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog).toBeHidden();

  const [series] = await serverEvents(request, page);
  expect(series).toMatchObject({
    recurrence: 'weekly',
    interval: 2,
    byWeekday: [2, 4],
    recurrenceEnd: '2030-02-28',
  });

  await page.reload();
  await jumpTo(page, WEEK.tue);
  await expect(eventOnCalendar(page, 'Run club')).toHaveCount(2);
  expect(await daysOf(page, 'Run club')).toEqual(['2030-01-08', '2030-01-10']);
  // The week after: none. Two weeks after: Tuesday and Thursday again.
  await jumpTo(page, '2030-01-15');
  await expect(calendar(page).locator('[data-date="2030-01-15"]').first()).toBeVisible();
  await expect(eventOnCalendar(page, 'Run club')).toHaveCount(0);
  await jumpTo(page, '2030-01-22');
  await expect(eventOnCalendar(page, 'Run club')).toHaveCount(2);
  expect(await daysOf(page, 'Run club')).toEqual(['2030-01-22', '2030-01-24']);

  // Opening an occurrence shows the rule again, read back.
  await eventOnCalendar(page, 'Run club').first().click();
  const edit = page.getByRole('dialog', { name: 'Edit event' });
  await expect(edit.getByLabel('Repeat', { exact: true })).toHaveValue('custom');
  await expect(
    edit.getByText('Every 2 weeks on Tuesday and Thursday, until February 28'),
  ).toBeVisible();
});
