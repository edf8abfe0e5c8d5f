// defineRemote's preload: the shell asks a remote to fetch ahead what a mount under a basename needs, and
// the mount waits for it (the calendar's first render draws its grid, not a spinner).
import { screen } from '@testing-library/react';
import { defineRemote } from './defineRemote';

function Root() {
  return <p>root</p>;
}

describe('defineRemote preload', () => {
  it("hands the basename to the remote's own preload and waits for it", async () => {
    const fetched: string[] = [];
    const lifecycles = defineRemote('calendar', Root, {
      preload: async (basename) => {
        await Promise.resolve();
        fetched.push(basename);
      },
    });
    await lifecycles.preload('/dashboard');
    expect(fetched).toEqual(['/dashboard']);
  });

  it('does nothing for a remote that needs nothing ahead, and never rejects', async () => {
    await expect(defineRemote('tasks', Root).preload('/dashboard/tasks')).resolves.toBeUndefined();
    const failing = defineRemote('calendar', Root, {
      preload: () => Promise.reject(new Error('chunk failed')),
    });
    await expect(failing.preload('/dashboard')).resolves.toBeUndefined();
    const throwing = defineRemote('calendar', Root, {
      preload: () => {
        throw new Error('no such screen');
      },
    });
    await expect(throwing.preload('/dashboard')).resolves.toBeUndefined();
  });

  it('mounts once what the screen shows at once is there', async () => {
    // The browser's own scheduling (no act()): the mount renders as it would in the page.
    const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = act.IS_REACT_ACT_ENVIRONMENT;
    act.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      let arrive: () => void = () => undefined;
      const lifecycles = defineRemote('calendar', Root, {
        preload: (basename) =>
          basename === '/dashboard' ? new Promise<void>((r) => (arrive = r)) : undefined,
      });
      const domElement = document.createElement('div');
      document.body.append(domElement);
      const props = {
        name: 'calendar',
        domElement,
        basename: '/dashboard',
        navigate: () => undefined,
        onShown: () => undefined,
      };
      await lifecycles.bootstrap(props);
      let mounted = false;
      const mounting = lifecycles.mount(props).then(() => (mounted = true));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(mounted).toBe(false);
      expect(domElement).toBeEmptyDOMElement();
      arrive();
      await mounting;
      expect(await screen.findByText('root')).toBeInTheDocument();
      await lifecycles.unmount(props);
      domElement.remove();
    } finally {
      act.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('keeps the single-spa lifecycles next to it', () => {
    const lifecycles = defineRemote('tasks', Root);
    expect(typeof lifecycles.bootstrap).toBe('function');
    expect(typeof lifecycles.mount).toBe('function');
    expect(typeof lifecycles.unmount).toBe('function');
  });
});
