// The forms' dates and times follow the app's language, not the browser's (docs/product.md section 2): with
// the browser in en-US and the app in French, the New event and New task popups read 26/11/2030 and 18:00,
// never mm/dd/yyyy or PM; in English they read 11/26/2030 and 6:00 PM.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { french } from '../support/translations';
import { apiData } from '../support/pageUser';
import { signInAsGuest } from './tasks-support';

test.use({ locale: 'en-US' });

async function chooseFrench(page: Page): Promise<void> {
  await page.goto('/dashboard/settings');
  await page
    .getByRole('region', { name: 'Settings' })
    .getByLabel('Language', { exact: true })
    .selectOption({ label: 'Français' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
}

async function openNewEvent(page: Page, language: 'en' | 'fr') {
  const text = (english: string, ns: string) => (language === 'fr' ? french(english, ns) : english);
  await page.goto('/dashboard');
  // The calendar listens for the shell's "new event" once it is drawn.
  await expect(page.getByTestId('calendar-view')).toBeVisible();
  await page.getByRole('button', { name: text('Create', 'signedIn'), exact: true }).click();
  await page.getByRole('menuitem', { name: text('New event', 'signedIn') }).click();
  const dialog = page.getByRole('dialog', { name: text('New event', 'calendar') });
  await expect(dialog).toBeVisible();
  return {
    dialog,
    startDate: dialog.getByLabel(text('Start date', 'calendar')),
    startTime: dialog.getByLabel(text('Start time', 'calendar')),
    endTime: dialog.getByLabel(text('End time', 'calendar')),
  };
}

test('in French on an en-US browser, the New event and New task popups read dd/mm/yyyy and 18:00', async ({
  page,
  request,
}) => {
  await signInAsGuest(page);
  await chooseFrench(page);

  const { dialog, startDate, startTime, endTime } = await openNewEvent(page, 'fr');
  // A new event starts at the next full hour, which is tomorrow from 23:00 on.
  const startDay = await page.evaluate(() => {
    const d = new Date();
    d.setMinutes(0, 0, 0);
    d.setHours(d.getHours() + 1);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
  });
  await expect(startDate).toHaveValue(startDay);
  await expect(startDate).toHaveAttribute('placeholder', 'jj/mm/aaaa');
  await expect(startTime).toHaveValue(/^\d{2}:\d{2}$/);
  // What a French user types: "18h" reads 18:00; the end follows, an hour later, in 24-hour time.
  await startTime.fill('18h');
  await startTime.press('Tab');
  await expect(startTime).toHaveValue('18:00');
  await expect(endTime).toHaveValue('19:00');
  await startDate.fill('26/11/2030');
  await startDate.press('Tab');
  await expect(startDate).toHaveValue('26/11/2030');
  // A text it cannot read says so in French, and keeps the date.
  await startDate.fill('31/02/2030');
  await startDate.press('Tab');
  await expect(dialog.getByText('Saisissez la date au format jj/mm/aaaa.')).toBeVisible();
  await startDate.fill('26/11/2030');
  await startDate.press('Tab');
  await expect(dialog.getByText('Saisissez la date au format jj/mm/aaaa.')).toBeHidden();
  expect(await dialog.innerText()).not.toMatch(/\b(AM|PM)\b|mm\/dd/);
  await dialog.getByRole('button', { name: french('Cancel', 'common') }).click();

  await page.goto('/dashboard/tasks');
  await page.getByRole('button', { name: french('New task', 'tasks') }).click();
  const task = page.getByRole('dialog', { name: french('New task', 'tasks') });
  await task.getByLabel(french('Title', 'tasks')).fill('Payer le loyer');
  await task.getByLabel(french('On a date', 'tasks')).check();
  const deadline = task.getByLabel(french('Deadline date', 'tasks'));
  await expect(deadline).toHaveAttribute('placeholder', 'jj/mm/aaaa');
  await deadline.fill('3/12/2030');
  await deadline.press('Tab');
  await expect(deadline).toHaveValue('03/12/2030');
  await task.getByRole('button', { name: french('Create task', 'tasks') }).click();
  await expect(task).toBeHidden();
  const saved = await apiData<{ title: string; deadline: string | null }[]>(
    request,
    page,
    'GET',
    '/task/task',
  );
  // 3 December, not 12 March.
  expect(saved.find((t) => t.title === 'Payer le loyer')?.deadline).toMatch(/^2030-12-03/);
});

test('in English, the New event popup reads mm/dd/yyyy and 6:00 PM', async ({ page }) => {
  await signInAsGuest(page);
  const { startDate, startTime, endTime } = await openNewEvent(page, 'en');
  await expect(startDate).toHaveAttribute('placeholder', 'mm/dd/yyyy');
  await expect(startTime).toHaveValue(/^\d{1,2}:\d{2}\s(AM|PM)$/);
  await startTime.fill('6pm');
  await startTime.press('Tab');
  await expect(startTime).toHaveValue(/^6:00\sPM$/);
  await expect(endTime).toHaveValue(/^7:00\sPM$/);
  await startDate.fill('11/26/2030');
  await startDate.press('Tab');
  await expect(startDate).toHaveValue('11/26/2030');
  // ArrowUp moves the time by a quarter hour.
  await startTime.press('ArrowUp');
  await expect(startTime).toHaveValue(/^6:15\sPM$/);
});
