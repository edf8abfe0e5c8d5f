// Helpers for the calendar browser tests: the dashboard calendar on a fixed week, its slots and events, the api.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiData } from '../support/pageUser';
import { fillDate, fillTime, type AppLanguage } from '../support/dateTime';
import { french } from '../support/translations';

export { signInAsGuest } from '../fixtures';
export { api } from '../support/pageUser';

/** A fixed week far from today (Sunday 6 to Saturday 12 January 2030 in the en-US week view). */
export const WEEK = {
  sun: '2030-01-06',
  mon: '2030-01-07',
  tue: '2030-01-08',
  wed: '2030-01-09',
  thu: '2030-01-10',
} as const;

export function calendar(page: Page): Locator {
  return page.getByTestId('calendar-view');
}

/**
 * Jumps the dashboard calendar to a date (optionally switching the view) with its "Jump to a date" form,
 * in the page's language.
 */
export async function jumpTo(
  page: Page,
  date: string,
  /** '3 days' is the week's name on a phone-wide screen. */
  view?: 'Day' | 'Week' | '3 days' | 'Month' | 'List',
  language: AppLanguage = 'en',
) {
  const text = (english: string) => (language === 'fr' ? french(english, 'calendar') : english);
  const form = page.getByRole('form', { name: text('Jump to a date') });
  // On a phone (NARROW_SCREEN, 640 px) the form opens from a button beside the Plan buttons (and closes
  // after the jump). Which one shows is read from the page's width, not from the page: right after a
  // resize the wide form is still on screen until the calendar re-renders, and filling it then failed.
  const button = page.getByRole('button', { name: text('Jump to a date') });
  const phone = (page.viewportSize()?.width ?? 1280) <= 640;
  if (phone) await button.click();
  await expect(form).toBeVisible();
  await fillDate(form.getByLabel(text('Date')), date, language);
  if (view) await form.getByLabel(text('View')).selectOption({ label: text(view) });
  await form.getByRole('button', { name: text('Go') }).click();
  await expect(page.locator(`[data-date="${date}"]`).first()).toBeVisible();
}

export function eventOnCalendar(page: Page, title: string): Locator {
  return calendar(page).getByTestId('calendar-event').filter({ hasText: title });
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * The box of the one element the locator finds, or null while there is none or more than one: the
 * calendar draws an event again after a save, and for a frame the old chip may still be there.
 */
export async function boxOfOne(locator: Locator): Promise<Box | null> {
  if ((await locator.count()) !== 1) return null;
  // A second copy drawn between the count and the box: the same as two.
  return locator.boundingBox({ timeout: 2_000 }).catch(() => null);
}

/**
 * The box of an element once it is on screen. boundingBox() does not wait, and the calendar draws an event
 * afresh after each save: read at that moment, it has no box.
 */
export async function boxOf(locator: Locator): Promise<Box> {
  let box: Box | null = null;
  await expect.poll(async () => (box = await boxOfOne(locator))).not.toBeNull();
  if (!box) throw new Error('no box');
  return box;
}

/** Centre of a time slot in a day's column of the time grid (scrolled into view first). */
export async function slotPoint(
  page: Page,
  date: string,
  time: string,
): Promise<{ x: number; y: number }> {
  // The lane of a time spans every day column; the day's own column gives the x.
  const lane = calendar(page).locator(`[data-time="${time}"]`).last();
  await lane.scrollIntoViewIfNeeded();
  const point = await page.evaluate(
    ({ date, time }) => {
      const widest = (selector: string) =>
        [...document.querySelectorAll(selector)]
          .map((el) => el.getBoundingClientRect())
          .sort((a, b) => b.width - a.width)[0];
      const lanes = [...document.querySelectorAll(`[data-time="${time}"]`)].map((el) =>
        el.getBoundingClientRect(),
      );
      const row = lanes.sort((a, b) => b.width - a.width)[0];
      const column = widest(`[role="columnheader"][data-date="${date}"]`);
      return row && column ? { x: column.x + column.width / 2, y: row.y + row.height / 2 } : null;
    },
    { date, time },
  );
  if (!point) throw new Error(`no slot ${date} ${time}`);
  return point;
}

/**
 * Resolves at the page's next idle moment: what it was handed (a save's answer, the calendar's redraw)
 * is on screen. A drag that starts during a redraw is lost: FullCalendar draws the pressed chip again.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3_000 })),
  );
}

/** Drags with the mouse in small steps (FullCalendar needs real moves to start a drag). */
export async function drag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 2, from.y + 2, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

export interface NewEvent {
  title: string;
  startDate: string;
  startTime: string;
  endTime: string;
  repeat?:
    'Every day' | 'Every weekday (Monday to Friday)' | 'Every week' | 'Every month' | 'Every year';
  /** Ticks "All day" once the times are in (they are then left out). */
  allDay?: boolean;
}

/** Fills the open event popup. */
export async function fillEventPopup(dialog: Locator, e: NewEvent): Promise<void> {
  await dialog.getByLabel('Title').fill(e.title);
  await fillDate(dialog.getByLabel('Start date'), e.startDate);
  await fillTime(dialog.getByLabel('Start time'), e.startTime);
  await fillDate(dialog.getByLabel('End date'), e.startDate);
  await fillTime(dialog.getByLabel('End time'), e.endTime);
  if (e.repeat)
    await dialog.getByLabel('Repeat', { exact: true }).selectOption({ label: e.repeat });
  if (e.allDay) await dialog.getByLabel('All day').check();
}

/** Creates an event through the dashboard's create button. */
export async function createEvent(page: Page, e: NewEvent): Promise<void> {
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('menuitem', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await fillEventPopup(dialog, e);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog).toBeHidden();
}

export interface ServerEvent {
  id: string;
  title: string;
  startDate: string;
  endDate: string;
  recurrence: string;
  recurrenceId: string | null;
  originalStart: string | null;
  cancelled: boolean;
  presetId: string | null;
}

export function serverEvents(request: APIRequestContext, page: Page): Promise<ServerEvent[]> {
  return apiData<ServerEvent[]>(request, page, 'GET', '/calendar/calendar');
}

/** The scope dialog of a recurring event: picks this / following / all and confirms. */
export async function chooseScope(
  page: Page,
  action: 'edit' | 'delete',
  scope: 'This event' | 'This and following events' | 'All events',
): Promise<void> {
  const dialog = page.getByRole('alertdialog', {
    name: action === 'edit' ? 'Edit recurring event' : 'Delete recurring event',
  });
  await dialog.getByLabel(scope, { exact: true }).check();
  await dialog.getByRole('button', { name: action === 'edit' ? 'Save' : 'Delete' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The calendar's title when its text (not only its box: one long word can run out of it) touches a button of
 * the calendar's toolbar, else null.
 */
export function titleTouchingButtons(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const title = [...document.querySelectorAll('[role="heading"][aria-level="2"]')].find((h) =>
      /\d{4}/.test(h.textContent ?? ''),
    );
    if (!title) return 'no title';
    const text: DOMRect[] = [];
    const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      text.push(...range.getClientRects());
    }
    // The calendar's toolbar: the row that holds the view tabs.
    const toolbar = document.querySelector('[role="tablist"]')?.parentElement?.parentElement;
    if (!toolbar) return 'no toolbar';
    const buttons = [...toolbar.querySelectorAll('[role="tab"], button')]
      .map((b) => b.getBoundingClientRect())
      .filter((b) => b.width > 0);
    const meets = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return text.some((t) => buttons.some((b) => meets(t, b))) ? title.textContent : null;
  });
}
