import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { clearConsent, writePurposes, type Purpose } from '@planner/shared/consent';
import type { RemoteName } from '@planner/shared/mf';
import { markMainAreaShown, resetMainAreaForTests } from './mainArea';
import { RemoteWidget } from './RemoteWidget';
import { initRemotes, preloadRemoteModules } from './remoteRegistry';
import { englishI18n, stubRemotesJson, TEST_MANIFEST } from './testRuntime';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
// The runtime itself is mocked above: its start (federationHost.test.ts) has nothing to do here.
jest.mock('./federationHost', () => ({ startFederationHost: jest.fn(async () => undefined) }));

const loadRemoteMock = loadRemote as jest.Mock;

/**
 * RemoteWidget for any exposed name and props: these tests drive the loader with stand-in modules (each
 * test its own name, as the loaded modules are remembered). The contract's own names and props are
 * checked by the typecheck (remoteModules.typetest.ts).
 */
const AnyWidget = RemoteWidget as unknown as (props: {
  remote: RemoteName;
  module: string;
  props?: object;
  consent?: Purpose;
  whenNear?: boolean;
}) => ReactElement;
const registerRemotesMock = registerRemotes as jest.Mock;

function Bell({ label, onOpen }: { label: string; onOpen: () => void }) {
  return (
    <button type="button" onClick={onOpen}>
      {label}
    </button>
  );
}

/** The browser's IntersectionObserver, played by the test: `report` says whether the targets are near. */
class FakeIntersectionObserver {
  static made: FakeIntersectionObserver[] = [];
  targets: Element[] = [];
  constructor(
    private readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeIntersectionObserver.made.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  report(isIntersecting: boolean) {
    this.callback(this.targets.map((target) => ({ target, isIntersecting })));
  }
}

function Broken(): never {
  throw new Error('widget bug');
}

beforeAll(async () => {
  stubRemotesJson();
  await englishI18n();
  await initRemotes();
});

beforeEach(() => {
  // A page whose main area has shown: widgets load at once (the waiting is tested on its own below).
  markMainAreaShown();
  loadRemoteMock.mockReset();
  registerRemotesMock.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => i18next.changeLanguage('en'));
});

describe('RemoteWidget', () => {
  it("renders the exposed component inside the shell's tree with the given props", async () => {
    loadRemoteMock.mockResolvedValue({ default: Bell });
    const onOpen = jest.fn();
    render(
      <AnyWidget
        remote="notifications"
        module="./NotificationBell"
        props={{ label: 'Bell', onOpen }}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Bell' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_notifications/NotificationBell');
  });

  it('accepts a module whose component is a named export', async () => {
    loadRemoteMock.mockResolvedValue({ TasksSidebar: () => <p>the sidebar</p> });
    render(<AnyWidget remote="tasks" module="./TasksSidebar" />);
    expect(await screen.findByText('the sidebar')).toBeInTheDocument();
  });

  it('falls back alone when its remote is down and loads again on Retry', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('Failed to fetch'));
    render(
      <>
        <p>the rest of the shell</p>
        <AnyWidget
          remote="notifications"
          module="./BellThatWasDown"
          props={{ label: 'Bell', onOpen: () => undefined }}
        />
      </>,
    );
    expect(
      await screen.findByText('This part of Planner is unavailable right now.'),
    ).toBeInTheDocument();
    expect(screen.getByText('the rest of the shell')).toBeInTheDocument();

    loadRemoteMock.mockResolvedValue({ default: Bell });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Bell' })).toBeInTheDocument();
    expect(registerRemotesMock).toHaveBeenCalledWith(
      [{ name: 'mf_notifications', entry: TEST_MANIFEST.notifications }],
      { force: true },
    );
  });

  it('tells a crash from an outage, and a retry after a crash keeps the loaded remote', async () => {
    loadRemoteMock.mockResolvedValue({ default: Broken });
    render(<AnyWidget remote="tasks" module="./BrokenSidebar" />);
    expect(
      await screen.findByText('Something went wrong in this part of Planner.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('Something went wrong in this part of Planner.'),
    ).toBeInTheDocument();
    expect(registerRemotesMock).not.toHaveBeenCalled();
  });

  it("waits for the page's main area before loading, unless the widget is already loaded", async () => {
    resetMainAreaForTests();
    loadRemoteMock.mockResolvedValue({ default: () => <p>the sidebar</p> });
    render(<AnyWidget remote="tasks" module="./WaitingSidebar" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await act(() => Promise.resolve());
    expect(loadRemoteMock).not.toHaveBeenCalled();

    act(() => markMainAreaShown());
    expect(await screen.findByText('the sidebar')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_tasks/WaitingSidebar');

    // On a later page (the gate closed again only for this test), a loaded widget shows at once.
    resetMainAreaForTests();
    render(<AnyWidget remote="tasks" module="./WaitingSidebar" />);
    expect(screen.getAllByText('the sidebar')).toHaveLength(2);
  });

  it('loads a widget off the first screen only once its slot comes near the viewport', async () => {
    FakeIntersectionObserver.made = [];
    Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
    try {
      resetMainAreaForTests();
      loadRemoteMock.mockResolvedValue({ default: () => <p>the far sidebar</p> });
      render(<AnyWidget remote="tasks" module="./FarSidebar" whenNear />);
      await act(() => Promise.resolve());
      // Where the slot is counts once the page is laid out: after the main area has shown.
      expect(FakeIntersectionObserver.made).toEqual([]);
      act(() => markMainAreaShown());
      await act(() => Promise.resolve());
      expect(screen.getByRole('status')).toHaveTextContent('Loading');
      expect(loadRemoteMock).not.toHaveBeenCalled();
      // What is watched is the loading line, within a quarter of a screen of the viewport.
      const [observer] = FakeIntersectionObserver.made;
      expect(observer?.targets).toEqual([screen.getByRole('status')]);
      expect(observer?.options.rootMargin).toBe('25% 0px');

      act(() => observer?.report(false));
      await act(() => Promise.resolve());
      expect(loadRemoteMock).not.toHaveBeenCalled();

      act(() => observer?.report(true));
      expect(await screen.findByText('the far sidebar')).toBeInTheDocument();
      expect(loadRemoteMock).toHaveBeenCalledWith('mf_tasks/FarSidebar');
      expect(observer?.targets).toEqual([]);

      // A widget that does not wait for the viewport loads at once beside it.
      loadRemoteMock.mockResolvedValue({ default: () => <p>the near widget</p> });
      render(<AnyWidget remote="tasks" module="./NearWidget" />);
      expect(await screen.findByText('the near widget')).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    }
  });

  it('loads a widget that waits for the viewport at once in a browser that cannot tell', async () => {
    loadRemoteMock.mockResolvedValue({ default: () => <p>the old browser's sidebar</p> });
    render(<AnyWidget remote="tasks" module="./OldBrowserSidebar" whenNear />);
    expect(await screen.findByText("the old browser's sidebar")).toBeInTheDocument();
  });

  it('loads and shows a widget that needs consent only once the person gives it, and hides it when withdrawn', async () => {
    loadRemoteMock.mockResolvedValue({ default: () => <p>the ad</p> });
    const { container } = render(
      <AnyWidget remote="tasks" module="./ConsentedSlot" consent="ads" />,
    );
    await act(() => Promise.resolve());
    expect(container).toBeEmptyDOMElement();
    expect(loadRemoteMock).not.toHaveBeenCalled();

    // Consent to something else is not consent to ads.
    act(() => writePurposes({ analytics: true, push: false, ads: false }));
    await act(() => Promise.resolve());
    expect(loadRemoteMock).not.toHaveBeenCalled();

    act(() => writePurposes({ analytics: false, push: false, ads: true }));
    expect(await screen.findByText('the ad')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_tasks/ConsentedSlot');

    act(() => clearConsent());
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the unavailable panel for a remote remotes.json does not list', async () => {
    render(<AnyWidget remote="profile" module="./Anything" />);
    expect(
      await screen.findByText('This part of Planner is unavailable right now.'),
    ).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});

describe('preloadRemoteModules', () => {
  it("loads the exposed modules ahead by the remote's federation name, then what a mount on the page needs", async () => {
    const preload = jest.fn(async (_basename: string) => undefined);
    loadRemoteMock.mockImplementation(async (id: string) =>
      id.endsWith('/lifecycles') ? { default: { preload } } : { default: Bell },
    );
    await preloadRemoteModules('calendar', ['./lifecycles', './EventsSidebar'], '/dashboard');
    expect(loadRemoteMock.mock.calls.map(([id]) => id as string).sort()).toEqual([
      'mf_calendar/EventsSidebar',
      'mf_calendar/lifecycles',
    ]);
    expect(preload).toHaveBeenCalledWith('/dashboard');
    // The page's slot then finds the module loaded: no second load.
    render(
      <AnyWidget
        remote="calendar"
        module="./EventsSidebar"
        props={{ label: 'events', onOpen() {} }}
      />,
    );
    expect(await screen.findByText('events')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('does nothing for a remote remotes.json does not list, and never rejects', async () => {
    await preloadRemoteModules('settings', ['./lifecycles']);
    expect(loadRemoteMock).not.toHaveBeenCalled();
    loadRemoteMock.mockRejectedValue(new Error('remote unreachable'));
    await expect(preloadRemoteModules('tasks', ['./PreloadFails'])).resolves.toBeUndefined();
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_tasks/PreloadFails');
  });
});
