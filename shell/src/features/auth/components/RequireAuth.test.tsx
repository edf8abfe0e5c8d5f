import { act, screen } from '@testing-library/react';
import { renderShell } from '../../../testing/renderShell';
import { SESSION_HINT_KEY } from '../authController';
import { RequireAuth } from './RequireAuth';

const area = (
  <RequireAuth>
    <p>Signed-in area</p>
  </RequireAuth>
);

beforeEach(() => localStorage.clear());

describe('RequireAuth', () => {
  it('shows the area at once to someone signed in on this browser, while the provider confirms', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const { service, auth } = await renderShell(area, {
      path: '/dashboard',
      routePath: '/dashboard',
    });
    expect(screen.getByText('Signed-in area')).toBeInTheDocument();
    // The entry starts the provider once the page's main area has shown, not the guard.
    expect(service.listening).toBe(false);
    act(() => auth.start());
    await act(async () => service.emit(service.makeUser()));
    expect(screen.getByText('Signed-in area')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('sends them to / when the provider says nobody is signed in any more', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const { service, auth } = await renderShell(area, {
      path: '/dashboard',
      routePath: '/dashboard',
    });
    act(() => auth.start());
    await act(async () => service.emit(null));
    expect(screen.queryByText('Signed-in area')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows a loading state to a browser without a session until the provider answers', async () => {
    const { service } = await renderShell(area, { path: '/dashboard', routePath: '/dashboard' });
    expect(service.listening).toBe(true);
    expect(screen.queryByText('Signed-in area')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await act(async () => service.emit(service.makeUser()));
    expect(screen.getByText('Signed-in area')).toBeInTheDocument();
  });
});
