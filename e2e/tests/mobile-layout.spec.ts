// Every screen is usable on a phone (390 px): nothing sticks out of the viewport sideways (a strip that
// scrolls by itself, like the navigation, is fine), a task's title shows at least 20 characters, and
// the quick add's example is not cut, and no empty line sits between the calendar and its buttons.
import type { Locator, Page } from '@playwright/test';
import { DASHBOARD_PAGES, PUBLIC_PAGES } from '../support/screens';
import { expect, remoteTexts, signInAsGuest, switchToFrench, test } from '../fixtures';
import { french } from '../support/translations';
import { createTask, isoDay, openTaskList, row } from './tasks-support';
import { WEEK, calendar, createEvent, eventOnCalendar, jumpTo } from './calendar-support';

test.use({ viewport: { width: 390, height: 844 } });

/** Elements past the right edge of the viewport that no scrolling strip holds. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = (el: Element | null): boolean => {
      for (let e = el?.parentElement; e; e = e.parentElement) {
        const x = getComputedStyle(e).overflowX;
        if (x === 'auto' || x === 'scroll' || x === 'hidden') return true;
      }
      return false;
    };
    return [...document.querySelectorAll('body *')]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.right > width + 1 && !scrolls(e);
      })
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 30)}"`);
  });
}

test('no screen sticks out sideways at 390 px', async ({ page }) => {
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    expect(await overflowing(page), path).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  }
  await signInAsGuest(page);
  const titleAt: Record<string, number> = {};
  for (const screen of DASHBOARD_PAGES) {
    await page.goto(screen.path);
    await expect(page.locator(`[data-remote-frame="${screen.remote}"]`)).toBeVisible();
    expect(await overflowing(page), screen.path).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const title = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    titleAt[screen.path] = Math.round((await title.boundingBox())?.x ?? -1);
  }
  // Every page's title sits at the page's margin (the task list's sat 16 px further right); the calendar's
  // is in the dashboard's card.
  const { '/dashboard': _calendar, ...pages } = titleAt;
  expect(new Set(Object.values(pages)), JSON.stringify(pages)).toEqual(new Set([12]));
});

test('a page opened from a link starts at its top, not where the last page was scrolled', async ({
  page,
}) => {
  const scrolled = () => page.evaluate(() => window.scrollY);
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Cookies and your privacy' })
    .getByRole('button', { name: 'Decline' })
    .click();
  // The footer's link to the privacy policy, at the end of the landing page.
  const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true });
  await privacy.scrollIntoViewIfNeeded();
  expect(await scrolled()).toBeGreaterThan(800);
  await privacy.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  expect(await scrolled()).toBe(0);
  // Back to the landing page: the browser puts it where it was, and its last "Continue as guest" (the
  // page's closing call to action) opens the dashboard at its top.
  await page.goBack();
  const guest = page.getByRole('button', { name: 'Continue as guest' }).last();
  await guest.scrollIntoViewIfNeeded();
  expect(await scrolled()).toBeGreaterThan(800);
  await guest.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Account menu: Guest' })).toBeVisible();
  expect(await scrolled()).toBe(0);
});

test('the public header takes two rows on a phone, in French too, and scrolls away with the page', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'fr'));
  await page.goto('/login');
  const header = page.getByRole('banner');
  const login = header.getByRole('link', { name: 'Connexion' });
  const signup = header.getByRole('link', { name: 'Inscription' });
  await expect(signup).toBeVisible();
  const [loginBox, signupBox, headerBox] = await Promise.all([
    login.boundingBox(),
    signup.boundingBox(),
    header.boundingBox(),
  ]);
  // "Log in" and "Sign up" side by side under the logo (they used to wrap into a third row).
  expect(Math.abs((loginBox?.y ?? 0) - (signupBox?.y ?? 1))).toBeLessThan(2);
  expect(headerBox?.height).toBeLessThan(130);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  expect((await page.getByRole('banner').boundingBox())?.y ?? 0).toBeLessThan(-100);
});

test('on a phone the navigation strip shows the current page, however it was opened', async ({
  page,
}) => {
  await signInAsGuest(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const settings = nav.getByRole('link', { name: 'Settings' });
  // From the account menu: Settings is the strip's last page, out of sight when the strip is at its start.
  await expect(nav.getByRole('link', { name: 'Calendar' })).toBeInViewport({ ratio: 0.95 });
  await expect(settings).not.toBeInViewport({ ratio: 0.95 });
  await page.getByRole('button', { name: 'Account menu: Guest' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(settings).toBeInViewport({ ratio: 0.95 });
  // Opened directly.
  await page.goto('/dashboard/profile');
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeInViewport({ ratio: 0.95 });
});

test('a long task title shows whole on two lines at 390 px, each line at least 20 characters, its row taller', async ({
  page,
}) => {
  await signInAsGuest(page);
  await openTaskList(page);
  const title = 'Prepare the quarterly report for the board';
  await createTask(page, { title, deadlineRange: 'lessThan2Days' });
  await createTask(page, { title: 'Call Sam', deadlineRange: 'moreThan5Days' });
  const shown = await row(page, title)
    .getByText(title, { exact: true })
    .evaluate((el) => {
      const canvas = document.createElement('canvas').getContext('2d');
      const style = getComputedStyle(el);
      if (canvas) canvas.font = style.font;
      const text = el.textContent ?? 'x';
      return {
        perLine: el.clientWidth / ((canvas?.measureText(text).width ?? 0) / text.length),
        lines: Math.round(el.clientHeight / parseFloat(style.lineHeight)),
        cut: el.scrollHeight > el.clientHeight + 1,
      };
    });
  expect(shown).toEqual({ perLine: expect.any(Number), lines: 2, cut: false });
  expect(shown.perLine).toBeGreaterThanOrEqual(20);
  // The list measured the taller row: the next row starts below it.
  const long = await row(page, title).boundingBox();
  const short = await row(page, 'Call Sam').boundingBox();
  expect(long && short && short.y >= long.y + long.height - 1).toBe(true);
  expect(short?.height).toBeLessThan(long?.height ?? 0);
  // The dashboard's most urgent tasks show it whole too (under the calendar on a phone, the widget loads
  // as the person scrolls toward it: dashboard-loading.spec.ts).
  await page.goto('/dashboard');
  await expect(page.getByTestId('calendar-view')).toBeVisible();
  await page.locator('[data-remote-slot="tasks"]').locator('..').scrollIntoViewIfNeeded();
  const inWidget = page
    .locator(`[data-planner-task-title="${title}"]`)
    .getByText(title, { exact: true });
  await expect(inWidget).toBeVisible();
  expect(await inWidget.evaluate((el) => el.scrollHeight > el.clientHeight + 1)).toBe(false);
  expect(
    await inWidget.evaluate((el) =>
      Math.round(el.clientHeight / parseFloat(getComputedStyle(el).lineHeight)),
    ),
  ).toBe(2);
});

test('between a phone and a wide screen a task row’s score, date and buttons sit side by side, in French too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 641, height: 900 });
  await signInAsGuest(page);
  await openTaskList(page);
  const title = 'Renew the home insurance';
  await createTask(page, { title, deadline: isoDay(20), priority: 'high' });
  const apart = (a: { x: number; width: number }, b: { x: number; width: number }) =>
    a.x + a.width <= b.x + 1 || b.x + b.width <= a.x + 1;
  for (const language of ['en', 'fr'] as const) {
    if (language === 'fr') await switchToFrench(page);
    const at = async (l: Locator) => {
      const box = await l.boundingBox();
      if (!box) throw new Error('not shown');
      return box;
    };
    const score = await at(
      row(page, title).getByLabel(language === 'en' ? /^Urgency score/ : /^Score/),
    );
    const deadline = await at(
      row(page, title).getByText(language === 'en' ? /^Due / : /^Échéance /),
    );
    const schedule = await at(
      row(page, title).getByRole('button', {
        name: language === 'en' ? /^Schedule/ : /^Planifier/,
      }),
    );
    expect(apart(score, deadline)).toBe(true);
    // Nothing of the row's text goes under its buttons.
    expect(score.x + score.width).toBeLessThanOrEqual(schedule.x);
    expect(deadline.x + deadline.width).toBeLessThanOrEqual(schedule.x);
    expect(await overflowing(page)).toEqual([]);
  }
});

test('the task list’s controls take three lines on a phone, in French too, the search’s example whole', async ({
  page,
}) => {
  await signInAsGuest(page);
  await openTaskList(page);
  await createTask(page, { title: 'Water the plants' });
  const middle = async (control: Locator) => {
    const box = await control.boundingBox();
    if (!box) throw new Error('not shown');
    return Math.round(box.y + box.height / 2);
  };
  const sameLine = async (a: Locator, b: Locator) =>
    Math.abs((await middle(a)) - (await middle(b))) <= 4;
  for (const language of ['en', 'fr'] as const) {
    const texts = remoteTexts('tasks', language) as {
      filters: Record<string, string>;
      search: Record<string, string>;
      newTask: string;
      selectAll: string;
    };
    if (language === 'fr') await switchToFrench(page);
    const filters = page.getByRole('group', { name: texts.filters.label });
    const count = page.getByText(language === 'en' ? '1 task' : '1 tâche', { exact: true });
    const search = page.getByRole('searchbox', { name: texts.search.label });
    const create = page.getByRole('button', { name: texts.newTask, exact: true });
    const selectAll = page.getByText(texts.selectAll, { exact: true });
    const remove = page.getByRole('button', { name: /^(Delete|Supprimer) \(0\)$/ });
    await expect(remove).toBeDisabled();
    expect(await sameLine(filters, count)).toBe(true);
    expect(await sameLine(search, create)).toBe(true);
    expect(await sameLine(selectAll, remove)).toBe(true);
    expect(await placeholderFits(search)).toBe(true);
    expect(await overflowing(page)).toEqual([]);
  }
});

test('a link to a group of the profile shows it below the sticky header, its first field focused', async ({
  page,
}) => {
  await signInAsGuest(page);
  // The calendar's plan links to #profile-sleep; the meals, higher up, leave the page room to scroll.
  await page.goto('/dashboard/profile#profile-meals');
  const meals = page.getByRole('group', { name: 'Meals' });
  await expect(meals.getByLabel('Lunch at')).toBeFocused();
  const header = await page.locator('header').first().boundingBox();
  const legend = await meals.locator('legend').boundingBox();
  if (!header || !legend) throw new Error('not shown');
  // The header stays at the top; the group's title shows whole under it, not behind it.
  expect(header.y).toBe(0);
  expect(legend.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(legend.y).toBeLessThan(header.y + header.height + 60);
});

test('on a phone the signed-in header keeps one row: the theme and the language are in the account menu', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  // The narrowest phone in common use.
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAsGuest(page);
  const header = page.getByRole('banner');
  const account = header.getByRole('button', { name: /^Account menu/ });
  await expect(account).toBeVisible();
  expect((await header.boundingBox())?.height).toBeLessThan(70);
  await expect(header.getByRole('button', { name: 'Switch to dark theme' })).toBeHidden();
  await expect(header.getByLabel('Language')).toBeHidden();
  expect(await overflowing(page)).toEqual([]);

  await account.click();
  await page.getByRole('menuitem', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(account).toBeFocused();
  await account.click();
  // The other language by its own name, marked as such for screen readers.
  const french = page.getByRole('menuitem', { name: 'Français' });
  await expect(french).toHaveAttribute('lang', 'fr');
  await french.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const compte = header.getByRole('button', { name: /^Menu du compte/ });
  expect((await header.boundingBox())?.height).toBeLessThan(70);
  await compte.click();
  await expect(page.getByRole('menuitem', { name: 'Passer au thème clair' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'English' })).toBeVisible();
  await page.keyboard.press('Escape');

  // On a wide screen they are back in the header, and the menu no longer lists them.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(header.getByLabel('Langue')).toHaveValue('fr');
  await expect(header.getByRole('button', { name: 'Passer au thème clair' })).toBeVisible();
  await compte.click();
  await expect(page.getByRole('menuitem', { name: 'Paramètres' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'English' })).toHaveCount(0);
});

test('between a phone and a wide screen the header keeps one row: the account button shows its avatar only', async ({
  page,
}) => {
  // A small tablet held upright: the header used to wrap onto two rows (109 px) from 710 px down.
  await page.setViewportSize({ width: 641, height: 900 });
  await signInAsGuest(page);
  const header = page.getByRole('banner');
  const account = header.getByRole('button', { name: 'Account menu: Guest' });
  await expect(account).toBeVisible();
  await expect(account.getByText('Guest')).toBeHidden();
  expect((await header.boundingBox())?.height).toBeLessThan(70);
  // The theme and the language stay in the header at this width.
  await expect(header.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  await expect(header.getByLabel('Language')).toBeVisible();
  expect(await overflowing(page)).toEqual([]);
  // The menu still says who is signed in.
  await account.click();
  await expect(page.getByText('Signed in as Guest')).toBeVisible();
  await page.keyboard.press('Escape');

  // Where the navigation is a column beside the page, the name shows beside the avatar.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(account.getByText('Guest')).toBeVisible();
  expect((await header.boundingBox())?.height).toBeLessThan(70);
});

/** The days the calendar's time grid shows (yyyy-mm-dd), in order. */
function daysShown(page: Page): Promise<string[]> {
  return calendar(page)
    .locator('[data-date]')
    .evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute('data-date') ?? ''))].sort());
}

/** How many characters of an element's text show in its width (its font's average character width). */
function charactersShown(title: Locator): Promise<number> {
  return title.evaluate((el) => {
    const canvas = document.createElement('canvas').getContext('2d');
    if (!canvas) return 0;
    canvas.font = getComputedStyle(el).font;
    const text = el.textContent ?? 'x';
    return el.getBoundingClientRect().width / (canvas.measureText(text).width / text.length);
  });
}

test('calendar chips show their titles: a week, a month and the list at 390 px, a month beside the sidebars at 1280 px', async ({
  page,
}) => {
  await signInAsGuest(page);
  await createEvent(page, {
    title: 'Team meeting',
    startDate: WEEK.wed,
    startTime: '14:00',
    endTime: '15:00',
  });
  await createEvent(page, {
    title: 'Quarterly review prep',
    startDate: WEEK.thu,
    startTime: '09:00',
    endTime: '11:00',
  });

  // A week on a phone is three days from the date shown (seven ~34 px columns broke every title mid-word):
  // the chip's first line is its title, and its longest word ("meeting") shows whole.
  await expect(page.getByRole('tab', { name: '3 days view' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await jumpTo(page, WEEK.wed, '3 days');
  expect(await daysShown(page)).toEqual([WEEK.wed, WEEK.thu, '2030-01-11']);
  const chip = eventOnCalendar(page, 'Team meeting');
  const chipBox = await chip.boundingBox();
  const chipTitle = chip.getByText('Team meeting', { exact: true });
  const titleBox = await chipTitle.boundingBox();
  expect(chipBox && titleBox).toBeTruthy();
  expect(titleBox!.y - chipBox!.y).toBeLessThan(8);
  expect(await charactersShown(chipTitle)).toBeGreaterThanOrEqual('meeting'.length);
  // Next: the three days after.
  await page.getByRole('button', { name: 'Next 3 days' }).click();
  await expect.poll(() => daysShown(page)).toEqual(['2030-01-12', '2030-01-13', '2030-01-14']);

  // A month on a phone: a day of two events shows both (its cell grows), not only "+2".
  await createEvent(page, {
    title: 'Lunch with Sam',
    startDate: WEEK.wed,
    startTime: '12:00',
    endTime: '13:00',
  });
  await jumpTo(page, WEEK.wed, 'Month');
  await expect(eventOnCalendar(page, 'Team meeting')).toBeVisible();
  await expect(eventOnCalendar(page, 'Lunch with Sam')).toBeVisible();
  await expect(calendar(page).getByText(/^\+\d/)).toHaveCount(0);
  // Its title wraps onto a second line in the day's ~48 px: "Team", then "meeting" (one cut line showed
  // "Team" alone).
  const monthTitle = eventOnCalendar(page, 'Team meeting').getByText('Team meeting', {
    exact: true,
  });
  expect(
    await monthTitle.evaluate((el) =>
      Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
    ),
  ).toBe(2);
  // What comes under the calendar follows the month (its card kept the screen's height from its loading:
  // a blank band of ~120 px).
  const calendarBottom = (await calendar(page).boundingBox())!;
  const upcoming = (await page.getByRole('complementary', { name: 'Upcoming' }).boundingBox())!;
  expect(upcoming.y - (calendarBottom.y + calendarBottom.height)).toBeLessThan(100);
  // The day's number opens that day, where the titles show whole.
  await calendar(page)
    .getByRole('link', { name: /^Go to January 9, 2030$/ })
    .click();
  await expect(page.getByRole('tab', { name: 'Day view' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(eventOnCalendar(page, 'Team meeting')).toContainText('Team meeting');
  await expect(eventOnCalendar(page, 'Lunch with Sam')).toContainText('Lunch with Sam');

  // The list on a phone: a long title wraps onto the row's next lines, whole, never cut at the edge.
  const long = 'Lea birthday party with the whole family';
  await createEvent(page, {
    title: long,
    startDate: WEEK.wed,
    startTime: '18:00',
    endTime: '21:00',
  });
  await jumpTo(page, WEEK.wed, 'List');
  const longTitle = eventOnCalendar(page, long).getByText(long, { exact: true });
  await expect(longTitle).toBeVisible();
  expect(
    await longTitle.evaluate(
      (el) =>
        el.scrollWidth <= el.clientWidth &&
        el.getBoundingClientRect().right <= document.documentElement.clientWidth,
    ),
  ).toBe(true);

  // A month at 1280 px, a day ~88 px wide: the title shows, not one letter after "9:00 AM".
  await page.setViewportSize({ width: 1280, height: 900 });
  // Wide again, the week is seven days.
  await jumpTo(page, WEEK.wed, 'Week');
  await expect.poll(() => daysShown(page)).toHaveLength(7);
  await jumpTo(page, WEEK.thu, 'Month');
  const title = eventOnCalendar(page, 'Quarterly review prep').getByText('Quarterly review prep', {
    exact: true,
  });
  // The month was already shown at 390 px: the chip is measured once FullCalendar has laid it out again
  // at the new width (read during that layout it measured 0 once).
  await expect.poll(() => charactersShown(title)).toBeGreaterThanOrEqual(8);
  // The time is still there for screen readers.
  await expect(eventOnCalendar(page, 'Quarterly review prep')).toContainText(/9:00\sAM/);
  // A title wraps between its words onto a second line: "Team / meeting", whole (one line showed "Team mee").
  const wideTitle = eventOnCalendar(page, 'Team meeting').getByText('Team meeting', {
    exact: true,
  });
  expect(
    await wideTitle.evaluate((el) => ({
      lines: Math.round(
        el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
      ),
      cut: el.scrollWidth > el.clientWidth,
    })),
  ).toEqual({ lines: 2, cut: false });
});

/**
 * Whether an input's placeholder shows whole: its text, in the input's font, fits the box less padding
 * (and less the clear button a search field keeps room for, about 1em in Chromium).
 */
function placeholderFits(input: Locator): Promise<boolean> {
  return input.evaluate((el: HTMLInputElement) => {
    const canvas = document.createElement('canvas').getContext('2d');
    if (!canvas) return false;
    const style = getComputedStyle(el);
    canvas.font = style.font;
    const clear = el.type === 'search' ? parseFloat(style.fontSize) : 0;
    const room =
      el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - clear;
    return el.placeholder !== '' && canvas.measureText(el.placeholder).width <= room;
  });
}

test('the quick-add example shows whole on a phone and beside the sidebars, in English and French', async ({
  page,
}) => {
  await signInAsGuest(page);
  for (const language of ['en', 'fr'] as const) {
    const texts = remoteTexts('calendar', language).quickAdd as Record<string, string>;
    if (language === 'fr') await switchToFrench(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const field = page.getByRole('textbox', { name: texts.label });
    // A phone gets the short example, which fits; a wide screen the long one, which fits there.
    await expect(field).toHaveAttribute('placeholder', texts.narrowPlaceholder!);
    expect(await placeholderFits(field)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(field).toHaveAttribute('placeholder', texts.placeholder!);
    expect(await placeholderFits(field)).toBe(true);
  }
});

test('on a phone the week starts on the first screen: the jump form opens from a button, the file actions are under the calendar, in French too', async ({
  page,
}) => {
  await signInAsGuest(page);
  for (const language of ['en', 'fr'] as const) {
    const texts = remoteTexts('calendar', language);
    const ics = texts.ics as Record<string, string>;
    const plan = texts.plan as Record<string, string>;
    const jump = texts.jump as Record<string, string>;
    if (language === 'fr') await switchToFrench(page);
    const calendar = page.getByTestId('calendar-view');
    await expect(calendar).toBeVisible();
    // The Plan buttons and the jump's button share a row, and the calendar follows them (the toolbar's
    // own gap and the page's spacing, not a line of nothing: ~35 px in French once).
    const planDay = await page.getByRole('button', { name: plan.planDay }).boundingBox();
    const planWeek = await page.getByRole('button', { name: plan.planWeek }).boundingBox();
    const jumpButton = page.getByRole('button', { name: jump.label });
    const jumpBox = await jumpButton.boundingBox();
    expect(planWeek!.y, language).toBe(planDay!.y);
    expect(jumpBox!.y, language).toBe(planDay!.y);
    const grid = await calendar.boundingBox();
    expect(grid!.y - (planDay!.y + planDay!.height), language).toBeLessThan(24);
    // The arrows, Today and the title on one line, the views on the next, then the days: the time grid
    // begins in the first half of an 844 px screen (it began at ~760 px, under six lines of controls).
    const days = await calendar.locator('[data-date]').first().boundingBox();
    expect(days!.y, language).toBeLessThan(520);
    // The page's margin, the card's border and padding, nothing more (the remote frame's own 16 px a
    // side left the week 308 px of 390).
    expect(grid!.width, language).toBeGreaterThanOrEqual(336);
    // Import and export: on one row, under the calendar.
    const exportBox = await page.getByRole('button', { name: ics.exportButton }).boundingBox();
    const importBox = await page.getByRole('button', { name: ics.importButton }).boundingBox();
    expect(exportBox!.y, language).toBe(importBox!.y);
    expect(importBox!.y, language).toBeGreaterThan(grid!.y + grid!.height);
    // The jump: its button opens the form with the date field focused; Escape closes it and gives the
    // focus back.
    const form = page.getByRole('form', { name: jump.label });
    await expect(form).toHaveCount(0);
    await jumpButton.click();
    await expect(jumpButton).toHaveAttribute('aria-expanded', 'true');
    await expect(form.getByRole('textbox', { name: jump.date })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(form).toHaveCount(0);
    await expect(jumpButton).toBeFocused();
    await expect(jumpButton).toHaveAttribute('aria-expanded', 'false');
  }
  // A jump closes the form and shows the date.
  await jumpTo(page, '2030-01-07', 'Day', 'fr');
  await expect(page.getByRole('form', { name: french('Jump to a date', 'calendar') })).toHaveCount(
    0,
  );
  expect(await overflowing(page)).toEqual([]);
});

test('beside the sidebars the calendar’s title holds on one line, in French too', async ({
  page,
}) => {
  await signInAsGuest(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  // September has the longest month name of the year in French.
  await jumpTo(page, '2026-09-14', 'Week');
  await switchToFrench(page);
  const title = page.getByTestId('calendar-view').getByRole('heading', { level: 2 });
  await expect(title).toHaveText('septembre 2026');
  // One box per line of its text.
  const lines = await title.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
});
