// The subscription feed's section: make the link, copy it, reset it (the address changes), failures said.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarFeed } from '@planner/shared/model';
import { setupI18n } from '../testing/setupTests';
import { CalendarFeedSection, type FeedApi } from './CalendarFeedSection';

beforeAll(async () => {
  await setupI18n();
});

const feedWith = (token: string | null, includeTasks = false): CalendarFeed => ({
  token,
  path: token ? `/connect/calendar/feed/${token}.ics` : null,
  includeTasks,
});

function fakeApi(
  start: string | null,
): FeedApi & { tokens: string[]; options: Array<{ includeTasks: boolean }> } {
  let current = start;
  let withTasks = false;
  let n = 0;
  const tokens: string[] = [];
  const options: Array<{ includeTasks: boolean }> = [];
  const next = () => {
    current = `token${++n}${'x'.repeat(24)}`;
    tokens.push(current);
    return { ok: true as const, data: feedWith(current, withTasks) };
  };
  return {
    tokens,
    options,
    read: async () => ({ ok: true, data: feedWith(current, withTasks) }),
    create: async () => next(),
    reset: async () => next(),
    setOptions: async (chosen) => {
      options.push(chosen);
      withTasks = chosen.includeTasks;
      return { ok: true, data: feedWith(current, withTasks) };
    },
    url: (feed) => (feed.path ? `https://api.example.com${feed.path}` : null),
  };
}

describe('CalendarFeedSection', () => {
  it('puts the open tasks with a deadline into the subscription on request, and takes them out', async () => {
    const api = fakeApi(`token0${'x'.repeat(24)}`);
    render(<CalendarFeedSection api={api} outside={null} />);
    const tasksSwitch = await screen.findByRole('switch', {
      name: 'Also show my open tasks that have a deadline, as all-day items on that day',
    });
    expect(tasksSwitch).not.toBeChecked();
    await userEvent.click(tasksSwitch);
    expect(
      await screen.findByText('Tasks with a deadline are now in the subscription.'),
    ).toBeInTheDocument();
    expect(tasksSwitch).toBeChecked();
    await userEvent.click(tasksSwitch);
    expect(await screen.findByText('Tasks are no longer in the subscription.')).toBeInTheDocument();
    expect(tasksSwitch).not.toBeChecked();
    expect(api.options).toEqual([{ includeTasks: true }, { includeTasks: false }]);
  });

  it('makes the private link on request, copies it, and resets it after a confirmation', async () => {
    const api = fakeApi(null);
    const writeText = jest.fn(async () => {});
    Object.assign(navigator, { clipboard: { writeText } });
    render(<CalendarFeedSection api={api} outside={null} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create my private link' }));
    const field = await screen.findByLabelText('Private subscription address');
    const first = `https://api.example.com/connect/calendar/feed/${api.tokens[0]}.ics`;
    expect(field).toHaveValue(first);

    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(first);
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset the private link?' });
    expect(dialog).toHaveTextContent('The current address stops working at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    expect(
      await screen.findByText('A new link is ready; the old one no longer works.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Private subscription address')).toHaveValue(
      `https://api.example.com/connect/calendar/feed/${api.tokens[1]}.ics`,
    );
  });

  it('says so when the link cannot be loaded', async () => {
    const api: FeedApi = {
      ...fakeApi(null),
      read: async () => ({
        ok: false,
        error: 'error-occurred',
        kind: 'unreachable',
        status: null,
        message: 'x',
        messageKey: 'common:errors.unreachable',
      }),
    };
    render(<CalendarFeedSection api={api} outside={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The private link could not be loaded or changed.',
    );
  });
});
