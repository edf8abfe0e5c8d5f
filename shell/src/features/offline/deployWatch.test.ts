// The deploy watch: a redeployed remote raises the notice once read twice; a failed read never does.
import { watchDeploys } from './deployWatch';

type Deploy = Record<string, string>;

/** A fetch over an in-memory deploy: remotes.json plus one manifest text per URL; `down` refuses all. */
function fakeServer(state: { remotes: Deploy; manifests: Deploy; down: boolean }): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    if (state.down) throw new TypeError('Failed to fetch');
    const url = String(input);
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
});
