import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { isPreloadChunk } from './earlyPreload';
import { preloadChunksPlugin, wantPreloadChunks } from './preloadChunksPlugin';

type Hook = NonNullable<ReturnType<typeof preloadChunksPlugin>['handlePreloadModule']>;
type Args = Parameters<Hook>[0];

const snapshot = {
  publicPath: 'http://localhost:3001/',
  modules: [
    {
      moduleName: 'lifecycles',
      assets: {
        js: { sync: ['158.js'], async: ['preload-fullcalendar.1a2b3c4d.js', '884.c4ca519e.js'] },
        css: { sync: [], async: ['preload-fullcalendar.5e6f7a8b.css', '262.4db6b671.css'] },
      },
    },
  ],
};

function preload(id: string): void {
  const hook = preloadChunksPlugin().handlePreloadModule as Hook;
  void hook({
    id,
    name: 'mf_calendar',
    remoteSnapshot: snapshot,
    preloadConfig: { nameOrAlias: 'mf_calendar' },
    remote: { name: 'mf_calendar', entry: 'http://localhost:3001/mf-manifest.json' },
    origin: {} as ModuleFederation,
  } as unknown as Args);
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
    (l) => `${l.as} ${l.href}`,
  );

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preloadChunksPlugin', () => {
  it("fetches the page's remote's preload-* chunks with its entry, and nothing else", () => {
    wantPreloadChunks('mf_calendar', './lifecycles');
    preload('mf_calendar/lifecycles');
    expect(preloads()).toEqual([
      'style http://localhost:3001/preload-fullcalendar.5e6f7a8b.css',
      'script http://localhost:3001/preload-fullcalendar.1a2b3c4d.js',
    ]);
  });

  it('leaves a preload nobody asked that for (a widget, another page) to the remote', () => {
    preload('mf_calendar/lifecycles');
    expect(preloads()).toEqual([]);
  });

  it('hands the runtime a manifest the entry fetched ahead, and fetches it anew otherwise', async () => {
    const plugin = preloadChunksPlugin();
    const fetchHook = plugin.fetch as (url: string) => Promise<Response> | undefined;
    expect(fetchHook('http://localhost:3009/mf-manifest.json')).toBeUndefined();
  });

  it('recognises the chunks by their name', () => {
    expect(isPreloadChunk('preload-fullcalendar.8ab73f8f.js')).toBe(true);
    expect(isPreloadChunk('http://x/preload-a.1.css')).toBe(true);
    expect(isPreloadChunk('884.c4ca519e.js')).toBe(false);
    expect(isPreloadChunk('__federation_expose_preload.js.map')).toBe(false);
  });
});
