import {
  earlyManifestPlugin,
  isChunkFile,
  preloadEarly,
  takeEarlyManifest,
  takeRemotesManifest,
} from './earlyPreload';
import { loadedDeploy, resetLoadedDeploy } from './loadedDeploy';
import { CALENDAR_CHUNKS } from '@planner/shared/mf';

const MANIFEST_URL = 'http://localhost:3001/mf-manifest.json';
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'lifecycles',
      assets: {
        js: { sync: ['158.js', 'expose.js'], async: ['preload-fullcalendar.1.js', '884.js'] },
        css: { sync: ['expose.css'], async: ['preload-fullcalendar.2.css', '262.css'] },
      },
    },
  ],
};

/** What the code reads of a fetch response (jsdom has no Response): status, body, clone. */
function json(body: unknown, status = 200): Response {
  const response = {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
    text: async () => JSON.stringify(body),
    clone: () => json(body, status),
  };
  return response as unknown as Response;
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
    (l) => `${l.as} ${l.href}`,
  );

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(async (url: string) =>
    url === '/remotes.json' ? json({ calendar: MANIFEST_URL }) : json(manifest),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  document.head.innerHTML = '';
  takeRemotesManifest();
  takeEarlyManifest(MANIFEST_URL);
  resetLoadedDeploy();
});

describe('preloadEarly', () => {
  it("fetches the main remote's entry, files and preload chunks before the runtime is there", async () => {
    await preloadEarly('calendar', ['./lifecycles'], [CALENDAR_CHUNKS.fullcalendar]);
    expect(preloads()).toEqual([
      'script http://localhost:3001/remoteEntry.js',
      'style http://localhost:3001/expose.css',
      'style http://localhost:3001/preload-fullcalendar.2.css',
      'script http://localhost:3001/158.js',
      'script http://localhost:3001/expose.js',
      'script http://localhost:3001/preload-fullcalendar.1.js',
    ]);
    // The runtime then gets remotes.json and the manifest without asking the network again, once.
    await expect(takeRemotesManifest()).resolves.toEqual({ calendar: MANIFEST_URL });
    expect(takeRemotesManifest()).toBeNull();
    const early = await takeEarlyManifest(MANIFEST_URL);
    await expect(early?.json()).resolves.toEqual(manifest);
    expect(takeEarlyManifest(MANIFEST_URL)).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('leaves the lazy chunks alone when the page does not show them at once', async () => {
    await preloadEarly('calendar', ['./lifecycles']);
    expect(preloads().filter((p) => p.includes('preload-'))).toEqual([]);
  });

  it('never throws: a missing remotes.json or remote leaves everything to the runtime', async () => {
    fetchMock.mockResolvedValueOnce(json({}, 404));
    await expect(
      preloadEarly('calendar', ['./lifecycles'], [CALENDAR_CHUNKS.fullcalendar]),
    ).resolves.toBeUndefined();
    takeRemotesManifest();
    await expect(
      preloadEarly('profile', ['./lifecycles'], [CALENDAR_CHUNKS.fullcalendar]),
    ).resolves.toBeUndefined();
    expect(preloads()).toEqual([]);
  });
});

describe('earlyManifestPlugin', () => {
  type FetchHook = (url: string, init: RequestInit) => Promise<Response>;

  it('gives the runtime the manifest fetched ahead, once; afterwards fetches it anew', async () => {
    await preloadEarly('calendar', ['./lifecycles'], [CALENDAR_CHUNKS.fullcalendar]);
    const fetchHook = earlyManifestPlugin().fetch as FetchHook;
    await expect((await fetchHook(MANIFEST_URL, {})).json()).resolves.toEqual(manifest);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect((await fetchHook(MANIFEST_URL, {})).json()).resolves.toEqual(manifest);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('notes the text of each manifest the runtime reads as the deploy this page runs', async () => {
    const fetchHook = earlyManifestPlugin().fetch as FetchHook;
    await expect(loadedDeploy().manifest(MANIFEST_URL)).resolves.toBeNull();
    const response = await fetchHook(MANIFEST_URL, {});
    // The runtime still reads the whole body.
    await expect(response.json()).resolves.toEqual(manifest);
    await expect(loadedDeploy().manifest(MANIFEST_URL)).resolves.toBe(JSON.stringify(manifest));
  });

  it('notes nothing for a manifest that could not be read', async () => {
    fetchMock.mockImplementation(async () => json({}, 503));
    const fetchHook = earlyManifestPlugin().fetch as FetchHook;
    expect((await fetchHook(MANIFEST_URL, {})).status).toBe(503);
    await expect(loadedDeploy().manifest(MANIFEST_URL)).resolves.toBeNull();
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchHook(MANIFEST_URL, {})).rejects.toThrow('Failed to fetch');
    await expect(loadedDeploy().manifest(MANIFEST_URL)).resolves.toBeNull();
  });

  it("recognises a named chunk's files, and only them", () => {
    expect(isChunkFile('preload-fullcalendar.8ab73f8f.js', 'preload-fullcalendar')).toBe(true);
    expect(isChunkFile('http://x/preload-fullcalendar.1.css', 'preload-fullcalendar')).toBe(true);
    expect(isChunkFile('preload-fullcalendar.js', 'preload-fullcalendar')).toBe(true);
    expect(isChunkFile('884.c4ca519e.js', 'preload-fullcalendar')).toBe(false);
    expect(isChunkFile('preload-fullcalendar.8ab73f8f.js.map', 'preload-fullcalendar')).toBe(false);
    expect(isChunkFile('preload-fullcalendar-extra.1.js', 'preload-fullcalendar')).toBe(false);
  });
});
