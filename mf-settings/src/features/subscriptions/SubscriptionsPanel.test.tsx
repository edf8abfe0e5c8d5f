// Outside calendars in the settings, over the real data layer and a memory api: add (with the address
// checked and an unreadable one refused with why), the list with its last update and last error, hide and
// show, refresh now, remove after a confirmation.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarEvent } from '@planner/shared/model';
import { DataProvider, queryClient } from '@planner/shared/sync';
import { installMemoryApi, type MemoryApi } from '@planner/shared/testing';
import { setupI18n } from '../testing/setupTests';
import { SubscriptionsPanel } from './SubscriptionsPanel';

const CLUB = 'https://club.example/calendar.ics';

function event(title: string): CalendarEvent {
  return {
    id: `e-${title}`,
    title,
    description: '',
    color: '#FF6700',
    allDay: false,
    startDate: '2030-03-10T09:00:00Z',
    endDate: '2030-03-10T10:00:00Z',
    timeZone: 'UTC',
    recurrence: 'none',
    recurrenceId: null,
    recurrenceEnd: null,
    originalStart: null,
    cancelled: false,
    reminderMinutes: null,
    presetId: null,
    lastUpdated: 1,
  };
}

let api: MemoryApi;

beforeEach(async () => {
  await setupI18n();
  queryClient.clear();
  api = installMemoryApi({ outsideCalendars: { [CLUB]: [event('Training'), event('Match')] } });
});

function renderPanel() {
  return render(
    <DataProvider>
      <SubscriptionsPanel />
    </DataProvider>,
  );
}

async function subscribe(url: string, name: string) {
  await userEvent.clear(screen.getByLabelText(/Calendar address/));
  if (url) await userEvent.type(screen.getByLabelText(/Calendar address/), url);
  await userEvent.clear(screen.getByLabelText(/^Name/));
  if (name) await userEvent.type(screen.getByLabelText(/^Name/), name);
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('SubscriptionsPanel', () => {
  it('says there is none, checks the address, then adds a calendar and lists it', async () => {
    renderPanel();
    expect(await screen.findByText('You do not subscribe to any calendar yet.')).toBeVisible();

    await subscribe('ftp://club.example/a.ics', '');
    expect(
      screen.getByText('Enter an address starting with https:// (or webcal://).'),
    ).toBeVisible();
    expect(screen.getByText('Give this calendar a name.')).toBeVisible();
    expect(api.calls).not.toContain('POST /calendar/subscriptions');

    await subscribe(CLUB, 'Club');
    expect(
      await screen.findByText('“Club” was added: its events are on your calendar.'),
    ).toBeVisible();
    const item = screen.getByRole('listitem', { name: 'Club' });
    expect(item).toHaveTextContent(CLUB);
    expect(item).toHaveTextContent(/Updated on .* at .*2 events/);
    expect(screen.getByLabelText(/Calendar address/)).toHaveValue('');
  });

  it('refuses an address that cannot be read, saying why, and adds nothing', async () => {
    renderPanel();
    await screen.findByText('You do not subscribe to any calendar yet.');
    await subscribe('https://nowhere.example/missing.ics', 'Missing');
    expect(
      await screen.findByText(
        'This calendar could not be added. The calendar’s server answered with an error (404).'.replace(
          '’',
          "'",
        ),
      ),
    ).toBeVisible();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('hides and shows, refreshes now (a failure says why and keeps the events), removes after a confirmation', async () => {
    renderPanel();
    await screen.findByText('You do not subscribe to any calendar yet.');
    await subscribe(CLUB, 'Club');
    const item = await screen.findByRole('listitem', { name: 'Club' });

    await userEvent.click(within(item).getByRole('button', { name: 'Hide on the calendar' }));
    expect(await screen.findByText('“Club” is hidden on the calendar.')).toBeVisible();
    expect(within(item).getByText('Hidden')).toBeVisible();
    expect(api.data.subscriptions[0]?.hidden).toBe(true);
    await userEvent.click(within(item).getByRole('button', { name: 'Show on the calendar' }));
    expect(await screen.findByText('“Club” is shown on the calendar.')).toBeVisible();
    expect(within(item).queryByText('Hidden')).toBeNull();

    api.data.outsideCalendars[CLUB] = { reason: 'timeout', status: null };
    await userEvent.click(within(item).getByRole('button', { name: 'Refresh now' }));
    expect(
      await screen.findByText(
        "“Club” could not be updated: The calendar's server took too long to answer.",
      ),
    ).toBeVisible();
    expect(item).toHaveTextContent(
      "The last update failed: The calendar's server took too long to answer. The events shown are from the last successful update.",
    );
    expect(item).toHaveTextContent('2 events');

    api.data.outsideCalendars[CLUB] = [event('Training')];
    await userEvent.click(within(item).getByRole('button', { name: 'Refresh now' }));
    expect(await screen.findByText('“Club” is up to date.')).toBeVisible();
    expect(item).not.toHaveTextContent('The last update failed');
    expect(item).toHaveTextContent('1 event');

    await userEvent.click(within(item).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove “Club”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('“Club” was removed.')).toBeVisible();
    expect(screen.queryByRole('listitem', { name: 'Club' })).toBeNull();
    expect(api.data.subscriptions).toEqual([]);
  });
});
