import type { ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { bus } from '@planner/shared/bus';
import { localDb, notifications, resetAll, DataProvider } from '@planner/shared/sync';
import { fail, ok, setupTestApi } from '../../../../../shared/src/sync/testApi';
import { makeNotification, setupI18n } from '../../testing/setupTests';
import { NotificationCentre } from './NotificationCentre';

/** Rendered in the page's data layer (the shell's DataProvider). */
const renderInPage = (ui: ReactElement) => render(ui, { wrapper: DataProvider });

const api = setupTestApi({ mode: 'production' });

beforeAll(async () => {
  await setupI18n();
});
beforeEach(async () => {
  await resetAll();
  bus.set('session', { resolved: true, user: { uid: 'm1', email: 'a@b.c', isAnonymous: false } });
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  bus.set('session', { resolved: true, user: null });
});

const reminder = makeNotification({ id: 'r1', dateReceived: '2026-11-22T14:15:00.000Z' });
const olderReminder = makeNotification({
  id: 'r0',
  params: { title: 'Gym', start: '2026-11-21T18:00:00.000Z', minutes: 30 },
  dateReceived: '2026-11-21T17:30:00.000Z',
  dateReaded: '2026-11-21T17:40:00.000Z',
});
const tip = makeNotification({
  id: 'o1',
  context: 'optimisation',
  message: 'optimisation.somethingNew',
  params: {},
  redirectUrlWeb: null,
});

async function loadWith(list: unknown[]): Promise<void> {
  api.on('GET /notifications/all', ok(list));
  await act(async () => {
    await notifications.load();
  });
}

describe('NotificationCentre', () => {
  it('shows the groups with an icon, newest first, the translated message and the time, unread emphasised', async () => {
    await loadWith([olderReminder, tip, reminder]);
    renderInPage(<NotificationCentre navigate={jest.fn()} />);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Reminders1 unread', 'Suggestions1 unread']);
    const reminders = within(screen.getByRole('region', { name: /Reminders/ }));
    const rows = reminders.getAllByTestId('notification');
    expect(rows[0]).toHaveTextContent('“Dentist” starts in 15 min, at ');
    expect(rows[0]).toHaveTextContent('New');
    expect(rows[0]).toHaveAttribute('data-unread', 'true');
    expect(rows[0]?.querySelector('time')).toHaveAttribute('datetime', reminder.dateReceived);
    expect(rows[0]?.querySelector('time')).toHaveTextContent(/^Received Nov 22, 2026/);
    expect(rows[1]).toHaveTextContent('“Gym” starts in 30 min');
    expect(rows[1]).not.toHaveTextContent('New');
    expect(rows[1]).toHaveAttribute('data-unread', 'false');
    expect(
      reminders.getByRole('heading').querySelector('svg[data-icon="reminder"]'),
    ).not.toBeNull();
    // A key this client does not know yet reads as its type's generic line, never the raw key.
    expect(screen.getByRole('region', { name: /Suggestions/ })).toHaveTextContent(
      'A suggestion to organise your time.',
    );
  });

  it('is translated into French, dates included', async () => {
    await setupI18n('fr');
    try {
      await loadWith([reminder]);
      renderInPage(<NotificationCentre navigate={jest.fn()} />);
      expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Rappels1 non lue');
      expect(screen.getByTestId('notification')).toHaveTextContent(
        /« Dentist » commence dans 15 min, à 22 nov\. 2026/,
      );
    } finally {
      await setupI18n('en');
    }
  });

  it('opening an unread one saves dateReaded on the server, then follows its target', async () => {
    await loadWith([reminder]);
    api.on('PUT /notifications/update/r1', (req) =>
      ok((req.body as { notification: unknown }).notification),
    );
    const navigate = jest.fn();
    renderInPage(<NotificationCentre navigate={navigate} />);
    await userEvent.click(screen.getByRole('button', { name: /Dentist/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard'));
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/connect/notifications/update/r1');
    const sent = (put?.body as { notification: { dateReaded?: string } }).notification;
    expect(Date.parse(sent.dateReaded ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(screen.getByTestId('notification')).toHaveAttribute('data-unread', 'false');
    expect(screen.queryByText('New')).toBeNull();
  });

  it('opening a local one marks it read without any call and opens the settings', async () => {
    bus.set('session', { resolved: true, user: { uid: 'g1', email: null, isAnonymous: true } });
    await loadWith([]);
    await act(async () => {
      await notifications.putLocal(
        makeNotification({
          id: 'local-AbCdEfGh12',
          context: 'account',
          message: 'account.finishRegistration',
          params: {},
          isLocal: true,
          redirectUrlWeb: '/dashboard/settings',
        }),
      );
    });
    const navigate = jest.fn();
    renderInPage(<NotificationCentre navigate={navigate} />);
    await userEvent.click(screen.getByRole('button', { name: /Finish your registration/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard/settings'));
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(notifications.get('local-AbCdEfGh12')?.dateReaded).toBeDefined();
  });

  it('a failed update changes nothing and says so', async () => {
    await loadWith([tip]);
    api.on('PUT /notifications/update/o1', fail(500, 'error-occurred', 'boom'));
    const navigate = jest.fn();
    renderInPage(<NotificationCentre navigate={navigate} />);
    await userEvent.click(screen.getByRole('button', { name: /suggestion/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be marked as read');
    expect(screen.getByTestId('notification')).toHaveAttribute('data-unread', 'true');
    expect(notifications.get('o1')?.dateReaded).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('offline, shows the copy saved on this device with a note', async () => {
    await loadWith([reminder]);
    await notifications.copy.flush();
    api.on('GET /notifications/all', fail(503, 'error-occurred', 'down'));
    await act(async () => {
      await notifications.load();
    });
    renderInPage(<NotificationCentre navigate={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('The server cannot be reached');
    expect(screen.getByTestId('notification')).toHaveTextContent('Dentist');
    expect(await localDb.notifications.getItem('r1')).not.toBeNull();
  });

  it('says when there is nothing', async () => {
    await loadWith([]);
    renderInPage(<NotificationCentre navigate={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'No notifications' })).toBeInTheDocument();
  });
});
