// A remote's start in the real federation runtime, with a container served by the loadEntry hook: does the
// main thread get a turn before initialising the container and before getting the module? (Between getting
// the module and running its factory, a real container's `get` has already yielded: its chunks come through
// `__webpack_require__.e`, see tooling/webpack/yieldAfterChunksPlugin.cjs. This fake container's does not.)
import {
  createInstance,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { yieldingPlugin } from './yieldingPlugin';

/**
 * Loads 'remote/Widget' and records, in order, the container's steps and every task that was queued when
 * the previous step ran: a task that runs before the next step means the runtime yielded there.
 */
async function stepsOfALoad(plugins: ModuleFederationRuntimePlugin[]): Promise<string[]> {
  const steps: string[] = [];
  const queueTask = (name: string) => setTimeout(() => steps.push(name), 0);
  const container = {
    init: async () => {
      steps.push('init');
      queueTask('task after init');
    },
    get: async () => {
      steps.push('get');
      queueTask('task after get');
      return () => {
        steps.push('factory');
        return { Widget: 'the widget' };
      };
    },
  };
  const entryServer: ModuleFederationRuntimePlugin = {
    name: 'test-entry',
    loadEntry: () => {
      steps.push('entry');
      queueTask('task after entry');
      return container as never;
    },
  };
  // Names of their own: the runtime keeps loaded entries in a global cache.
  const remote = `remote${Math.random().toString(36).slice(2)}`;
  const host = createInstance({
    name: `host-${remote}`,
    remotes: [{ name: remote, entry: `http://localhost/${remote}/remoteEntry.js` }],
    shared: {},
    plugins: [entryServer, ...plugins],
  });
  const module = await host.loadRemote<{ Widget: string }>(`${remote}/Widget`);
  expect(module?.Widget).toBe('the widget');
  // Let the last queued task run too.
  await new Promise((resolve) => setTimeout(resolve, 5));
  return steps;
}

it('without it, the container is initialised, asked and run in one task', async () => {
  expect(await stepsOfALoad([])).toEqual([
    'entry',
    'init',
    'get',
    'factory',
    'task after entry',
    'task after init',
    'task after get',
  ]);
});

it('starts a new task before the container is initialised and before it is asked', async () => {
  expect(await stepsOfALoad([yieldingPlugin()])).toEqual([
    'entry',
    'task after entry',
    'init',
    'task after init',
    'get',
    'factory',
    'task after get',
  ]);
});

/** A remote's mf-manifest.json, reduced to what the runtime reads of it: one exposed module, one chunk. */
function manifestOf(remote: string) {
  return {
    id: remote,
    name: remote,
    metaData: {
      name: remote,
      type: 'app',
      buildInfo: { buildVersion: '1.0.0', buildName: remote },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: remote,
      pluginVersion: '2.9.2',
      publicPath: `http://localhost/${remote}/`,
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: `${remote}:Widget`,
        name: 'Widget',
        path: './Widget',
        assets: { js: { sync: ['widget.js'], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
}

it("plans the files to fetch ahead in a task after the one the remote's manifest arrived in", async () => {
  // The runtime takes a manifest only from a Response; jsdom has none.
  class ManifestResponse {
    constructor(private readonly body: unknown) {}
    async json() {
      return this.body;
    }
  }
  const previous = globalThis.Response;
  globalThis.Response = ManifestResponse as unknown as typeof Response;
  try {
    const remote = `remote${Math.random().toString(36).slice(2)}`;
    const steps: string[] = [];
    const aheadOfWidget = () =>
      document.querySelectorAll(`script[src="http://localhost/${remote}/widget.js"]`).length;
    const manifestServer: ModuleFederationRuntimePlugin = {
      name: 'test-manifest',
      fetch: () => {
        steps.push('manifest');
        setTimeout(() => steps.push(`task after manifest: ${aheadOfWidget()} fetched ahead`), 0);
        return Promise.resolve(new ManifestResponse(manifestOf(remote)) as unknown as Response);
      },
      loadEntry: () =>
        ({
          init: async () => undefined,
          get: async () => () => ({ Widget: 'the widget' }),
        }) as never,
    };
    const host = createInstance({
      name: `host-${remote}`,
      remotes: [{ name: remote, entry: `http://localhost/${remote}/mf-manifest.json` }],
      shared: {},
      plugins: [manifestServer, yieldingPlugin()],
    });
    const module = await host.loadRemote<{ Widget: string }>(`${remote}/Widget`);
    expect(module?.Widget).toBe('the widget');
    expect(steps).toEqual(['manifest', 'task after manifest: 0 fetched ahead']);
    expect(aheadOfWidget()).toBe(1);
  } finally {
    globalThis.Response = previous;
  }
});
