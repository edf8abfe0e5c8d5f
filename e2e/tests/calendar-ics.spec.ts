// Browser tests of .ics import and export (docs/product.md section 10): a file picked -> its preview ->
// Import -> the events on the calendar at the right wall-clock time on both sides of a DST change; the
// same file again adds nothing; the exported file imports back to the same calendar; a dropped file that
// is not ICS is refused; the private feed from the settings serves the calendar and dies on reset.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  calendar,
  eventOnCalendar,
  jumpTo,
  serverEvents,
  signInAsGuest,
  slotPoint,
} from './calendar-support';

test.use({ timezoneId: 'Europe/Paris' });

const THIS_YEAR = new Date().getFullYear();
/** Next year: always after January 1 of this year, so nothing of it is skipped. */
const YEAR = THIS_YEAR + 1;

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const compact = (d: Date) => iso(d).replace(/-/g, '');
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

/** Europe/Paris moves to summer time on the last Sunday of March. */
const DST_SUNDAY = (() => {
  const d = new Date(Date.UTC(YEAR, 2, 31));
  return addDays(d, -d.getUTCDay());
})();
const MONDAY_BEFORE = addDays(DST_SUNDAY, -6);
const MONDAY_AFTER = addDays(DST_SUNDAY, 1);
const TUESDAY_AFTER = addDays(DST_SUNDAY, 2);
const WEDNESDAY_AFTER = addDays(DST_SUNDAY, 3);

/** A Google-style export: a weekly series over the change, a UTC single event, an all-day trip, an old event. */
const ICS = [
  'BEGIN:VCALENDAR',
  'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
  'VERSION:2.0',
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Paris',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
  'BEGIN:VEVENT',
  'UID:choir@e2e.example.com',
  `DTSTART;TZID=Europe/Paris:${compact(MONDAY_BEFORE)}T190000`,
  `DTEND;TZID=Europe/Paris:${compact(MONDAY_BEFORE)}T200000`,
  'RRULE:FREQ=WEEKLY;COUNT=3',
  'SUMMARY:Choir',
  'BEGIN:VALARM',
  'ACTION:DISPLAY',
  'TRIGGER:-PT30M',
  'END:VALARM',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:flight@e2e.example.com',
  `DTSTART:${compact(TUESDAY_AFTER)}T070000Z`,
  `DTEND:${compact(TUESDAY_AFTER)}T090000Z`,
  'SUMMARY:Flight',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:trip@e2e.example.com',
  `DTSTART;VALUE=DATE:${compact(WEDNESDAY_AFTER)}`,
  `DTEND;VALUE=DATE:${compact(addDays(WEDNESDAY_AFTER, 2))}`,
  'SUMMARY:Trip',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:old@e2e.example.com',
  `DTSTART:${THIS_YEAR - 1}0301T100000Z`,
  `DTEND:${THIS_YEAR - 1}0301T110000Z`,
  'SUMMARY:Old meeting',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

async function pickFile(page: Page, file: { name: string; buffer: Buffer } | string) {
  await page
    .getByTestId('ics-file-input')
    .setInputFiles(typeof file === 'string' ? file : { ...file, mimeType: 'text/calendar' });
}

/** Imports through the dialog and answers its closing message. */
async function importThroughDialog(page: Page, fileName: string, expected: string) {
  const dialog = page.getByRole('dialog', { name: `Import ${fileName}` });
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText(expected)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
}

/** The event's top edge sits on the slot of that time, in that day's column. */
async function expectAt(page: Page, title: string, date: string, time: string) {
  const event = eventOnCalendar(page, title).filter({ visible: true });
  await expect(event.first()).toBeVisible();
  const slot = await slotPoint(page, date, time);
  const boxes = await event.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width };
    }),
  );
  const match = boxes.find(
    (b) => Math.abs(b.x + b.width / 2 - slot.x) < 80 && Math.abs(b.y - slot.y) < 20,
  );
  expect(match, `${title} at ${date} ${time}`).toBeTruthy();
}

test.describe('calendar .ics import and export', () => {
  test('imports a file across a DST change, re-imports without duplicates, exports a file that imports back', async ({
    page,
    request,
  }) => {
    await signInAsGuest(page);
    await expect(calendar(page)).toBeVisible();

    await pickFile(page, { name: 'family.ics', buffer: Buffer.from(ICS) });
    const dialog = page.getByRole('dialog', { name: 'Import family.ics' });
    const counts = dialog.getByTestId('ics-counts');
    await expect(counts).toContainText('Single events2');
    await expect(counts).toContainText('Repeating series1');
    await expect(counts).toContainText(`Skipped (before 1 January ${THIS_YEAR})1`);
    await expect(dialog.getByRole('listitem')).toHaveText(['Choir', 'Flight', 'Trip']);
    // Nothing is saved before Import.
    expect(await serverEvents(request, page)).toEqual([]);
    await importThroughDialog(page, 'family.ics', 'Import finished: 3 added, 0 updated.');

    const stored = await serverEvents(request, page);
    expect(stored.map((e) => [e.title, e.startDate, e.endDate])).toEqual(
      expect.arrayContaining([
        ['Choir', `${iso(MONDAY_BEFORE)}T19:00:00+01:00`, `${iso(MONDAY_BEFORE)}T20:00:00+01:00`],
        ['Flight', `${iso(TUESDAY_AFTER)}T09:00:00+02:00`, `${iso(TUESDAY_AFTER)}T11:00:00+02:00`],
        [
          'Trip',
          `${iso(WEDNESDAY_AFTER)}T00:00:00+02:00`,
          `${iso(addDays(WEDNESDAY_AFTER, 2))}T00:00:00+02:00`,
        ],
      ]),
    );
    expect(stored).toHaveLength(3);

    // 19:00 in Paris on both sides of the change; the UTC flight at 09:00 summer time.
    await jumpTo(page, iso(MONDAY_BEFORE));
    await expectAt(page, 'Choir', iso(MONDAY_BEFORE), '19:00:00');
    await jumpTo(page, iso(MONDAY_AFTER));
    await expectAt(page, 'Choir', iso(MONDAY_AFTER), '19:00:00');
    await expectAt(page, 'Flight', iso(TUESDAY_AFTER), '09:00:00');
    await expect(eventOnCalendar(page, 'Trip').first()).toBeVisible();

    // The same file again: everything matched by its UID, nothing added.
    await pickFile(page, { name: 'family.ics', buffer: Buffer.from(ICS) });
    await importThroughDialog(page, 'family.ics', 'Import finished: 0 added, 3 updated.');
    expect(await serverEvents(request, page)).toHaveLength(3);

    // Export, then import the downloaded file: the same calendar.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export .ics' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^planner-\d{4}-\d{2}-\d{2}\.ics$/);
    const exported = test.info().outputPath(download.suggestedFilename());
    await download.saveAs(exported);
    const text = fs.readFileSync(exported, 'utf8');
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Paris');
    expect(text).toContain('UID:choir@e2e.example.com');
    const before = await serverEvents(request, page);
    await pickFile(page, exported);
    await importThroughDialog(
      page,
      download.suggestedFilename(),
      'Import finished: 0 added, 3 updated.',
    );
    const after = await serverEvents(request, page);
    const shape = (events: typeof before) =>
      events
        .map(({ id: _id, ...rest }) => ({ ...rest, lastUpdated: undefined }))
        .sort((a, b) => a.title.localeCompare(b.title));
    expect(shape(after)).toEqual(shape(before));
  });

  test('a dropped file that is not ICS is refused with a clear message, and nothing is saved', async ({
    page,
    request,
  }) => {
    await signInAsGuest(page);
    await expect(calendar(page)).toBeVisible();
    const dataTransfer = await page.evaluateHandle(() => {
      const dt = new DataTransfer();
      dt.items.add(new File(['Subject,Start Date\nLunch,2026-03-01\n'], 'notes.csv'));
      return dt;
    });
    const target = page.locator('[data-selected-view]');
    await target.dispatchEvent('dragover', { dataTransfer });
    await expect(page.getByText('Drop the .ics file to import it')).toBeVisible();
    await target.dispatchEvent('drop', { dataTransfer });
    const dialog = page.getByRole('dialog', { name: 'Import notes.csv' });
    await expect(dialog.getByRole('alert')).toHaveText(
      'This is not an iCalendar (.ics) file. Nothing was imported.',
    );
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    expect(await serverEvents(request, page)).toEqual([]);
  });

  test('the private feed from the settings serves the calendar, and a reset kills the old link', async ({
    page,
    request,
  }) => {
    await signInAsGuest(page);
    await expect(calendar(page)).toBeVisible();
    await pickFile(page, { name: 'family.ics', buffer: Buffer.from(ICS) });
    await importThroughDialog(page, 'family.ics', 'Import finished: 3 added, 0 updated.');

    await page.goto('/dashboard/settings');
    await page.getByRole('button', { name: 'Create my private link' }).click();
    const field = page.getByLabel('Private subscription address');
    await expect(field).toHaveValue(/\/calendar\/feed\/[A-Za-z0-9_-]{32}\.ics$/);
    const url = await field.inputValue();
    const feed = await request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const body = await feed.text();
    expect(body).toContain('SUMMARY:Choir');
    expect(body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Paris');

    await page.getByRole('button', { name: 'Reset link' }).click();
    await page
      .getByRole('alertdialog', { name: 'Reset the private link?' })
      .getByRole('button', { name: 'Reset link' })
      .click();
    await expect(page.getByText('A new link is ready; the old one no longer works.')).toBeVisible();
    await expect(field).not.toHaveValue(url);
    expect((await request.get(url)).status()).toBe(404);
    expect((await request.get(await field.inputValue())).status()).toBe(200);
  });
});
