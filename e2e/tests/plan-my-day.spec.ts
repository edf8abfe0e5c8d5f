// Browser tests of tasks on the calendar: "Plan my day" proposes ghost blocks around the profile's lunch, sleep,
// commute and the day's events, "Accept all" stores them in one request and they stay after a reload; a task
// dragged from the tasks sidebar onto Tuesday 10:00 is scheduled there.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_PROFILE } from '@planner/shared/model/constants';
import { WEEK, api, calendar, drag, jumpTo, signInAsGuest, slotPoint } from './calendar-support';
import { serverTasks } from './tasks-support';

// Clocks in UTC, and the page's "now" at 07:00 today: the day ahead has room before lunch.
test.use({ timezoneId: 'UTC' });

const today = () => new Date().toISOString().slice(0, 10);

async function createTask(
  request: APIRequestContext,
  page: Page,
  title: string,
  fields: Record<string, unknown> = {},
) {
  const created = await api(request, page, 'POST', '/task/create', {
    task: {
      title,
      priority: 'medium',
      estimatedTimeRange: '15to2Hour',
      // Before the page's 07:00: completing it on the page must not predate its creation (the api refuses
      // that), whatever the time of day the test runs.
      createdAt: `${today()}T06:00:00.000Z`,
      lastUpdated: Date.now(),
      ...fields,
    },
  });
  expect(created.success).toBe(true);
}

/** "Tue, Jun 16, 7:05 AM – 8:05 AM" → minutes after midnight of its start and end. */
function minutesOf(text: string): { start: number; end: number } {
  const m = /(\d{1,2}):(\d{2})\s(AM|PM)\s– (\d{1,2}):(\d{2})\s(AM|PM)/.exec(text);
  if (!m) throw new Error(`no time range in "${text}"`);
  const clock = (h: string, min: string, half: string) =>
    ((Number(h) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(min);
  return {
    start: clock(m[1] ?? '', m[2] ?? '', m[3] ?? ''),
    end: clock(m[4] ?? '', m[5] ?? '', m[6] ?? ''),
  };
}

test.describe('plan my day', () => {
  test('proposes ghost blocks around lunch, sleep and events, accepts all in one request, keeps them after reload', async ({
    page,
    request,
  }) => {
    await page.clock.install({ time: new Date(`${today()}T07:00:00Z`) });
    await signInAsGuest(page);
    const saved = await api(request, page, 'PUT', '/profile/update', {
      profile: {
        ...DEFAULT_PROFILE,
        isProfileCompleted: true,
        transportMode: 'car',
        commuteDurationMin: 15,
        lunchTime: '12:30',
        bedtime: '23:00',
        wakeUpTime: '07:00',
      },
    });
    expect(saved.success).toBe(true);
    const event = await api(request, page, 'POST', '/calendar/create', {
      event: {
        title: 'Team meeting',
        startDate: `${today()}T09:00:00Z`,
        endDate: `${today()}T10:00:00Z`,
        timeZone: 'UTC',
        lastUpdated: Date.now(),
      },
    });
    expect(event.success).toBe(true);
    await createTask(request, page, 'Write the report', { priority: 'high' });
    await createTask(request, page, 'Call the bank', { estimatedTimeRange: 'lessThan15Min' });
    await createTask(request, page, 'Plan the trip', {
      priority: 'low',
      estimatedTimeRange: 'moreThan2Hour',
    });
    await page.reload();
    await expect(calendar(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Plan the trip', exact: true })).toBeVisible();

    const applies: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/task/apply')) applies.push(r.url());
    });
    await page.getByRole('button', { name: 'Plan my day' }).click();
    const panel = page.getByRole('region', { name: 'Proposed plan for today' });
    await expect(panel).toBeVisible();
    const placements = panel.getByTestId('plan-placement');
    await expect(placements).toHaveCount(3);
    await expect(calendar(page).getByTestId('calendar-ghost')).toHaveCount(3);

    // Each proposal is after now and waking up (07:00), not over the commute (08:45-09:00), the
    // meeting (09:00-10:00) or lunch (12:30-13:15), 5 minutes apart from each, and before bedtime.
    const busy = [
      [8 * 60 + 45, 9 * 60],
      [9 * 60, 10 * 60],
      [12 * 60 + 30, 13 * 60 + 15],
    ];
    const times = (await placements.allTextContents()).map(minutesOf);
    for (const { start, end } of times) {
      expect(start).toBeGreaterThanOrEqual(7 * 60);
      expect(end).toBeLessThanOrEqual(22 * 60);
      for (const [from, to] of busy) {
        expect(end + 5 <= (from ?? 0) || (to ?? 0) + 5 <= start).toBe(true);
      }
    }
    // Read as a schedule: in time order.
    expect(times.map((t) => t.start)).toEqual(times.map((t) => t.start).sort((a, b) => a - b));
    // The profile gives its night: the panel does not speak of it.
    await expect(panel.getByText(/does not say when you sleep/)).toHaveCount(0);

    await panel.getByRole('button', { name: 'Accept all 3 tasks' }).click();
    await expect(panel.getByText('3 tasks added to the calendar.')).toBeVisible();
    await expect(calendar(page).getByTestId('calendar-ghost')).toHaveCount(0);
    const blocks = calendar(page).getByTestId('calendar-task');
    await expect(blocks).toHaveCount(3);
    expect(applies).toHaveLength(1);
    const stored = await serverTasks(request, page);
    expect(stored.filter((t) => t.scheduledStart !== undefined)).toHaveLength(3);

    await page.reload();
    await expect(calendar(page).getByTestId('calendar-task')).toHaveCount(3);
    for (const title of ['Write the report', 'Call the bank', 'Plan the trip']) {
      await expect(
        calendar(page).getByTestId('calendar-task').filter({ hasText: title }),
      ).toBeVisible();
    }
    // A block's checkbox completes the task there.
    // The box is ticked once the server stored the change (the sync rule), not before.
    await calendar(page).getByRole('checkbox', { name: 'Done: Write the report' }).click();
    await expect
      .poll(
        async () =>
          (await serverTasks(request, page)).find((t) => t.title === 'Write the report')?.done,
      )
      .toBe(true);
    // A completed task keeps its block until it is purged.
    await expect(calendar(page).getByRole('checkbox', { name: /Write the report/ })).toBeChecked();
  });

  test('a new profile says nothing of its night: the plan starts at 08:00, says so and leads to the profile', async ({
    page,
    request,
  }) => {
    // 06:00, the calendar's first hour: a plan used to propose the task right then.
    await page.clock.install({ time: new Date(`${today()}T06:00:00Z`) });
    await signInAsGuest(page);
    // A quarter of an hour: it fits before a weekday's commute (the new profile's 15 minutes by car, ending
    // at 09:00), so the start is the same on every day of the week.
    await createTask(request, page, 'Water the plants', {
      createdAt: `${today()}T05:00:00.000Z`,
      estimatedTimeRange: 'lessThan15Min',
    });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Water the plants', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Plan my day' }).click();
    const panel = page.getByRole('region', { name: 'Proposed plan for today' });
    await expect(panel.getByTestId('plan-placement')).toHaveCount(1);
    expect(minutesOf(await panel.getByTestId('plan-placement').innerText())).toEqual({
      start: 8 * 60,
      end: 8 * 60 + 15,
    });
    await expect(
      panel.getByText(
        'Your profile does not say when you sleep, so tasks are planned between 8:00 AM and 10:00 PM.',
      ),
    ).toBeVisible();
    await panel.getByRole('button', { name: 'Set your sleep times' }).click();
    // The profile opens at its sleep times, the bedtime ready for typing.
    await expect(page).toHaveURL(/\/dashboard\/profile#profile-sleep$/);
    const bedtime = page.getByRole('group', { name: 'Sleep' }).getByLabel('I go to bed at');
    await expect(bedtime).toBeFocused();
    await expect(bedtime).toBeInViewport();
  });

  test('“Answer emails for 30 min” typed in the sidebar is planned for 30 minutes, not its range’s hour', async ({
    page,
    request,
  }) => {
    await page.clock.install({ time: new Date(`${today()}T06:00:00Z`) });
    await signInAsGuest(page);
    const field = page.getByRole('textbox', { name: 'Quick add a task' });
    await field.fill('Answer emails for 30 min');
    await field.press('Enter');
    await expect(page.getByRole('button', { name: 'Answer emails', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Plan my day' }).click();
    const panel = page.getByRole('region', { name: 'Proposed plan for today' });
    await expect(panel.getByTestId('plan-placement')).toHaveCount(1);
    expect(minutesOf(await panel.getByTestId('plan-placement').innerText())).toEqual({
      start: 8 * 60,
      end: 8 * 60 + 30,
    });
    await panel.getByRole('button', { name: 'Accept Answer emails' }).click();
    await expect
      .poll(async () => (await serverTasks(request, page))[0])
      .toMatchObject({
        estimatedTimeRange: '15to2Hour',
        estimatedMinutes: 30,
        scheduledMinutes: 30,
      });
  });

  test('a task dragged from the sidebar onto Tuesday 10:00 is there after a reload, and can be unscheduled', async ({
    page,
    request,
  }) => {
    await signInAsGuest(page);
    await createTask(request, page, 'Book the dentist', { estimatedTimeRange: 'lessThan15Min' });
    await page.reload();
    await jumpTo(page, WEEK.tue, 'Week');
    const item = page.locator('[data-planner-task-id]').filter({ hasText: 'Book the dentist' });
    await expect(item).toBeVisible();
    const box = await item
      .getByRole('button', { name: 'Book the dentist', exact: true })
      .boundingBox();
    if (!box) throw new Error('no sidebar row');
    await drag(
      page,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      await slotPoint(page, WEEK.tue, '10:00:00'),
    );
    const block = calendar(page)
      .getByTestId('calendar-task')
      .filter({ hasText: 'Book the dentist' });
    await expect(block).toBeVisible();
    await expect
      .poll(async () => {
        const t = (await serverTasks(request, page)).find((x) => x.title === 'Book the dentist');
        return t ? [t.scheduledStart, t.scheduledMinutes] : null;
      })
      .toEqual([`${WEEK.tue}T10:00:00+00:00`, 15]);
    // The sidebar shows its time.
    await expect(item).toContainText(/10:00\sAM\s– 10:15\sAM/);

    await page.reload();
    await jumpTo(page, WEEK.tue, 'Week');
    await expect(block).toBeVisible();

    await block.click();
    const dialog = page.getByRole('dialog', { name: 'Book the dentist' });
    await dialog.getByRole('button', { name: 'Unschedule' }).click();
    await expect(dialog).toBeHidden();
    await expect(block).toHaveCount(0);
  });
});
