// Browser tests of the dashboard calendar: create (create button and drag-select) with validation, drag-move,
// recurring edits with this / following / all, delete with confirmation, and the events sidebar.
import { expect, test } from '@playwright/test';
import { API_CALL } from './tasks-support';
import {
  WEEK,
  boxOf,
  boxOfOne,
  calendar,
  chooseScope,
  createEvent,
  drag,
  eventOnCalendar,
  fillEventPopup,
  jumpTo,
  serverEvents,
  settled,
  signInAsGuest,
  slotPoint,
} from './calendar-support';
import { dateText, fillTime, shownTime } from '../support/dateTime';

test.use({ timezoneId: 'Europe/Paris' });

test.describe('calendar events', () => {
  test('creates from the create button (with validation) and by drag-selecting, then moves and resizes by dragging', async ({
    page,
    request,
  }) => {
    await signInAsGuest(page);
    await expect(calendar(page)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Week view' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await jumpTo(page, WEEK.tue);

    // The shell's create button asks the calendar for a new event over the bus.
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('menuitem', { name: 'New event' }).click();
    const dialog = page.getByRole('dialog', { name: 'New event' });
    await fillEventPopup(dialog, {
      title: 'Dentist',
      startDate: WEEK.tue,
      startTime: '10:00',
      endTime: '09:00',
    });
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog.getByText('End time must be after start time.')).toBeVisible();
    expect(await serverEvents(request, page)).toEqual([]);
    await fillTime(dialog.getByLabel('End time'), '11:00');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(eventOnCalendar(page, 'Dentist')).toBeVisible();
    expect(await serverEvents(request, page)).toEqual([
      expect.objectContaining({
        title: 'Dentist',
        startDate: '2030-01-08T10:00:00+01:00',
        endDate: '2030-01-08T11:00:00+01:00',
        recurrence: 'none',
        recurrenceId: null,
      }),
    ]);

    // Drag-select 14:00 to 15:00 on Wednesday opens the popup on that range.
    await drag(
      page,
      await slotPoint(page, WEEK.wed, '14:00:00'),
      await slotPoint(page, WEEK.wed, '14:30:00'),
    );
    const selected = page.getByRole('dialog', { name: 'New event' });
    await expect(selected.getByLabel('Start date')).toHaveValue(dateText(WEEK.wed));
    await expect(selected.getByLabel('Start time')).toHaveValue(shownTime('14:00'));
    await expect(selected.getByLabel('End time')).toHaveValue(shownTime('15:00'));
    await selected.getByLabel('Title').fill('Review');
    await selected.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(selected).toBeHidden();
    await expect(eventOnCalendar(page, 'Review')).toBeVisible();

    // Resize the review by dragging its bottom edge down one hour: it ends at 16:00.
    // The target first: finding it may scroll the page, which would move the edge measured before it.
    const target = await slotPoint(page, WEEK.wed, '15:30:00');
    const review = await boxOf(eventOnCalendar(page, 'Review'));
    const edge = { x: review.x + review.width / 2, y: review.y + review.height - 3 };
    await page.mouse.move(edge.x, edge.y - 10);
    await drag(page, edge, { x: edge.x, y: target.y + 8 });
    await expect
      .poll(
        async () => (await serverEvents(request, page)).find((e) => e.title === 'Review')?.endDate,
      )
      .toBe('2030-01-09T16:00:00+01:00');

    // Drag-move the dentist from Tuesday to Thursday, same time, once the view has drawn the resize's save
    // (a press during that redraw was lost once, on a loaded machine).
    await settled(page);
    const thu = await slotPoint(page, WEEK.thu, '10:00:00');
    const box = await boxOf(eventOnCalendar(page, 'Dentist'));
    const from = { x: box.x + box.width / 2, y: box.y + 8 };
    await drag(page, from, { x: thu.x, y: from.y });
    await expect
      .poll(
        async () =>
          (await serverEvents(request, page)).find((e) => e.title === 'Dentist')?.startDate,
      )
      .toBe('2030-01-10T10:00:00+01:00');
    // The calendar draws it there once the server said yes (the store changes, then the view).
    await expect
      .poll(async () => {
        const moved = await boxOfOne(eventOnCalendar(page, 'Dentist'));
        return moved ? Math.abs(moved.x + moved.width / 2 - thu.x) : Infinity;
      })
      .toBeLessThan(60);
    await expect(eventOnCalendar(page, 'Dentist')).toHaveCount(1);

    // Reload: the moved event is still on Thursday (it came back from the server).
    await page.reload();
    await jumpTo(page, WEEK.thu);
    await expect(eventOnCalendar(page, 'Dentist')).toBeVisible();
  });

  test('an event moved while another change is being saved is drawn once, where it was dropped', async ({
    page,
    request,
  }) => {
    await signInAsGuest(page);
    await jumpTo(page, WEEK.tue);
    await createEvent(page, {
      title: 'Dentist',
      startDate: WEEK.tue,
      startTime: '10:00',
      endTime: '11:00',
    });
    await createEvent(page, {
      title: 'Review',
      startDate: WEEK.wed,
      startTime: '14:00',
      endTime: '15:00',
    });
    // The points first: finding a slot scrolls the grid.
    const thu = await slotPoint(page, WEEK.thu, '10:00:00');
    const reviewEnd = (await slotPoint(page, WEEK.wed, '15:30:00')).y + 8;
    const review = await boxOf(eventOnCalendar(page, 'Review'));
    const dentist = await boxOf(eventOnCalendar(page, 'Dentist'));

    // The review's resize is answered only once the dentist's drag has begun: its data lands mid-drag.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let held = false;
    await page.route(API_CALL, async (route) => {
      if (!held && route.request().method() !== 'GET') {
        held = true;
        await answered;
      }
      await route.continue();
    });
    const edge = { x: review.x + review.width / 2, y: review.y + review.height - 3 };
    await page.mouse.move(edge.x, edge.y - 10);
    await drag(page, edge, { x: edge.x, y: reviewEnd });
    const from = { x: dentist.x + dentist.width / 2, y: dentist.y + 8 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 2, from.y + 2, { steps: 3 });
    await page.mouse.move((from.x + thu.x) / 2, from.y, { steps: 6 });
    answer();
    await expect
      .poll(
        async () => (await serverEvents(request, page)).find((e) => e.title === 'Review')?.endDate,
      )
      .toBe('2030-01-09T16:00:00+01:00');
    await page.mouse.move(thu.x, from.y, { steps: 6 });
    await page.mouse.up();
    await expect
      .poll(
        async () =>
          (await serverEvents(request, page)).find((e) => e.title === 'Dentist')?.startDate,
      )
      .toBe('2030-01-10T10:00:00+01:00');
    // Once, on Thursday (it was drawn twice, side by side, when the data changed during the drag). The
    // view draws it there after the server's yes (the store changes, then the view).
    await expect
      .poll(async () => {
        const moved = await eventOnCalendar(page, 'Dentist').boundingBox();
        return Math.abs((moved?.x ?? 0) + (moved?.width ?? 0) / 2 - thu.x);
      })
      .toBeLessThan(60);
    await expect(eventOnCalendar(page, 'Dentist')).toHaveCount(1);
  });

  test('edits a weekly series with this event, this and following, and all events', async ({
    page,
    request,
  }) => {
    await signInAsGuest(page);
    await jumpTo(page, WEEK.mon);
    await createEvent(page, {
      title: 'Yoga',
      startDate: WEEK.mon,
      startTime: '08:00',
      endTime: '09:00',
      repeat: 'Every week',
    });
    await expect(eventOnCalendar(page, 'Yoga')).toHaveCount(1);
    const [series] = await serverEvents(request, page);
    expect(series).toMatchObject({ recurrence: 'weekly', startDate: '2030-01-07T08:00:00+01:00' });
    expect(series?.recurrenceId).toBeTruthy();

    const openOn = async (date: string, title: string) => {
      await jumpTo(page, date);
      await eventOnCalendar(page, title).click();
      return page.getByRole('dialog', { name: 'Edit event' });
    };

    // This event: only Jan 14 changes.
    let dialog = await openOn('2030-01-14', 'Yoga');
    await expect(dialog.getByLabel('Start date')).toHaveValue(dateText('2030-01-14'));
    await dialog.getByLabel('Title').fill('Yoga in the park');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await chooseScope(page, 'edit', 'This event');
    await expect(dialog).toBeHidden();
    await expect(eventOnCalendar(page, 'Yoga in the park')).toBeVisible();
    await jumpTo(page, '2030-01-21');
    await expect(eventOnCalendar(page, 'Yoga')).toBeVisible();
    await jumpTo(page, WEEK.mon);
    await expect(eventOnCalendar(page, 'Yoga')).toBeVisible();

    // This and following: from Jan 28 on.
    dialog = await openOn('2030-01-28', 'Yoga');
    await dialog.getByLabel('Title').fill('Hot yoga');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await chooseScope(page, 'edit', 'This and following events');
    await expect(eventOnCalendar(page, 'Hot yoga')).toBeVisible();
    await jumpTo(page, '2030-02-04');
    await expect(eventOnCalendar(page, 'Hot yoga')).toBeVisible();
    await jumpTo(page, '2030-01-21');
    await expect(eventOnCalendar(page, 'Yoga')).toBeVisible();

    // All events of the first series: 07:00 instead of 08:00 (its moved occurrence is dropped).
    dialog = await openOn(WEEK.mon, 'Yoga');
    await fillTime(dialog.getByLabel('Start time'), '07:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await chooseScope(page, 'edit', 'All events');
    const all = await serverEvents(request, page);
    const first = all.find(
      (e) => e.recurrenceId === series?.recurrenceId && e.originalStart === null,
    );
    expect(first).toMatchObject({ title: 'Yoga', startDate: '2030-01-07T07:00:00+01:00' });
    expect(
      all
        .filter((e) => e.recurrence === 'weekly')
        .map((e) => e.title)
        .sort(),
    ).toEqual(['Hot yoga', 'Yoga']);
    await jumpTo(page, '2030-01-21');
    await expect(eventOnCalendar(page, 'Yoga')).toContainText('7');
  });

  test('deletes a single event after confirmation and one occurrence of a series', async ({
    page,
    request,
  }) => {
    await signInAsGuest(page);
    await jumpTo(page, WEEK.mon);
    await createEvent(page, {
      title: 'Lunch with Sam',
      startDate: WEEK.tue,
      startTime: '12:00',
      endTime: '13:00',
    });
    await createEvent(page, {
      title: 'Standup',
      startDate: WEEK.mon,
      startTime: '09:00',
      endTime: '09:15',
      repeat: 'Every weekday (Monday to Friday)',
    });
    await expect(eventOnCalendar(page, 'Standup')).toHaveCount(5);

    // A single event: the popup's delete asks first; cancel keeps it.
    await eventOnCalendar(page, 'Lunch with Sam').click();
    let dialog = page.getByRole('dialog', { name: 'Edit event' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete event' });
    await expect(confirm).toContainText('Delete "Lunch with Sam"?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(eventOnCalendar(page, 'Lunch with Sam')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(eventOnCalendar(page, 'Lunch with Sam')).toHaveCount(0);

    // One occurrence of the series (Wednesday): the others stay.
    await eventOnCalendar(page, 'Standup').nth(2).click();
    dialog = page.getByRole('dialog', { name: 'Edit event' });
    await expect(dialog.getByLabel('Start date')).toHaveValue(dateText(WEEK.wed));
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await chooseScope(page, 'delete', 'This event');
    await expect(eventOnCalendar(page, 'Standup')).toHaveCount(4);
    const stored = await serverEvents(request, page);
    expect(stored.map((e) => e.title)).not.toContain('Lunch with Sam');
    expect(stored.filter((e) => e.cancelled)).toHaveLength(1);
  });

  test("the events sidebar lists today's and the next days' events", async ({ page }) => {
    await signInAsGuest(page);
    const sidebar = page.getByRole('region', { name: 'Upcoming events' });
    await expect(sidebar.getByText('Nothing planned in the next 7 days.')).toBeVisible();
    const tomorrow = await page.evaluate(() => {
      const d = new Date();
      d.setDate(d.getDate() + 1);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    await createEvent(page, {
      title: 'Piano lesson',
      startDate: tomorrow,
      startTime: '17:00',
      endTime: '18:00',
    });
    await expect(sidebar.getByText('Tomorrow')).toBeVisible();
    await expect(sidebar.getByTestId('sidebar-event')).toHaveText([/Piano lesson/]);
  });
});
