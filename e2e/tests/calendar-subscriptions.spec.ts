// Browser test of subscribing to an outside calendar (docs/product.md section 10): a calendar served as an
// .ics file by a local HTTP server inside the test, subscribed to in the settings; its events show on the
// calendar read-only, in its colour, with its name; hidden in the settings, they leave the calendar.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { calendar, jumpTo, serverEvents, signInAsGuest } from './calendar-support';

test.use({ timezoneId: 'Europe/Paris' });

const YEAR = new Date().getFullYear() + 1;
const pad = (n: number) => String(n).padStart(2, '0');
const MARCH = (day: number) => `${YEAR}-03-${pad(day)}`;
/** The first Monday of March next year, and the week after it. */
const FIRST_MONDAY = (() => {
  const d = new Date(Date.UTC(YEAR, 2, 1));
  return ((8 - d.getUTCDay()) % 7) + 1;
})();

const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Sports club//EN',
  'BEGIN:VEVENT',
  'UID:training@club.example',
  `DTSTART;TZID=Europe/Paris:${YEAR}03${pad(FIRST_MONDAY)}T100000`,
  `DTEND;TZID=Europe/Paris:${YEAR}03${pad(FIRST_MONDAY)}T113000`,
  'RRULE:FREQ=WEEKLY;COUNT=4',
  'SUMMARY:Club training',
  'DESCRIPTION:Bring your shoes',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

let server: http.Server;
let address = '';

test.beforeAll(async () => {
  server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar', etag: '"club-1"' }).end(ICS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/club.ics`;
});
test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function outsideEvents(page: Page) {
  return calendar(page).getByTestId('calendar-outside-event');
}

test.describe('subscribing to an outside calendar', () => {
  test('subscribe in the settings, see its events read-only on the calendar, hide it', async ({
    page,
    request,
  }) => {
    await signInAsGuest(page);
    await page.goto('/dashboard/settings');
    await page.getByLabel(/Calendar address/).fill(address);
    await page.getByLabel(/^Name/).fill('Club');
    await page.getByLabel('Colour').fill('#1565c0');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(
      page.getByText('“Club” was added: its events are on your calendar.'),
    ).toBeVisible();
    const item = page.getByRole('listitem', { name: 'Club' });
    await expect(item).toContainText('1 event');
    await expect(item).toContainText(/Updated on .* at /);

    await page.goto('/dashboard');
    await expect(calendar(page)).toBeVisible();
    await jumpTo(page, MARCH(FIRST_MONDAY + 7), 'Week');
    const chip = outsideEvents(page).filter({ hasText: 'Club training' });
    await expect(chip).toHaveCount(1);
    await expect(chip).toHaveAttribute('aria-label', 'Club training · Club (read-only)');
    await expect(chip).toHaveCSS('background-color', 'rgb(21, 101, 192)');

    // Read-only: a drag leaves it where it was and saves nothing of the person's own. The chip is brought
    // to the middle of the window first: a drag past the window's edge would scroll the page.
    await chip.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const before = await chip.boundingBox();
    if (!before) throw new Error('no chip');
    await page.mouse.move(before.x + before.width / 2, before.y + 5);
    await page.mouse.down();
    await page.mouse.move(before.x + before.width / 2 + 10, before.y + 120, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await chip.boundingBox()).toEqual(before);
    expect(await serverEvents(request, page)).toEqual([]);

    // Keyboard: focus it, Enter opens its popup with the calendar's name, Escape closes it.
    await chip.focus();
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog', { name: 'Club training' });
    await expect(popup).toContainText('From the calendar “Club”');
    await expect(popup).toContainText('Bring your shoes');
    await expect(popup).toContainText('10:00 AM');
    await expect(popup.getByRole('button', { name: /save|delete/i })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    await page.goto('/dashboard/settings');
    await page
      .getByRole('listitem', { name: 'Club' })
      .getByRole('button', { name: 'Hide on the calendar' })
      .click();
    await expect(page.getByText('“Club” is hidden on the calendar.')).toBeVisible();

    await page.goto('/dashboard');
    await expect(calendar(page)).toBeVisible();
    await jumpTo(page, MARCH(FIRST_MONDAY + 7), 'Week');
    await expect(outsideEvents(page)).toHaveCount(0);
  });
});
