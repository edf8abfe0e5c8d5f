// Journey in French: every screen (and the open popups) is scanned for English that French says otherwise and for
// raw translation keys; dates and times follow the French format.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DASHBOARD_PAGES, PUBLIC_PAGES } from '../support/screens';
import { french, untranslated } from '../support/translations';
import { WEEK, titleTouchingButtons } from './calendar-support';
import { fillDate, fillTime } from '../support/dateTime';

test.use({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });

async function expectFrench(page: Page, where: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await untranslated(page), where).toEqual([]);
}

test('the public pages in French: no English, no raw key', async ({ page }) => {
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectFrench(page, path);
  }
});

test('the signed-in journey in French: no English, no raw key, French dates and times', async ({
  page,
}) => {
  // Every signed-in screen, two popups and four calendar views: 35-55 s on a 2-core machine running two
  // workers, too near the default minute (a slower CI machine went past it). The other journeys allow 2 min.
  test.setTimeout(120_000);
  await page.goto('/login');
  await page.getByRole('button', { name: french('Continue as guest', 'shell') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const calendarFrame = page.locator('[data-remote-frame="calendar"]');
  await expect(calendarFrame.getByTestId('calendar-view')).toBeVisible();
  // Whole French phrases for the calendar's arrows (not "Semaine précédent(e)").
  await expect(calendarFrame.getByRole('button', { name: 'Semaine précédente' })).toBeVisible();
  await expect(calendarFrame.getByRole('button', { name: 'Semaine suivante' })).toBeVisible();
  await expectFrench(page, '/dashboard');
  // Dates are written the French way, in lower case: "lun. 23" and "23–29 novembre 2026" in the week,
  // "jeudi 26" in the day view (never "Jeudi 26 Nov.").
  const title = calendarFrame.getByRole('heading', { level: 2 }).filter({ hasText: /\d{4}/ });
  // (A column header holds the full date for screen readers, then what it shows.)
  const dayHeaders = calendarFrame.locator('[role="columnheader"][data-date]');
  await expect(dayHeaders.first()).toHaveText(/^\d+ [a-zéû]+ \d{4}/);
  await expect(dayHeaders.first()).toHaveText(/lun\. \d+$/);
  await expect(dayHeaders.first()).not.toHaveText(/[A-Z]/);
  // A week in one month is titled by it, "novembre 2026"; a week across two, "nov.–déc. 2026" (across two
  // years, "déc. 2026 – janv. 2027"): which one depends on today's date.
  const month =
    '(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)';
  const short = '(janv\\.|févr\\.|mars|avr\\.|mai|juin|juil\\.|août|sept\\.|oct\\.|nov\\.|déc\\.)';
  await expect(title).toHaveText(
    new RegExp(`(${month} \\d{4}|${short}( \\d{4})?\\s?–\\s?${short} \\d{4})$`),
  );
  await expect(title).not.toHaveText(/[A-Z]/);
  // "novembre", one long word between the two sidebars, wraps clear of the buttons.
  expect(await titleTouchingButtons(page)).toBeNull();
  await calendarFrame.getByRole('tab', { name: /jour/i }).click();
  await expect(dayHeaders).toHaveCount(1);
  await expect(dayHeaders).toHaveText(
    /\d{4}(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d+$/,
  );
  await expect(dayHeaders).not.toHaveText(/[A-Z]/);
  await expect(title).not.toHaveText(/[A-Z]/);
  await calendarFrame.getByRole('tab', { name: /semaine/i }).click();

  // A task, through the French popup.
  await page.goto('/dashboard/tasks');
  await page.getByRole('button', { name: french('New task', 'tasks') }).click();
  const taskDialog = page.getByRole('dialog', { name: french('New task', 'tasks') });
  await expect(taskDialog).toBeVisible();
  await expectFrench(page, 'task popup');
  await taskDialog.getByLabel(french('Title', 'tasks')).fill('Acheter du pain');
  await taskDialog.getByRole('button', { name: french('Create task', 'tasks') }).click();
  await expect(taskDialog).toBeHidden();
  await expect(page.getByTestId('task-row').filter({ hasText: 'Acheter du pain' })).toBeVisible();
  await expectFrench(page, '/dashboard/tasks with a task');

  // An event on a known week, through the French popup: the week and its times are in French.
  await page.goto('/dashboard');
  const jump = page.getByRole('form', { name: french('Jump to a date', 'calendar') });
  await fillDate(jump.getByLabel(french('Date', 'calendar'), { exact: true }), WEEK.mon, 'fr');
  await jump.getByRole('button', { name: french('Go', 'calendar') }).click();
  await expect(page.locator(`[data-date="${WEEK.mon}"]`).first()).toBeVisible();
  await page.getByRole('button', { name: french('Create', 'signedIn'), exact: true }).click();
  await page.getByRole('menuitem', { name: french('New event', 'signedIn') }).click();
  const eventDialog = page.getByRole('dialog', { name: french('New event', 'calendar') });
  await expect(eventDialog).toBeVisible();
  await expectFrench(page, 'event popup');
  await eventDialog.getByLabel(french('Title', 'calendar')).fill('Dentiste');
  await fillDate(eventDialog.getByLabel(french('Start date', 'calendar')), WEEK.tue, 'fr');
  await fillTime(eventDialog.getByLabel(french('Start time', 'calendar')), '14:30', 'fr');
  await fillDate(eventDialog.getByLabel(french('End date', 'calendar')), WEEK.tue, 'fr');
  await fillTime(eventDialog.getByLabel(french('End time', 'calendar')), '15:30', 'fr');
  await eventDialog
    .getByRole('button', { name: french('Create', 'calendar'), exact: true })
    .click();
  await expect(eventDialog).toBeHidden();
  const event = page.getByTestId('calendar-event').filter({ hasText: 'Dentiste' });
  await expect(event).toBeVisible();
  // 24-hour time, French week (Monday first, "janv."), no English day names or am/pm.
  await expect(event).toContainText('14:30');
  const calendarText = await page.getByTestId('calendar-view').innerText();
  expect(calendarText).toMatch(/janv(\.|ier) 2030/);
  expect(calendarText).toMatch(/lun\.?/);
  expect(calendarText).not.toMatch(/\b(Mon|Tue|Wed|Jan|am|pm)\b/);
  const headers = await page
    .locator('[role="columnheader"][data-date]')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-date')));
  expect(headers[0]).toBe(WEEK.mon);
  // The same 24-hour times in the month and the list (one formatter: "14:30 – 15:30", not "14:30 - 15:30").
  await page.getByRole('tab', { name: /mois/i }).click();
  await expect(event).toContainText('14:30');
  await page.getByRole('tab', { name: /planning/i }).click();
  await expect(event).toContainText(/14:30\s– 15:30/);
  await page.getByRole('tab', { name: /semaine/i }).click();
  await expect(page.locator('[role="columnheader"][data-date]')).toHaveCount(7);
  await expectFrench(page, '/dashboard with an event');

  // /dashboard itself was just checked, with an event on it.
  for (const screen of DASHBOARD_PAGES.filter((s) => s.path !== '/dashboard')) {
    await page.goto(screen.path);
    const frame = page.locator(`[data-remote-frame="${screen.remote}"]`);
    await expect(frame.getByRole('heading').first()).toBeVisible();
    await expectFrench(page, screen.path);
  }
});
