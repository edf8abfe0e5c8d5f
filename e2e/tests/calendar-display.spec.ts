// Browser tests of how the calendar shows things: its views and "jump to a date", a click on a slot, the
// settings' slots, and the shell's language (French: Monday first, 24 h clock) and theme.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  WEEK,
  api,
  boxOf,
  calendar,
  createEvent,
  eventOnCalendar,
  fillEventPopup,
  jumpTo,
  signInAsGuest,
  slotPoint,
  titleTouchingButtons,
} from './calendar-support';
import { dateText, fillDate, isoDate, isoTime, shownTime } from '../support/dateTime';
import { switchToFrench } from '../fixtures';

test.use({ timezoneId: 'Europe/Paris' });

test('switches views, jumps to a date, opens the popup on a slot click, follows settings, language and theme', async ({
  page,
  request,
}) => {
  await signInAsGuest(page);
  await expect(page.getByRole('tab', { name: 'Week view' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Jump to a date, switching to the month view, then the list and the day view.
  await jumpTo(page, '2030-01-15', 'Month');
  await expect(page.getByRole('tab', { name: 'Month view' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(calendar(page).getByText('January 2030')).toBeVisible();
  await jumpTo(page, WEEK.wed, 'Day');
  await expect(page.getByRole('tab', { name: 'Day view' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.locator('[role="columnheader"][data-date]')).toHaveCount(1);
  await page.getByRole('tab', { name: 'List view' }).click();
  await expect(calendar(page).getByText('No events to display')).toBeVisible();
  await page.getByRole('tab', { name: 'Week view' }).click();
  await expect(page.locator('[role="columnheader"][data-date]')).toHaveCount(7);

  // A plain click on a slot opens the popup at that time.
  await page.mouse.click(
    ...(Object.values(await slotPoint(page, WEEK.thu, '16:00:00')) as [number, number]),
  );
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await expect(dialog.getByLabel('Start date')).toHaveValue(dateText(WEEK.thu));
  await expect(dialog.getByLabel('Start time')).toHaveValue(shownTime('16:00'));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The settings' slots: the day from 08:00 to 20:00 in one-hour slots.
  const saved = await api(request, page, 'PUT', '/settings/update', {
    settings: {
      slotMinTime: '08:00:00',
      slotMaxTime: '20:00:00',
      slotDuration: '01:00:00',
      slotLabelInterval: '02:00',
      deleteDelay: 86_400_000,
      displayRange: 'week',
      theme: 'system',
      language: 'en',
      lastUpdated: Date.now(),
    },
  });
  expect(saved.success).toBe(true);
  await page.reload();
  await expect(calendar(page).locator('[data-time="08:00:00"]').first()).toBeAttached();
  await expect(calendar(page).locator('[data-time="07:00:00"]')).toHaveCount(0);
  await expect(calendar(page).locator('[data-time="08:30:00"]')).toHaveCount(0);
  await expect(calendar(page).locator('[data-time="19:00:00"]').first()).toBeAttached();
  await expect(calendar(page).locator('[data-time="20:00:00"]')).toHaveCount(0);

  // French: the week starts on Monday and times use the 24-hour clock.
  await switchToFrench(page);
  await expect(page.getByRole('form', { name: 'Aller à une date' })).toBeVisible();
  const firstDay = await page
    .locator('[role="columnheader"][data-date]')
    .first()
    .getAttribute('data-date');
  expect(new Date(`${firstDay}T12:00:00Z`).getUTCDay()).toBe(1);
  await expect(calendar(page).getByText('14:00', { exact: true })).toBeVisible();
  await expect(calendar(page).getByText('2pm', { exact: true })).toHaveCount(0);

  // The theme follows the shell's toggle.
  await expect(calendar(page).locator('[data-color-scheme="light"]').first()).toBeAttached();
  await page.locator('button[aria-label*="sombre"], button[aria-label*="dark"]').first().click();
  await expect(calendar(page).locator('[data-color-scheme="dark"]').first()).toBeAttached();
});

test('opens in the default view chosen in settings, also with no local copy (a fresh browser)', async ({
  page,
}) => {
  await signInAsGuest(page);
  await page.goto('/dashboard/settings');
  await page.getByLabel('Default view').selectOption({ label: 'Month' });
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'Month view' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Another device: nothing saved locally, the settings come from the server.
  await page.evaluate(async () => {
    const dbs = await indexedDB.databases();
    await Promise.all(
      dbs
        .filter((d) => d.name && !d.name.startsWith('firebase'))
        .map(
          (d) =>
            new Promise<void>((resolve) => {
              const req = indexedDB.deleteDatabase(d.name as string);
              req.onsuccess = req.onerror = req.onblocked = () => resolve();
            }),
        ),
    );
  });
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Month view' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // The person's own choice on the screen wins until the next visit.
  await page.getByRole('tab', { name: 'Week view' }).click();
  await expect(page.getByRole('tab', { name: 'Week view' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

/** The user's calendar hours, saved on the server as the settings screen would. */
async function saveHours(
  page: Page,
  request: APIRequestContext,
  slotMinTime: string,
  slotMaxTime: string,
) {
  const saved = await api(request, page, 'PUT', '/settings/update', {
    settings: {
      slotMinTime,
      slotMaxTime,
      slotDuration: '00:30:00',
      slotLabelInterval: '01:00',
      deleteDelay: 86_400_000,
      displayRange: 'week',
      theme: 'system',
      language: 'en',
      lastUpdated: Date.now(),
    },
  });
  expect(saved.success).toBe(true);
}

/** Whether the time grid shows the row of this time (HH:MM:SS). */
const row = (page: Page, time: string) => calendar(page).locator(`[data-time="${time}"]`);

test('an event outside the calendar’s hours is never invisible: the grid stretches to it', async ({
  page,
  request,
}) => {
  await signInAsGuest(page);
  await saveHours(page, request, '08:00:00', '20:00:00');
  await page.reload();
  await jumpTo(page, WEEK.tue);
  await createEvent(page, {
    title: 'Late call',
    startDate: WEEK.tue,
    startTime: '20:15',
    endTime: '21:00',
  });
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('menuitem', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await fillEventPopup(dialog, {
    title: 'Night shift',
    startDate: WEEK.wed,
    startTime: '22:00',
    endTime: '06:00',
  });
  await fillDate(dialog.getByLabel('End date'), WEEK.thu);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog).toBeHidden();

  // The week shows both, the hours outside the user's included.
  await expect(eventOnCalendar(page, 'Late call')).toBeVisible();
  await expect(eventOnCalendar(page, 'Night shift')).toHaveCount(2);
  await expect(row(page, '00:00:00').first()).toBeAttached();
  await expect(row(page, '23:30:00').first()).toBeAttached();

  // Each day view stretches as far as its own day needs, no further.
  await page.getByRole('tab', { name: 'Day view' }).click();
  await jumpTo(page, WEEK.tue);
  await expect(eventOnCalendar(page, 'Late call')).toBeVisible();
  await expect(row(page, '20:30:00').first()).toBeAttached();
  await expect(row(page, '21:00:00')).toHaveCount(0);
  await expect(row(page, '07:30:00')).toHaveCount(0);
  await jumpTo(page, WEEK.wed);
  await expect(eventOnCalendar(page, 'Night shift')).toBeVisible();
  await expect(row(page, '23:30:00').first()).toBeAttached();
  await expect(row(page, '07:30:00')).toHaveCount(0);
  await jumpTo(page, WEEK.thu);
  await expect(eventOnCalendar(page, 'Night shift')).toBeVisible();
  await expect(row(page, '00:00:00').first()).toBeAttached();
  await expect(row(page, '20:00:00')).toHaveCount(0);
  // A day with nothing outside the user's hours shows just those.
  await jumpTo(page, WEEK.mon);
  await expect(row(page, '08:00:00').first()).toBeAttached();
  await expect(row(page, '07:30:00')).toHaveCount(0);
  await expect(row(page, '20:00:00')).toHaveCount(0);
});

test('the Create menu’s new event, at the next hour, shows even outside the user’s hours', async ({
  page,
  request,
}) => {
  await signInAsGuest(page);
  // Hours that leave out the next hour, whenever the test runs (the menu's event starts at the next hour).
  const parisHour = Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(new Date()),
  );
  const nextHour = (parisHour + 1) % 24;
  const [from, to] = nextHour < 12 ? ['14:00:00', '16:00:00'] : ['02:00:00', '04:00:00'];
  await saveHours(page, request, from, to);
  await page.reload();
  await expect(row(page, from).first()).toBeAttached();

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('menuitem', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await dialog.getByLabel('Title').fill('Evening plan');
  const startDate = isoDate(await dialog.getByLabel('Start date').inputValue());
  const startTime = isoTime(await dialog.getByLabel('Start time').inputValue());
  expect(startTime >= from.slice(0, 5) && startTime < to.slice(0, 5)).toBe(false);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog).toBeHidden();
  await jumpTo(page, startDate);
  await expect(eventOnCalendar(page, 'Evening plan')).toBeVisible();
  await expect(row(page, `${startTime}:00`).first()).toBeAttached();
});

test('one time format in English on every view and in the sidebar: “6:00 PM”, never “6p” or “18:00”', async ({
  page,
}) => {
  await signInAsGuest(page);
  // Tomorrow in Paris (the page's zone): in the upcoming events too.
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + 86_400_000),
  );
  await createEvent(page, {
    title: 'Team sync with the whole design group',
    startDate: day,
    startTime: '18:00',
    endTime: '19:00',
  });

  await jumpTo(page, day, 'Week');
  await expect(eventOnCalendar(page, 'Team sync')).toContainText(
    /^6:00\sPM\s*Team sync with the whole design group$/,
  );
  // The time axis says the same.
  await expect(
    calendar(page)
      .getByText(/^6:00\sPM$/)
      .first(),
  ).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming events' });
  const item = upcoming.getByTestId('sidebar-event').filter({ hasText: 'Team sync' });
  await expect(item).toHaveText(/^6:00\sPM\s*Team sync with the whole design group$/);
  // A title that wraps leaves the time whole, beside it (it once squeezed "6:00 PM" into the title).
  const [time, name] = await item.evaluate((li) =>
    [...li.children].slice(1).map((el) => ({
      box: el.getBoundingClientRect(),
      overflows: el.scrollWidth > el.clientWidth,
    })),
  );
  expect(time!.overflows).toBe(false);
  expect(time!.box.right).toBeLessThanOrEqual(name!.box.left);
  expect(time!.box.height).toBeLessThan(name!.box.height);
  // Every title of the list starts at one line, whatever its time's width ("All day", "10:00 AM").
  await createEvent(page, {
    title: 'Offsite',
    startDate: day,
    startTime: '09:00',
    endTime: '10:00',
    allDay: true,
  });
  await createEvent(page, {
    title: 'Standup',
    startDate: day,
    startTime: '10:00',
    endTime: '10:30',
  });
  await expect(upcoming.getByTestId('sidebar-event')).toHaveText([
    /^All day\s*Offsite$/,
    /^10:00\sAM\s*Standup$/,
    /^6:00\sPM\s*Team sync/,
  ]);
  const titlesLeft = await upcoming
    .getByTestId('sidebar-event')
    .evaluateAll((items) =>
      items.map((li) => Math.round(li.lastElementChild!.getBoundingClientRect().left)),
    );
  expect(new Set(titlesLeft).size).toBe(1);

  await jumpTo(page, day, 'Month');
  await expect(eventOnCalendar(page, 'Team sync')).toContainText(/6:00\sPM\s*Team sync/);
  await jumpTo(page, day, 'List');
  await expect(eventOnCalendar(page, 'Team sync')).toContainText(/6:00\sPM\s– 7:00\sPM/);
  expect(await calendar(page).innerText()).not.toMatch(/\b\d{1,2}(:\d{2})?(a|p|am|pm)\b|\b18:00\b/);
});

test('a quarter-hour event shows its title on one line and its time whole or not at all, beside the sidebars and on a phone', async ({
  page,
}) => {
  await signInAsGuest(page);
  await jumpTo(page, WEEK.tue, 'Week');
  await createEvent(page, {
    title: 'Standup',
    startDate: WEEK.tue,
    startTime: '09:30',
    endTime: '09:45',
  });
  for (const [width, view] of [
    [1280, 'Week'],
    [1280, 'Day'],
    [390, '3 days'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await jumpTo(page, WEEK.tue, view);
    const chip = eventOnCalendar(page, 'Standup');
    await expect(chip).toBeVisible();
    const where = `${view} at ${width} px`;
    const boxes = await chip.evaluate((el) => {
      const box = (e: Element) => e.getBoundingClientRect().toJSON() as DOMRect;
      const line = el.firstElementChild!;
      const [time, title] = [...line.children];
      return { chip: box(el), line: box(line), time: box(time!), title: box(title!) };
    });
    // The title's line is inside the chip (a phone's cut its lower half).
    expect(boxes.title.top, where).toBeGreaterThanOrEqual(boxes.chip.top - 1);
    expect(boxes.title.bottom, where).toBeLessThanOrEqual(boxes.chip.bottom + 2);
    // The time is on that line, whole, or below it out of sight (it showed "9." after "Stand…").
    const beside =
      Math.abs(boxes.time.top - boxes.title.top) < 1 &&
      boxes.time.right <= boxes.chip.right + 0.5 &&
      boxes.time.width >= 40;
    const away = boxes.time.top >= boxes.line.bottom || boxes.time.width <= 1;
    expect(beside || away, `${where}: ${JSON.stringify(boxes)}`).toBe(true);
  }
});

test('the view buttons stay in place whatever the length of the title', async ({ page }) => {
  await signInAsGuest(page);
  for (const width of [1280, 390]) {
    // On a phone the week view is three days.
    const week = width > 640 ? 'Week' : '3 days';
    const views = ['Day view', `${week} view`, 'Month view', 'List view'];
    const where = () =>
      Promise.all(views.map((name) => page.getByRole('tab', { name }).boundingBox()));
    await page.setViewportSize({ width, height: 900 });
    // A short title ("Jan 6 – 12, 2030"), then a long one across two years.
    await jumpTo(page, WEEK.tue, week);
    const before = await where();
    await jumpTo(page, '2029-12-31', week);
    await expect(calendar(page)).toContainText('2029');
    expect(await where(), `at ${width} px`).toEqual(before);
    // The title's text stays clear of the buttons on either side.
    expect(await titleTouchingButtons(page), `at ${width} px`).toBeNull();
  }
});

test('on a phone, every text of the calendar is legible (12 px at least) in each view and the week (three days there) leaves the days their room, in English and French', async ({
  page,
}) => {
  await signInAsGuest(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await jumpTo(page, WEEK.tue, '3 days');
  await createEvent(page, {
    title: 'Dentist appointment',
    startDate: WEEK.tue,
    startTime: '10:00',
    endTime: '11:00',
  });
  await createEvent(page, {
    title: 'Quick call',
    startDate: WEEK.wed,
    startTime: '14:00',
    endTime: '14:30',
  });
  await createEvent(page, {
    title: 'Offsite',
    startDate: WEEK.wed,
    startTime: '09:00',
    endTime: '10:00',
    allDay: true,
  });
  /** The smallest font size of a text the calendar shows, with the text. */
  const smallest = () =>
    calendar(page).evaluate((root) => {
      let min = { size: Infinity, text: '' };
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        const text = node.textContent?.trim() ?? '';
        if (!el || !text || el.getClientRects().length === 0) continue;
        // Text kept for screen readers only (clipped to 1 px, on it or a parent) is not read on screen.
        let hidden = false;
        for (let up: Element | null = el; up && up !== root; up = up.parentElement)
          hidden ||= getComputedStyle(up).clipPath === 'inset(50%)';
        if (hidden) continue;
        const size = parseFloat(getComputedStyle(el).fontSize);
        if (size < min.size) min = { size, text };
      }
      return min;
    });
  for (const language of ['en', 'fr'] as const) {
    if (language === 'fr') {
      await switchToFrench(page);
    }
    for (const view of ['3 days', 'Day', 'Month', 'List'] as const) {
      await jumpTo(page, WEEK.tue, view, language);
      // A phone's month shows a day's events as "+1".
      if (view !== 'Month')
        await expect(eventOnCalendar(page, 'Dentist appointment')).toBeVisible();
      const min = await smallest();
      expect(min.size, `${language} ${view}: "${min.text}"`).toBeGreaterThanOrEqual(12);
      if (view === '3 days') {
        // The all-day row's label wraps ("Toute la / journée"): the time axis leaves the days their room,
        // about a third of the width each (seven days had 34 px: titles broke mid-word).
        const day = await page.locator(`[data-date="${WEEK.tue}"]`).first().boundingBox();
        expect(day?.width, `${language}: a day's width`).toBeGreaterThanOrEqual(80);
        // An all-day event shows its title (it was a 5 px bar: the rule hiding a timed chip's time took
        // the all-day chip's one text).
        const offsite = await boxOf(eventOnCalendar(page, 'Offsite'));
        expect(offsite.height, `${language}: the all-day chip's height`).toBeGreaterThanOrEqual(14);
      }
    }
  }
});
