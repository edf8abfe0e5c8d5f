// The service worker's routing: deploy manifests network-first, hashed remote files cache-first, data never.
import { isCacheableAsset, isDeployManifest } from './routes';

const u = (href: string) => new URL(href);

describe('service worker routes', () => {
  it('treats remotes.json, manifests and remote entries as deploy manifests', () => {
    expect(isDeployManifest(u('http://localhost:3000/remotes.json'))).toBe(true);
    expect(isDeployManifest(u('http://localhost:3002/mf-manifest.json'))).toBe(true);
    expect(isDeployManifest(u('https://cdn.example/tasks/remoteEntry.js'))).toBe(true);
    expect(isDeployManifest(u('http://localhost:3002/main.1a2b3c4d.js'))).toBe(false);
  });

  it('caches content-hashed remote files only', () => {
    expect(isCacheableAsset(u('http://localhost:3001/915.0a1b2c3d.js'))).toBe(true);
    expect(isCacheableAsset(u('http://localhost:3001/assets/icon.0a1b2c3d.svg'))).toBe(true);
    expect(isCacheableAsset(u('http://localhost:3001/remoteEntry.js'))).toBe(false);
    expect(isCacheableAsset(u('http://localhost:4000/connect/task/task'))).toBe(false);
    expect(
      isCacheableAsset(u('http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts')),
    ).toBe(false);
  });
});
