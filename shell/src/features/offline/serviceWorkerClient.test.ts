// The page's hand-over to the service worker: it asks the worker only for the files no cache holds yet,
// and asks again later for what is still missing.
import type { Workbox } from 'workbox-window';
import { watchDeploys } from './deployWatch';
import { cacheEverything, startServiceWorker } from './serviceWorkerClient';

const register = jest.fn<Promise<unknown>, []>();
jest.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener() {}
    register() {
      return register();
    }
  },
}));
jest.mock('./deployWatch', () => ({ watchDeploys: jest.fn() }));

const ENTRY = 'http://localhost:3002/remoteEntry.js';
const CHUNK = 'http://localhost:3002/12.abc.js';
const MANIFEST = 'http://localhost:3002/mf-manifest.json';

/** CacheStorage over in-memory caches (jsdom has none): name -> cached URLs. */
function fakeCaches(stored: Record<string, string[]>): CacheStorage {
  return {
    keys: async () => Object.keys(stored),
    open: async (name: string) =>
      ({ keys: async () => (stored[name] ?? []).map((url) => ({ url })) }) as unknown as Cache,
  } as unknown as CacheStorage;
}

/** A worker that caches, into `into`, what it is asked for unless `refuse` lists it. */
function fakeWorker(stored: Record<string, string[]>, into: string, refuse: string[] = []) {
  const asked: string[][] = [];
  const wb = {
    active: Promise.resolve({}),
    messageSW: async (message: { payload: { urlsToCache: string[] } }) => {
      asked.push(message.payload.urlsToCache);
      stored[into] = [
        ...(stored[into] ?? []),
        ...message.payload.urlsToCache.filter((url) => !refuse.includes(url)),
      ];
    },
  };
  return { wb: wb as unknown as Workbox, asked };
}

describe('cacheEverything', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { caches?: CacheStorage }).caches;
  });

  it('asks the worker nothing when every file is already cached (every load but a deploy’s first)', async () => {
    const stored = { manifests: [MANIFEST, ENTRY], assets: [CHUNK] };
    globalThis.caches = fakeCaches(stored);
    const { wb, asked } = fakeWorker(stored, 'assets');
    await cacheEverything(wb, [MANIFEST, ENTRY, CHUNK]);
    expect(asked).toEqual([]);
  });

  it('asks only for the missing files, then asks again later for what the worker could not fetch', async () => {
    jest.useFakeTimers();
    const stored: Record<string, string[]> = { manifests: [MANIFEST] };
    globalThis.caches = fakeCaches(stored);
    const { wb, asked } = fakeWorker(stored, 'assets', [CHUNK]);
    await cacheEverything(wb, [MANIFEST, ENTRY, CHUNK]);
    expect(asked).toEqual([[ENTRY, CHUNK]]);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(asked).toEqual([[ENTRY, CHUNK], [CHUNK]]);
  });
});

describe('startServiceWorker', () => {
  let online = false;
  beforeAll(() => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  });
  beforeEach(() => {
    jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => jest.restoreAllMocks());

  it('can start again after failing with no connection, and starts once it has registered', async () => {
    online = false;
    register.mockRejectedValueOnce(new TypeError('Failed to fetch /sw.js'));
    await expect(startServiceWorker()).rejects.toThrow('Failed to fetch');
    expect(watchDeploys).not.toHaveBeenCalled();
    online = true;
    register.mockResolvedValueOnce({ update: async () => undefined });
    await startServiceWorker();
    expect(register).toHaveBeenCalledTimes(2);
    expect(watchDeploys).toHaveBeenCalledTimes(1);
    // Once per page.
    await startServiceWorker();
    expect(register).toHaveBeenCalledTimes(2);
  });
});
