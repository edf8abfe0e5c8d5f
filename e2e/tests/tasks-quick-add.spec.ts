// Browser tests of quick add in plain words (docs/product.md, "Quick add"): a sentence typed in the
// calendar's quick field becomes an event at the right time that survives a reload; a French sentence in
// the tasks sidebar becomes a task with its deadline and priority; removing a chip keeps its words.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  boxOf,
  calendar,
  eventOnCalendar,
  jumpTo,
  signInAsGuest,
  slotPoint,
} from './calendar-support';
import { apiData } from '../support/pageUser';
import { french } from '../support/translations';

test.use({ timezoneId: 'Europe/Paris' });

/** The date in Paris `days` from now, yyyy-mm-dd. */
function parisDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** The coming Friday in Paris: today on a Friday ("avant vendredi" said on a Friday is due today). */
function nextFriday(): string {
  for (let days = 0; days < 7; days++) {
    const date = parisDay(days);
    const weekday = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Paris',
      weekday: 'long',
    }).format(new Date(`${date}T12:00:00Z`));
    if (weekday === 'Friday') return date;
  }
  throw new Error('no Friday within a week');
}

interface ServerEvent {
  title: string;
  startDate: string;
  endDate: string;
  recurrence: string;
}
interface ServerTask {
  title: string;
  deadline: string | null;
  priority: string;
}

/** The event's block covers the middle of the 18:00 slot of its day's column. */
async function expectAt(page: Page, title: string, date: string, time: string): Promise<void> {
  const point = await slotPoint(page, date, time);
  const box = await boxOf(eventOnCalendar(page, title));
  expect(point.x).toBeGreaterThanOrEqual(box.x);
  expect(point.x).toBeLessThanOrEqual(box.x + box.width);
  expect(point.y).toBeGreaterThanOrEqual(box.y);
  expect(point.y).toBeLessThanOrEqual(box.y + box.height);
}

/** A new guest's dashboard, once its calendar shows: the calendar's quick-add field. */
async function calendarField(page: Page): Promise<Locator> {
  await signInAsGuest(page);
  await expect(calendar(page)).toBeVisible();
  return page.getByRole('textbox', { name: 'Quick add an event or a task' });
}

/** One of the chips covers the middle of that slot of that day's column. */
async function expectOneAt(page: Page, chips: Locator, date: string, time: string): Promise<void> {
  // Measured after slotPoint, which scrolls the slot into view.
  const point = await slotPoint(page, date, time);
  const boxes = await Promise.all((await chips.all()).map((chip) => boxOf(chip)));
  expect(
    boxes.some(
      (b) =>
        point.x >= b.x && point.x <= b.x + b.width && point.y >= b.y && point.y <= b.y + b.height,
    ),
    `${date} ${time}`,
  ).toBe(true);
}

test.describe('quick add in English', () => {
  test('"Call mum tomorrow 6pm" in the calendar field makes an event tomorrow at 18:00 that survives a reload', async ({
    page,
    request,
  }) => {
    const field = await calendarField(page);
    await field.fill('Call mum tomorrow 6pm');
    await expect(
      page.getByRole('button', { name: /^Remove date: tomorrow 6:00\sPM$/ }),
    ).toBeVisible();
    await expect(page.getByText('New event', { exact: true })).toBeVisible();
    await field.press('Enter');

    const tomorrow = parisDay(1);
    const weekday = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'short',
    }).format(new Date(`${tomorrow}T12:00:00Z`));
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: new RegExp(`Event “Call mum” added on ${weekday} at 6:00\\sPM`) }),
    ).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(page.getByRole('button', { name: /^Remove date/ })).toHaveCount(0);

    // The week view moved to the event's day: it is in tomorrow's column at 18:00.
    await expect(eventOnCalendar(page, 'Call mum')).toBeVisible();
    await expectAt(page, 'Call mum', tomorrow, '18:00:00');
    const events = await apiData<ServerEvent[]>(request, page, 'GET', '/calendar/calendar');
    expect(events).toEqual([
      expect.objectContaining({
        title: 'Call mum',
        startDate: expect.stringMatching(new RegExp(`^${tomorrow}T18:00:00\\+0[12]:00$`)),
        endDate: expect.stringMatching(new RegExp(`^${tomorrow}T19:00:00\\+0[12]:00$`)),
        recurrence: 'none',
      }),
    ]);

    await page.reload();
    await expect(calendar(page)).toBeVisible();
    await jumpTo(page, tomorrow);
    await expect(eventOnCalendar(page, 'Call mum')).toBeVisible();
    await expectAt(page, 'Call mum', tomorrow, '18:00:00');
  });

  test('a day without a time is an all-day event in the calendar field, a task due that day in the tasks field', async ({
    page,
    request,
  }) => {
    const inCalendar = await calendarField(page);
    const tomorrow = parisDay(1);
    await inCalendar.fill('Team offsite tomorrow');
    await expect(page.getByText('New event', { exact: true })).toBeVisible();
    await inCalendar.press('Enter');
    // The field empties at once; the message says the save is done.
    await expect(
      page.getByRole('status').filter({ hasText: 'Event “Team offsite” added' }),
    ).toBeVisible();
    const inTasks = page.getByRole('textbox', { name: 'Quick add a task' });
    await inTasks.fill('Book the train tomorrow');
    await inTasks.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Task “Book the train” added, due' }),
    ).toBeVisible();

    const events = await apiData<ServerEvent[]>(request, page, 'GET', '/calendar/calendar');
    expect(events).toEqual([
      expect.objectContaining({
        title: 'Team offsite',
        startDate: expect.stringMatching(new RegExp(`^${tomorrow}T00:00:00`)),
      }),
    ]);
    const tasks = await apiData<ServerTask[]>(request, page, 'GET', '/task/task');
    expect(tasks).toEqual([expect.objectContaining({ title: 'Book the train' })]);
    expect(tasks[0]!.deadline).toMatch(new RegExp(`^${tomorrow}`));
  });

  test('a repeat on several weekdays makes one series on each of them', async ({
    page,
    request,
  }) => {
    const field = await calendarField(page);
    await field.fill('Yoga tuesdays and thursdays 6pm');
    await expect(
      page.getByRole('button', { name: 'Remove repeat: every Tuesday and Thursday' }),
    ).toBeVisible();
    await field.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Repeats every Tuesday and Thursday.' }),
    ).toBeVisible();

    const events = await apiData<(ServerEvent & { byWeekday?: number[] })[]>(
      request,
      page,
      'GET',
      '/calendar/calendar',
    );
    expect(events).toEqual([
      expect.objectContaining({ title: 'Yoga', recurrence: 'weekly', byWeekday: [2, 4] }),
    ]);
    // The week after the first one (Sunday to Saturday): its Tuesday and its Thursday at 18:00.
    const first = Date.parse(`${events[0]!.startDate.slice(0, 10)}T12:00:00Z`);
    const sunday = first + (7 - new Date(first).getUTCDay()) * 86_400_000;
    const day = (offset: number) =>
      new Date(sunday + offset * 86_400_000).toISOString().slice(0, 10);
    await jumpTo(page, day(0), 'Week');
    const chips = eventOnCalendar(page, 'Yoga');
    await expect(chips).toHaveCount(2);
    for (const date of [day(2), day(4)]) await expectOneAt(page, chips, date, '18:00:00');
  });

  test('times said together make an event at each, in one request, and the day shows both', async ({
    page,
    request,
  }) => {
    const field = await calendarField(page);
    await field.fill('Take meds tomorrow 9am and 9pm daily');
    await expect(
      page.getByRole('button', { name: /^Remove date: tomorrow 9:00\sAM and 9:00\sPM$/ }),
    ).toBeVisible();
    await field.press('Enter');
    await expect(
      page.getByRole('status').filter({
        hasText: /Event “Take meds” added on .* at 9:00\sAM and 9:00\sPM\. Repeats every day\./,
      }),
    ).toBeVisible();

    const tomorrow = parisDay(1);
    const events = await apiData<ServerEvent[]>(request, page, 'GET', '/calendar/calendar');
    expect(
      events.map(({ title, startDate, endDate, recurrence }) => ({
        title,
        startDate: startDate.slice(0, 16),
        endDate: endDate.slice(0, 16),
        recurrence,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          title: 'Take meds',
          startDate: `${tomorrow}T09:00`,
          endDate: `${tomorrow}T10:00`,
          recurrence: 'daily',
        },
        {
          title: 'Take meds',
          startDate: `${tomorrow}T21:00`,
          endDate: `${tomorrow}T22:00`,
          recurrence: 'daily',
        },
      ]),
    );
    expect(events).toHaveLength(2);

    // Tomorrow's column has the two of them, at 09:00 and at 21:00.
    await jumpTo(page, tomorrow, 'Day');
    const chips = eventOnCalendar(page, 'Take meds');
    await expect(chips).toHaveCount(2);
    for (const time of ['09:00:00', '21:00:00']) await expectOneAt(page, chips, tomorrow, time);
  });

  test('days said together make the event on each of them, at the time said', async ({
    page,
    request,
  }) => {
    // Two days ahead and four days ahead, said as a person writes them: "Dec 4 and Dec 6".
    const [first, second] = [parisDay(2), parisDay(4)];
    const said = (date: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(
        new Date(`${date}T12:00:00Z`),
      );
    const field = await calendarField(page);
    await field.fill(`Lab session ${said(first)} and ${said(second)} at 2pm`);
    await expect(
      page.getByRole('button', { name: /^Remove date: .+ and .+ 2:00\sPM$/ }),
    ).toBeVisible();
    await field.press('Enter');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /Event “Lab session” added on .+ and .+ at 2:00/ }),
    ).toBeVisible();

    const events = await apiData<ServerEvent[]>(request, page, 'GET', '/calendar/calendar');
    expect(
      events.map(({ title, startDate, endDate }) => ({
        title,
        startDate: startDate.slice(0, 16),
        endDate: endDate.slice(0, 16),
      })),
    ).toEqual(
      expect.arrayContaining([
        { title: 'Lab session', startDate: `${first}T14:00`, endDate: `${first}T15:00` },
        { title: 'Lab session', startDate: `${second}T14:00`, endDate: `${second}T15:00` },
      ]),
    );
    expect(events).toHaveLength(2);

    // Each day's column has it at 14:00.
    for (const day of [first, second]) {
      await jumpTo(page, day, 'Day');
      const chips = eventOnCalendar(page, 'Lab session');
      await expect(chips).toHaveCount(1);
      await expectOneAt(page, chips, day, '14:00:00');
    }
  });

  test('removing a chip keeps its words in the title; a sentence without a title saves nothing', async ({
    page,
    request,
  }) => {
    await signInAsGuest(page);
    const field = page.getByRole('textbox', { name: 'Quick add a task' });
    await field.fill('Buy milk tomorrow urgent');
    await page.getByRole('button', { name: 'Remove priority: high' }).click();
    await expect(page.getByRole('button', { name: 'Remove priority: high' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove date: tomorrow' })).toBeVisible();
    await expect(field).toBeFocused();
    await field.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Task “Buy milk urgent” added, due' }),
    ).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Most urgent open tasks' }).getByText('Buy milk urgent'),
    ).toBeVisible();

    await field.fill('tomorrow 6pm');
    await field.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(
      'Add a title: this sentence only says when or how. Nothing was saved.',
    );
    await field.press('Escape');
    await expect(field).toHaveValue('');
    await expect(page.getByRole('alert')).toHaveCount(0);

    const tasks = await apiData<ServerTask[]>(request, page, 'GET', '/task/task');
    expect(tasks).toEqual([
      expect.objectContaining({
        title: 'Buy milk urgent',
        priority: 'medium',
        deadline: parisDay(1),
      }),
    ]);
    const events = await apiData<ServerEvent[]>(request, page, 'GET', '/calendar/calendar');
    expect(events).toEqual([]);
  });

  test('the task list has its own field: the sentence is a task at the top of the list and on the server', async ({
    page,
    request,
  }) => {
    await signInAsGuest(page);
    await page.getByRole('link', { name: 'Tasks', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/tasks$/);
    await expect(page.getByText('Nothing to do. Enjoy!')).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Quick add a task' });
    await field.fill('Water the plants');
    await field.press('Enter');
    await expect(field).toHaveValue('');
    await field.fill('Hand in the report by friday, urgent');
    await expect(page.getByRole('button', { name: 'Remove priority: high' })).toBeVisible();
    await field.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Task “Hand in the report” added, due' }),
    ).toBeVisible();
    await expect(page.getByTestId('task-row')).toHaveCount(2);
    await expect(page.getByTestId('task-row').first()).toContainText('Hand in the report');
    // The list's box is as tall as its two rows, not an empty frame down the window.
    const rows = await page
      .getByTestId('task-row')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    const box = await page.getByTestId('task-scroller').boundingBox();
    expect(box!.height).toBeLessThanOrEqual(rows[0]! + rows[1]! + 4);

    const tasks = await apiData<ServerTask[]>(request, page, 'GET', '/task/task');
    expect(
      tasks
        .map(({ title, priority }) => ({ title, priority }))
        .sort((a, b) => a.title.localeCompare(b.title)),
    ).toEqual([
      { title: 'Hand in the report', priority: 'high' },
      { title: 'Water the plants', priority: 'medium' },
    ]);
    expect(tasks.find((task) => task.priority === 'high')!.deadline).toMatch(
      new RegExp(`^${nextFriday()}`),
    );
  });
});

test.describe('quick add in French', () => {
  test.use({ locale: 'fr-FR' });

  test("« réviser l'examen avant vendredi urgent » dans la barre des tâches crée une tâche pour vendredi, priorité haute", async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: french('Continue as guest', 'shell') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const field = page.getByRole('textbox', { name: 'Ajouter rapidement une tâche' });
    await field.fill("réviser l'examen avant vendredi urgent");
    await expect(page.getByRole('button', { name: /^Retirer l’échéance : / })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retirer la priorité : haute' })).toBeVisible();
    await expect(page.getByText('Nouvelle tâche', { exact: true })).toBeVisible();
    await field.press('Enter');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: "Tâche « réviser l'examen » ajoutée, échéance le vendredi" }),
    ).toBeVisible();

    const friday = nextFriday();
    const tasks = await apiData<ServerTask[]>(request, page, 'GET', '/task/task');
    expect(tasks).toEqual([
      expect.objectContaining({ title: "réviser l'examen", deadline: friday, priority: 'high' }),
    ]);

    await page.goto('/dashboard/tasks');
    const shown = page
      .getByTestId('task-row')
      .filter({ has: page.getByText("réviser l'examen", { exact: true }) });
    const [y, m, d] = friday.split('-').map(Number) as [number, number, number];
    const dueText = new Intl.DateTimeFormat('fr', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(new Date(y, m - 1, d));
    await expect(shown).toContainText(`Échéance ${dueText}`);
    await expect(shown).toContainText('priorité haute');
  });
});
