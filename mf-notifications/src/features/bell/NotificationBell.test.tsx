import type { ReactElement } from 'react';
import '../testing/textEncoding';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bus } from '@planner/shared/bus';
import { notifications, resetAll, DataProvider } from '@planner/shared/sync';
import { ok, setupTestApi } from '../../../../shared/src/sync/testApi';
import { makeNotification, setupI18n } from '../testing/setupTests';
import { NotificationBell } from './NotificationBell';

/** Rendered in the page's data layer (the shell's DataProvider). */
const renderInPage = (ui: ReactElement) => render(ui, { wrapper: DataProvider });

const api = setupTestApi({ mode: 'production' });

beforeAll(() => setupI18n());
beforeEach(async () => {
  await resetAll();
  bus.set('session', { resolved: true, user: { uid: 'm1', email: 'a@b.c', isAnonymous: false } });
  for (const id of ['r1', 'r2']) {
    api.on(`PUT /notifications/update/${id}`, (req) =>
      ok((req.body as { notification: unknown }).notification),
    );
  }
});
afterEach(() => bus.set('session', { resolved: true, user: null }));

async function put(...list: ReturnType<typeof makeNotification>[]): Promise<void> {
  await act(async () => {
    for (const n of list) await notifications.putLocal(n);
    // The cache tells its observers on the next task.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function serverHas(list: unknown[]): Promise<void> {
  api.on('GET /notifications/all', ok(list));
  await act(async () => {
    await notifications.load();
  });
}

/** The bell in the shell's router, with the centre and the calendar as pages. */
function renderRouted() {
  renderInPage(
    <MemoryRouter initialEntries={['/dashboard/tasks']}>
      <Routes>
        <Route path="/dashboard/tasks" element={<NotificationBell />} />
        <Route path="/dashboard/notifications" element={<p>Centre page</p>} />
        <Route path="/dashboard" element={<p>Calendar page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const dentist = makeNotification({ id: 'r1', dateReceived: '2026-11-22T14:15:00.000Z' });
const gym = makeNotification({
  id: 'r2',
  params: { title: 'Gym', eventId: 'e-gym', start: '2026-11-22T18:00:00.000Z', minutes: 30 },
  dateReceived: '2026-11-22T17:30:00.000Z',
});

describe('NotificationBell', () => {
  it('shows the unread count and follows it live', async () => {
    renderInPage(<NotificationBell go={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('bell-count')).toBeNull();
    await put(
      makeNotification({ id: 'local-a' }),
      makeNotification({ id: 'local-b' }),
      makeNotification({ id: 'local-c', dateReaded: '2026-11-22T15:00:00.000Z' }),
    );
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('bell-count')).toHaveTextContent('2');
    await put(makeNotification({ id: 'local-a', dateReaded: '2026-11-22T15:00:00.000Z' }));
    expect(screen.getByTestId('bell-count')).toHaveTextContent('1');
  });

  it('opens a dropdown of the latest notifications; Escape closes it and the focus stays on the bell', async () => {
    await serverHas([dentist, gym]);
    renderRouted();
    const bell = screen.getByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('region', { name: 'Latest notifications' });
    const rows = within(menu).getAllByTestId('bell-notification');
    // Newest first.
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('“Gym” starts in 30 min'),
      expect.stringContaining('“Dentist” starts in 15 min'),
    ]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Latest notifications' })).toBeNull();
    expect(bell).toHaveFocus();

    // "See all notifications" leads to the centre.
    await userEvent.click(bell);
    await userEvent.click(screen.getByRole('button', { name: 'See all notifications' }));
    expect(screen.getByText('Centre page')).toBeInTheDocument();
  });

  it('"Mark all as read" reads every notification, on the server too', async () => {
    await serverHas([dentist, gym]);
    renderRouted();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument(),
    );
    expect(screen.queryByTestId('bell-count')).toBeNull();
    const puts = api.requests.filter((r) => r.method === 'PUT').map((r) => r.path);
    expect(puts.sort()).toEqual([
      '/connect/notifications/update/r1',
      '/connect/notifications/update/r2',
    ]);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('a reminder that comes due while the page is open shows a toast that opens it', async () => {
    await serverHas([dentist]);
    renderRouted();
    // What was there on the first read is not news.
    expect(screen.queryByTestId('reminder-toast')).toBeNull();
    await serverHas([dentist, gym]);
    const toast = await screen.findByTestId('reminder-toast');
    expect(toast).toHaveTextContent('Planner reminder');
    expect(toast).toHaveTextContent('“Gym” starts in 30 min, at');
    expect(screen.getByRole('status', { name: 'New reminders' })).toContainElement(toast);
    const asked: unknown[] = [];
    const stop = bus.on('ui:event-open-requested', (r) => asked.push(r));
    await userEvent.click(within(toast).getByRole('button', { name: 'Open “Gym”' }));
    expect(await screen.findByText('Calendar page')).toBeInTheDocument();
    // The calendar is asked to open the event's popup.
    expect(asked).toEqual([{ eventId: 'e-gym', start: '2026-11-22T18:00:00.000Z' }]);
    stop();
    expect(screen.queryByTestId('reminder-toast')).toBeNull();
    expect(api.requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([
      '/connect/notifications/update/r2',
    ]);
  });

  it('a toast can be dismissed without reading the reminder', async () => {
    await serverHas([]);
    renderRouted();
    await serverHas([gym]);
    const toast = await screen.findByTestId('reminder-toast');
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('reminder-toast')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });
});
