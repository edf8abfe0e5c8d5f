import '../../testing/polyfills';
import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import i18next from 'i18next';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { defineRemote, useShownHold, type MountProps, type RemoteName } from '@planner/shared/mf';
import { isMainAreaShown, resetMainAreaForTests } from './mainArea';
import { RemoteParcel } from './RemoteParcel';
import { initRemotes, preloadRemoteModules } from './remoteRegistry';
import { englishI18n, stubRemotesJson, TEST_MANIFEST } from './testRuntime';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
// The runtime itself is mocked above: its start (federationHost.test.ts) has nothing to do here.
jest.mock('./federationHost', () => ({ startFederationHost: jest.fn(async () => undefined) }));

const loadRemoteMock = loadRemote as jest.Mock;
const registerRemotesMock = registerRemotes as jest.Mock;

const mounts: string[] = [];
function FakeRoot({ basename, navigate }: MountProps) {
  useEffect(() => {
    mounts.push(basename);
  }, [basename]);
  return (
    <div>
      <p>remote at {basename}</p>
      <button type="button" onClick={() => navigate('/elsewhere')}>
        go elsewhere
      </button>
    </div>
  );
}
const lifecycles = defineRemote('tasks', FakeRoot);

function renderAt(basename: string, remote: RemoteName = 'tasks') {
  return render(
    <MemoryRouter initialEntries={[basename]}>
      <Routes>
        <Route path="/elsewhere" element={<p>the elsewhere page</p>} />
        <Route
          path="*"
          element={<RemoteParcel remote={remote} basename={basename} title="My screen" />}
        />
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  // Profile too: only the placeholder's test loads it.
  stubRemotesJson({ ...TEST_MANIFEST, profile: 'http://localhost:3004/mf-manifest.json' });
  await englishI18n();
  await initRemotes();
});

beforeEach(() => {
  resetMainAreaForTests();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  mounts.length = 0;
  loadRemoteMock.mockReset();
  registerRemotesMock.mockClear();
});

afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => i18next.changeLanguage('en'));
});

describe('RemoteParcel', () => {
  it("mounts the remote's lifecycles under its basename and hands it the shell's navigate", async () => {
    loadRemoteMock.mockResolvedValue({ default: lifecycles });
    renderAt('/dashboard/tasks');
    expect(await screen.findByText('remote at /dashboard/tasks')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_tasks/lifecycles');

    await userEvent.click(screen.getByRole('button', { name: 'go elsewhere' }));
    expect(await screen.findByText('the elsewhere page')).toBeInTheDocument();
  });

  it("shows the screen's title and a loading line while the remote loads, then the remote alone", async () => {
    let arrive: (module: unknown) => void = () => undefined;
    loadRemoteMock.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    renderAt('/dashboard/profile', 'profile');
    // Seen, not announced as a second heading (the page's h1 names it).
    expect(await screen.findByText('My screen')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'My screen' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('remote at /dashboard/profile')).not.toBeInTheDocument();
    await act(async () => arrive({ default: defineRemote('profile', FakeRoot) }));
    expect(await screen.findByText('remote at /dashboard/profile')).toBeInTheDocument();
    // Once mounted, the placeholder leaves: one title, the remote's own.
    await waitFor(() => expect(screen.queryByText('My screen')).not.toBeInTheDocument());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("lets the page's widgets load once the remote says its content is on screen", async () => {
    function LateRoot() {
      const shown = useShownHold();
      return (
        <button type="button" onClick={shown}>
          draw the calendar
        </button>
      );
    }
    // Notifications: no other test of this page loads it (a loaded module would mount at once).
    loadRemoteMock.mockResolvedValue({ default: defineRemote('notifications', LateRoot) });
    renderAt('/dashboard/notifications', 'notifications');
    const draw = await screen.findByRole('button', { name: 'draw the calendar' });
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(isMainAreaShown()).toBe(false);
    await userEvent.click(draw);
    await waitFor(() => expect(isMainAreaShown()).toBe(true));
  });

  it('mounts the remote afresh when the basename changes', async () => {
    loadRemoteMock.mockResolvedValue({ default: lifecycles });
    const view = render(
      <MemoryRouter>
        <RemoteParcel remote="tasks" basename="/dashboard/profile" title="Profile" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('remote at /dashboard/profile')).toBeInTheDocument();
    view.rerender(
      <MemoryRouter>
        <RemoteParcel remote="tasks" basename="/dashboard/contacts" title="Contacts" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('remote at /dashboard/contacts')).toBeInTheDocument();
    expect(screen.queryByText('remote at /dashboard/profile')).not.toBeInTheDocument();
    expect(mounts).toEqual(['/dashboard/profile', '/dashboard/contacts']);
  });

  it('mounts a remote preloaded with the page from the first render, without loading it again', async () => {
    loadRemoteMock.mockResolvedValue({ default: lifecycles });
    const remotePreload = jest.spyOn(lifecycles, 'preload');
    await preloadRemoteModules('tasks', ['./lifecycles'], '/dashboard/tasks');
    // The remote was told where it will mount, to fetch ahead what that screen needs.
    expect(remotePreload).toHaveBeenCalledWith('/dashboard/tasks');
    loadRemoteMock.mockClear();
    renderAt('/dashboard/tasks');
    expect(await screen.findByText('remote at /dashboard/tasks')).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  // The calendar: no earlier test of this page loaded it (a loaded module stays loaded, as in the runtime).
  it('shows the translated unavailable panel when the remote is down, and Retry really reloads it', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('Failed to fetch'));
    renderAt('/dashboard', 'calendar');
    expect(
      await screen.findByText('This part of Planner is unavailable right now.'),
    ).toBeInTheDocument();
    // A main area that is down does not hold the widgets beside it back.
    await waitFor(() => expect(isMainAreaShown()).toBe(true));

    await act(() => i18next.changeLanguage('fr'));
    expect(
      screen.getByText('Cette partie de Planner est indisponible pour le moment.'),
    ).toBeInTheDocument();

    loadRemoteMock.mockResolvedValue({ default: lifecycles });
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('remote at /dashboard')).toBeInTheDocument();
    // The runtime forgot the failed load: the remote was registered again with force.
    expect(registerRemotesMock).toHaveBeenCalledWith(
      [{ name: 'mf_calendar', entry: TEST_MANIFEST.calendar }],
      { force: true },
    );
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });
});
