// The worker's install caches every remote's files as deployed; a remote down changes nothing for the others.
import { cacheDeployedRemotes, cacheRemoteFile, type CacheDeps } from './remoteCache';
import { SW_CACHES } from './routes';

interface FakeResponse {
  ok: boolean;
  body: unknown;
  clone(): FakeResponse;
  json(): Promise<unknown>;
}

function response(body: unknown, ok = true): FakeResponse {
  return { ok, body, clone: () => response(body, ok), json: async () => body };
}

/** Caches as Maps, a server as a map of URL -> body (absent: the fetch fails, as when a remote is down). */
function fakeWorker(server: Record<string, unknown>, held: Record<string, string[]> = {}) {
  const stores = new Map<string, Map<string, unknown>>();
  const puts: string[] = [];
  const fetched: string[] = [];
  const store = (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    return stores.get(name)!;
  };
  for (const [name, urls] of Object.entries(held))
    for (const url of urls) store(name).set(url, response(`held ${url}`));
  const deps = {
    fetch: async (input: string) => {
      fetched.push(input);
      const path = new URL(input, 'http://localhost:3000/').href;
      if (!(path in server)) throw new TypeError('Failed to fetch');
      return response(server[path]);
    },
    caches: {
      open: async (name: string) => ({
        match: async (url: string) => store(name).get(url),
        put: async (url: string, res: FakeResponse) => {
          puts.push(url);
          store(name).set(url, res);
        },
      }),
    },
  } as unknown as CacheDeps;
  const keys = (name: string) => [...store(name).keys()].sort();
  return { deps, puts, fetched, keys };
}

const manifest = (entry: string, chunks: string[]) => ({
  metaData: { remoteEntry: { name: entry, path: '' }, publicPath: 'auto' },
  exposes: [{ assets: { js: { sync: chunks, async: [] }, css: { sync: [], async: [] } } }],
});

const deployed = {
  'http://localhost:3000/remotes.json': {
    calendar: 'http://localhost:3001/mf-manifest.json',
    tasks: 'http://localhost:3002/mf-manifest.json',
  },
  'http://localhost:3001/mf-manifest.json': manifest('remoteEntry.0a1b2c3d.js', [
    '915.11111111.js',
  ]),
  'http://localhost:3001/remoteEntry.0a1b2c3d.js': 'calendar entry',
  'http://localhost:3001/915.11111111.js': 'calendar chunk',
  'http://localhost:3002/mf-manifest.json': manifest('remoteEntry.4e5f6a7b.js', ['12.22222222.js']),
  'http://localhost:3002/remoteEntry.4e5f6a7b.js': 'tasks entry',
  'http://localhost:3002/12.22222222.js': 'tasks chunk',
};

describe('cacheDeployedRemotes (the worker install)', () => {
  it('caches remotes.json, each manifest and every file it names', async () => {
    const worker = fakeWorker(deployed);
    await cacheDeployedRemotes(worker.deps);
    expect(worker.keys(SW_CACHES.manifests)).toEqual([
      '/remotes.json',
      'http://localhost:3001/mf-manifest.json',
      'http://localhost:3002/mf-manifest.json',
    ]);
    expect(worker.keys(SW_CACHES.assets)).toEqual([
      'http://localhost:3001/915.11111111.js',
      'http://localhost:3001/remoteEntry.0a1b2c3d.js',
      'http://localhost:3002/12.22222222.js',
      'http://localhost:3002/remoteEntry.4e5f6a7b.js',
    ]);
  });

  it('puts a file it already holds again, from the cache and not the network', async () => {
    const chunk = 'http://localhost:3001/915.11111111.js';
    const worker = fakeWorker(deployed, { [SW_CACHES.assets]: [chunk] });
    await cacheDeployedRemotes(worker.deps);
    expect(worker.puts).toContain(chunk);
    expect(worker.fetched).not.toContain(chunk);
  });

  it('caches the remotes that answer when one is down, and never throws', async () => {
    const down = Object.fromEntries(
      Object.entries(deployed).filter(([url]) => !url.startsWith('http://localhost:3001/')),
    );
    const worker = fakeWorker(down);
    await expect(cacheDeployedRemotes(worker.deps)).resolves.toBeUndefined();
    expect(worker.keys(SW_CACHES.assets)).toEqual([
      'http://localhost:3002/12.22222222.js',
      'http://localhost:3002/remoteEntry.4e5f6a7b.js',
    ]);
  });

  it('does nothing offline (remotes.json unreachable)', async () => {
    const worker = fakeWorker({});
    await expect(cacheDeployedRemotes(worker.deps)).resolves.toBeUndefined();
    expect(worker.puts).toEqual([]);
  });
});

describe('cacheRemoteFile (a manifest read as pages load)', () => {
  it('fetches a hashed file once, and a deploy file every time', async () => {
    const worker = fakeWorker({
      'http://localhost:3001/915.11111111.js': 'chunk',
      'http://localhost:3001/remoteEntry.js': 'an entry without a hash',
    });
    for (let i = 0; i < 2; i++) {
      await cacheRemoteFile('http://localhost:3001/915.11111111.js', {}, worker.deps);
      await cacheRemoteFile('http://localhost:3001/remoteEntry.js', {}, worker.deps);
    }
    expect(worker.fetched).toEqual([
      'http://localhost:3001/915.11111111.js',
      'http://localhost:3001/remoteEntry.js',
      'http://localhost:3001/remoteEntry.js',
    ]);
  });
});
