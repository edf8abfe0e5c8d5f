// The deploy watch: a remote redeployed since the page loaded it raises the notice; a failed read never does.
import { watchDeploys } from './deployWatch';

type Deploy = Record<string, string>;

/** A fetch over an in-memory deploy: remotes.json plus one manifest text per URL; `down` refuses all. */
function fakeServer(
  state: { remotes: Deploy; manifests: Deploy; down: boolean },
  requested: string[] = [],
): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    if (state.down) throw new TypeError('Failed to fetch');
    const url = String(input);
    requested.push(url);
    const body = url === '/remotes.json' ? JSON.stringify(state.remotes) : state.manifests[url];
    // jsdom has no Response: the two methods and fields the watch reads.
    const ok = body !== undefined;
    return {
      ok,
      status: ok ? 200 : 404,
      json: async () => JSON.parse(body ?? 'null') as unknown,
      text: async () => body ?? '',
    } as Response;
  }) as typeof fetch;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchDeploys', () => {
  const state = {
    remotes: { tasks: 'http://localhost:3002/mf-manifest.json' },
    manifests: { 'http://localhost:3002/mf-manifest.json': '{"v":1}' },
    down: false,
  };

  it('reports the first read, then a change of any manifest', async () => {
    const onChange = jest.fn();
    const onFirstRead = jest.fn();
    const stop = watchDeploys({ onChange, onFirstRead, fetchImpl: fakeServer(state) });
    await flush();
    expect(onFirstRead).toHaveBeenCalledWith([
      { name: 'tasks', manifestUrl: 'http://localhost:3002/mf-manifest.json', text: '{"v":1}' },
    ]);
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(onChange).not.toHaveBeenCalled();

    state.manifests['http://localhost:3002/mf-manifest.json'] = '{"v":2}';
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
  });

  it('never reports a change from a read that failed', async () => {
    const onChange = jest.fn();
    const local = { ...state, manifests: { ...state.manifests }, down: false };
    const stop = watchDeploys({ onChange, fetchImpl: fakeServer(local) });
    await flush();
    local.down = true;
    window.dispatchEvent(new Event('focus'));
    await flush();
    local.down = false;
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(onChange).not.toHaveBeenCalled();
    stop();
  });

  it('takes the deploy the page loaded as its first read, and fetches only what the page did not load', async () => {
    const tasks = 'http://localhost:3002/mf-manifest.json';
    const settings = 'http://localhost:3005/mf-manifest.json';
    // The page loaded remotes.json and the tasks manifest (version 1); tasks was redeployed since.
    const server = {
      remotes: { tasks, settings },
      manifests: { [tasks]: '{"v":2}', [settings]: '{"s":1}' },
      down: false,
    };
    const requested: string[] = [];
    const onChange = jest.fn();
    const onFirstRead = jest.fn();
    const checkShell = jest.fn();
    const stop = watchDeploys({
      onChange,
      onFirstRead,
      checkShell,
      loaded: () => ({
        remotes: { tasks, settings },
        manifest: async (url) => (url === tasks ? '{"v":1}' : null),
      }),
      fetchImpl: fakeServer(server, requested),
    });
    await flush();
    expect(requested).toEqual([settings]);
    expect(onFirstRead).toHaveBeenCalledWith([
      { name: 'tasks', manifestUrl: tasks, text: '{"v":1}' },
      { name: 'settings', manifestUrl: settings, text: '{"s":1}' },
    ]);
    // The browser has just checked for a new shell while navigating: the first read does not ask again.
    expect(checkShell).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();

    // Back to the tab: everything is read from the server, and the page runs an older tasks.
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(requested).toEqual([settings, '/remotes.json', tasks, settings]);
    expect(checkShell).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
  });

  it('compares a remote the page loaded after the first read with the version it loaded', async () => {
    const tasks = 'http://localhost:3002/mf-manifest.json';
    const profile = 'http://localhost:3004/mf-manifest.json';
    const server = {
      remotes: { tasks, profile },
      manifests: { [tasks]: '{"t":1}', [profile]: '{"p":1}' },
      down: false,
    };
    // The page runs tasks; the profile is not loaded yet at the first read.
    const runtimeRead = new Map<string, string>([[tasks, '{"t":1}']]);
    const onChange = jest.fn();
    const stop = watchDeploys({
      onChange,
      loaded: () => ({
        remotes: { tasks, profile },
        manifest: async (url) => runtimeRead.get(url) ?? null,
      }),
      fetchImpl: fakeServer(server),
    });
    await flush();
    // The profile is redeployed, then the person opens it: the page loads the new version.
    server.manifests[profile] = '{"p":2}';
    runtimeRead.set(profile, '{"p":2}');
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(onChange).not.toHaveBeenCalled();

    // Redeployed again while the page runs version 2: now a reload would get something newer.
    server.manifests[profile] = '{"p":3}';
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
  });

  it('offline, the first read is the deploy the page loaded (nothing to fetch)', async () => {
    const tasks = 'http://localhost:3002/mf-manifest.json';
    const onFirstRead = jest.fn();
    const stop = watchDeploys({
      onChange: jest.fn(),
      onFirstRead,
      loaded: () => ({ remotes: { tasks }, manifest: async () => '{"v":1}' }),
      fetchImpl: fakeServer({ remotes: {}, manifests: {}, down: true }),
    });
    await flush();
    expect(onFirstRead).toHaveBeenCalledWith([
      { name: 'tasks', manifestUrl: tasks, text: '{"v":1}' },
    ]);
    stop();
  });
});
