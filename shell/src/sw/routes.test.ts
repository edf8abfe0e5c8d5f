// The service worker's routing: deploy manifests network-first, hashed remote files cache-first, data never.
import {
  isCacheableAsset,
  isDeployManifest,
  pathnamePattern,
  staticRoutes,
  type StaticRoute,
} from './routes';

const u = (href: string) => new URL(href);

describe('service worker routes', () => {
  it('treats remotes.json, manifests and remote entries as deploy manifests', () => {
    expect(isDeployManifest(u('http://localhost:3000/remotes.json'))).toBe(true);
    expect(isDeployManifest(u('http://localhost:3002/mf-manifest.json'))).toBe(true);
    expect(isDeployManifest(u('https://cdn.example/tasks/remoteEntry.js'))).toBe(true);
    expect(isDeployManifest(u('http://localhost:3002/remoteEntry.0a1b2c3d.js'))).toBe(false);
    expect(isDeployManifest(u('http://localhost:3002/main.1a2b3c4d.js'))).toBe(false);
  });

  it('caches content-hashed remote files only', () => {
    expect(isCacheableAsset(u('http://localhost:3001/915.0a1b2c3d.js'))).toBe(true);
    expect(isCacheableAsset(u('http://localhost:3001/assets/icon.0a1b2c3d.svg'))).toBe(true);
    expect(isCacheableAsset(u('http://localhost:3001/remoteEntry.js'))).toBe(false);
    expect(isCacheableAsset(u('http://localhost:3001/remoteEntry.0a1b2c3d.js'))).toBe(true);
    expect(isCacheableAsset(u('http://localhost:4000/connect/task/task'))).toBe(false);
    expect(
      isCacheableAsset(u('http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts')),
    ).toBe(false);
  });
});

/** What the browser does with a request under the static routes: the first rule that matches decides. */
function routeOf(
  href: string,
  destination: string,
  mode: RequestMode,
): StaticRoute['source'] | 'fetch-event' {
  const { pathname } = new URL(href);
  const rule = staticRoutes().find(({ condition: c }) => {
    if (c.urlPattern && !pathnamePattern(c.urlPattern.pathname).test(pathname)) return false;
    if (c.requestDestination && c.requestDestination !== destination) return false;
    if (c.requestMode && c.requestMode !== mode) return false;
    return true;
  });
  return rule?.source ?? 'fetch-event';
}

describe('the worker static routes', () => {
  it('serves hashed scripts and styles from the caches without running the worker', () => {
    expect(routeOf('http://localhost:3000/main.1a2b3c4d.js', 'script', 'no-cors')).toBe('cache');
    expect(routeOf('http://localhost:3001/915.0a1b2c3d.js', 'script', 'no-cors')).toBe('cache');
    expect(routeOf('http://localhost:3002/12.0a1b2c3d.css', 'style', 'no-cors')).toBe('cache');
    expect(routeOf('http://localhost:3002/remoteEntry.0a1b2c3d.js', 'script', 'no-cors')).toBe(
      'cache',
    );
  });

  it('never serves a deploy file from the cache while the network answers', () => {
    expect(routeOf('http://localhost:3001/remoteEntry.js', 'script', 'no-cors')).toBe(
      'race-network-and-fetch-handler',
    );
    expect(routeOf('http://localhost:3002/mf-manifest.json', '', 'cors')).toBe(
      'race-network-and-fetch-handler',
    );
    expect(routeOf('http://localhost:3000/remotes.json', '', 'cors')).toBe(
      'race-network-and-fetch-handler',
    );
  });

  it('races pages and icons, and sends the api and the identity provider to the network', () => {
    expect(routeOf('http://localhost:3000/dashboard', 'document', 'navigate')).toBe(
      'race-network-and-fetch-handler',
    );
    expect(routeOf('http://localhost:3000/favicon.svg', 'image', 'no-cors')).toBe(
      'race-network-and-fetch-handler',
    );
    expect(routeOf('http://localhost:4000/connect/task/task', '', 'cors')).toBe('network');
    expect(
      routeOf(
        'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:lookup',
        '',
        'cors',
      ),
    ).toBe('network');
  });
});
