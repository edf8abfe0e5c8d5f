import type { ReactElement } from 'react';
import '../testing/textEncoding';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bus } from '@planner/shared/bus';
import { notifications, resetAll, DataProvider } from '@planner/shared/sync';
import { makeNotification, setupI18n } from '../testing/setupTests';
import { NotificationBell } from './NotificationBell';

/** Rendered in the page's data layer (the shell's DataProvider). */
const renderInPage = (ui: ReactElement) => render(ui, { wrapper: DataProvider });

beforeAll(() => setupI18n());
beforeEach(async () => {
  await resetAll();
  bus.set('session', { resolved: true, user: { uid: 'm1', email: 'a@b.c', isAnonymous: false } });
});
afterEach(() => bus.set('session', { resolved: true, user: null }));

async function put(...list: ReturnType<typeof makeNotification>[]): Promise<void> {
  await act(async () => {
    for (const n of list) await notifications.putLocal(n);
    // The cache tells its observers on the next task.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('NotificationBell', () => {
  it('shows the unread count and follows it live', async () => {
    renderInPage(<NotificationBell onOpen={jest.fn()} />);
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

  it("opens the centre through the shell's router", async () => {
    renderInPage(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<NotificationBell />} />
          <Route path="/dashboard/notifications" element={<p>Centre page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByText('Centre page')).toBeInTheDocument();
  });
});
