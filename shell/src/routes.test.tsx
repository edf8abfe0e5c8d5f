import './testing/polyfills';
import { bus } from '@planner/shared/bus';
import type { RemoteName } from '@planner/shared/mf';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearOutbox, loadAll, tasks } from '@planner/shared/sync';
import { installMemoryApi } from '@planner/shared/testing';
import { AppRoutes } from './routes';
import { BusCommands } from './features/layout/components/BusCommands';
import { renderShell } from './testing/renderShell';

jest.mock('./features/remotes', () => ({
  initRemotes: () => Promise.resolve({}),
  RemoteParcel: ({ remote, basename }: { remote: RemoteName; basename: string }) => (
    <div data-testid="parcel">{`${remote} ${basename}`}</div>
  ),
  RemoteWidget: ({ remote, module }: { remote: RemoteName; module: string }) => (
    <div data-testid="widget">{`${remote} ${module}`}</div>
  ),
  useMainAreaShown: () => true,
}));
jest.mock('./features/auth/syncBridge', () => ({
  loadSync: () => Promise.resolve(jest.requireActual('@planner/shared/sync')),
}));

beforeEach(async () => {
  localStorage.clear();
  await clearOutbox();
});

/** The dashboard (its sign-out flow is the signed-in area's: the account menu's Sign out goes through it). */
function renderDashboardWithSignOut() {
  return renderShell(<AppRoutes />, { path: '/dashboard' });
}

function signIn(harness: Awaited<ReturnType<typeof renderShell>>, anonymous = false) {
  act(() => {
    harness.auth.start();
    harness.service.emit(
      harness.service.makeUser(anonymous ? { email: null, isAnonymous: true } : {}),
    );
  });
}

describe('route guard', () => {
  it('shows a loading state until auth resolves, then redirects a signed-out visitor to /', async () => {
    const harness = await renderShell(<AppRoutes />, { path: '/dashboard/tasks' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(harness.service.listening).toBe(true);
    act(() => harness.service.emit(null));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plan your days without the stress' }),
    ).toBeInTheDocument();
  });

  it("shows the page's title in the frame's skeleton while the area loads, then the frame takes its place", async () => {
    const harness = await renderShell(<AppRoutes />, { path: '/dashboard/tasks' });
    signIn(harness);
    // The first test that signs in: neither the area's start nor its chunk is in yet (later tests find
    // them loaded). The start comes first (the entry waits for it on a signed-in page: index.tsx).
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('Tasks', { selector: 'h2' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByTestId('parcel')).not.toBeInTheDocument();
    expect(await screen.findByTestId('parcel')).toHaveTextContent('tasks /dashboard/tasks');
    expect(screen.queryByText('Tasks', { selector: 'h2' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('lets a signed-in user in and mounts the route remote under its basename', async () => {
    const harness = await renderShell(<AppRoutes />, { path: '/dashboard/contacts' });
    signIn(harness);
    expect(await screen.findByTestId('parcel')).toHaveTextContent('profile /dashboard/contacts');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/contacts');
  });

  it.each([
    ['/dashboard/tasks', 'tasks /dashboard/tasks'],
    ['/dashboard/presets', 'calendar /dashboard/presets'],
    ['/dashboard/notifications', 'notifications /dashboard/notifications'],
    ['/dashboard/settings', 'settings /dashboard/settings'],
    ['/dashboard/profile', 'profile /dashboard/profile'],
  ])('%s mounts %s', async (path, expected) => {
    const harness = await renderShell(<AppRoutes />, { path });
    signIn(harness);
    expect(await screen.findByTestId('parcel')).toHaveTextContent(expected);
  });
});

describe('dashboard frame', () => {
  it('shows the calendar, both sidebars, the bell, the navigation and no footer', async () => {
    const harness = await renderShell(<AppRoutes />, { path: '/dashboard' });
    signIn(harness);
    expect(await screen.findByTestId('parcel')).toHaveTextContent('calendar /dashboard');
    const widgets = screen.getAllByTestId('widget').map((w) => w.textContent);
    expect(widgets).toEqual(
      expect.arrayContaining([
        'notifications ./NotificationBell',
        'calendar ./EventsSidebar',
        'tasks ./TasksSidebar',
      ]),
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Calendar', 'Tasks', 'Presets', 'Notifications', 'Profile', 'Contacts', 'Settings']);
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('says, in the user language, when the data could not be loaded', async () => {
    const harness = await renderShell(<AppRoutes />, { path: '/dashboard' });
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn(harness);
    // The data layer's reads fail (no network): each serves its local copy and keeps its failure.
    installMemoryApi().failing = 'unreachable';
    await act(async () => {
      await loadAll();
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your data could not be loaded: Unable to contact the server.',
    );
    warned.mockRestore();
  });

  it('the create menu publishes ui:create-requested', async () => {
    const user = userEvent.setup();
    const harness = await renderShell(<AppRoutes />, { path: '/dashboard' });
    signIn(harness);
    const kinds: string[] = [];
    const stop = bus.on('ui:create-requested', ({ kind }) => kinds.push(kind));
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    await user.click(screen.getByRole('menuitem', { name: 'New task' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    stop();
    expect(kinds).toEqual(['task', 'event']);
  });

  it('the account menu names a guest, warns before a sign-out that deletes it, and signs out to /', async () => {
    const user = userEvent.setup();
    const harness = await renderDashboardWithSignOut();
    signIn(harness, true);
    await user.click(await screen.findByRole('button', { name: 'Account menu: Guest' }));
    expect(screen.getByRole('menuitem', { name: 'Finish registration' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    const warning = await screen.findByRole('alertdialog', {
      name: 'Sign out and lose your data?',
    });
    // Nothing is lost yet, and registering is the first choice.
    expect(harness.service.calls).not.toContain('signOut');
    expect(within(warning).getByRole('button', { name: 'Finish registration' })).toHaveFocus();
    await user.click(within(warning).getByRole('button', { name: 'Sign out anyway' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(harness.stores.resetAll).toHaveBeenCalled();
    expect(harness.auth.getState().user).toBeNull();
  });

  it('signs a registered user out in one click', async () => {
    const user = userEvent.setup();
    const harness = await renderDashboardWithSignOut();
    signIn(harness);
    await user.click(await screen.findByRole('button', { name: /^Account menu: / }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(harness.service.calls).toContain('signOut');
  });

  it('warns a registered user whose offline changes have not reached the server yet', async () => {
    const api = installMemoryApi();
    await clearOutbox();
    api.failing = 'unreachable';
    const { id: _id, ...draft } = {
      id: 'x',
      title: 'Written offline',
      createdAt: '2026-11-20T10:00:00.000Z',
      lastUpdated: 1,
    };
    expect((await tasks.create(draft)).ok).toBe(true);
    const user = userEvent.setup();
    const harness = await renderDashboardWithSignOut();
    signIn(harness);
    await user.click(await screen.findByRole('button', { name: /^Account menu: / }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    const warning = await screen.findByRole('alertdialog', {
      name: 'Sign out with changes not yet saved?',
    });
    expect(warning).toHaveTextContent(
      '1 change made on this device has not reached the server yet. Signing out now deletes it.',
    );
    await user.click(within(warning).getByRole('button', { name: 'Stay signed in' }));
    expect(harness.service.calls).not.toContain('signOut');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    await user.click(screen.getByRole('button', { name: /^Account menu: / }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Sign out anyway',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(harness.service.calls).toContain('signOut');
  });

  it('a guest who chooses to register keeps the session and goes to the sign-up form', async () => {
    const user = userEvent.setup();
    const harness = await renderDashboardWithSignOut();
    signIn(harness, true);
    await user.click(await screen.findByRole('button', { name: 'Account menu: Guest' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    const warning = await screen.findByRole('alertdialog');
    await user.click(within(warning).getByRole('button', { name: 'Finish registration' }));
    expect(
      await screen.findByRole('heading', { name: 'Finish your registration' }),
    ).toBeInTheDocument();
    expect(harness.service.calls).not.toContain('signOut');
  });
});

describe('footer visibility', () => {
  it.each(['/', '/legal', '/privacy', '/terms', '/login', '/nowhere'])(
    'shows the footer on %s',
    async (path) => {
      await renderShell(<AppRoutes />, { path });
      const footer = await screen.findByRole('contentinfo');
      expect(within(footer).getByRole('link', { name: 'Legal notice' })).toHaveAttribute(
        'href',
        '/legal',
      );
      expect(within(footer).getByRole('link', { name: 'Privacy' })).toHaveAttribute(
        'href',
        '/privacy',
      );
      expect(within(footer).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
      expect(
        within(footer).getByRole('link', { name: 'Learn more in our privacy policy.' }),
      ).toHaveAttribute('href', '/privacy');
      expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Planner`);
    },
  );
});

describe('public pages', () => {
  it('renders the legal pages with their content', async () => {
    await renderShell(<AppRoutes />, { path: '/privacy' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy policy' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your rights' })).toBeInTheDocument();
    expect(document.title).toBe('Privacy policy · Planner');
  });

  it('answers an unknown address with the 404 page', async () => {
    await renderShell(<AppRoutes />, { path: '/does-not-exist' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });
});

describe('bus commands', () => {
  it('ui:register-requested opens /signup', async () => {
    const harness = await renderShell(
      <>
        <BusCommands />
        <AppRoutes />
      </>,
      { path: '/dashboard' },
    );
    signIn(harness, true);
    await screen.findByTestId('parcel');
    act(() => bus.publish('ui:register-requested', {}));
    expect(
      await screen.findByRole('heading', { name: 'Finish your registration' }),
    ).toBeInTheDocument();
  });

  it('ui:sign-out-requested from a remote (the account panel) warns a guest, then signs out', async () => {
    const harness = await renderShell(<AppRoutes />, { path: '/dashboard' });
    signIn(harness, true);
    await screen.findByTestId('parcel');
    await act(async () => bus.publish('ui:sign-out-requested', {}));
    const warning = await screen.findByRole('alertdialog');
    await act(async () => within(warning).getByRole('button', { name: 'Sign out anyway' }).click());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(harness.service.calls).toContain('signOut');
  });
});
