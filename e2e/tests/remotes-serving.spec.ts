// The static servers in front of the built dists: cache headers, brotli and gzip, CORS, MIME types, SPA fallback.
import { expect, REMOTE_URLS, SHELL_URL, test } from '../fixtures';

test.describe('static serving of the built bundles', () => {
  test('the shell: index.html and remotes.json are revalidated, hashed assets cached for good', async ({
    request,
  }) => {
    const index = await request.get(`${SHELL_URL}/`);
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(index.headers()['cache-control']).toBe('no-cache');
    const html = await index.text();
    const script = /src="\/?(main\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();

    const asset = await request.get(`${SHELL_URL}/${script}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
    // A browser that accepts brotli gets the build's brotli copy: the same script, fewer bytes.
    const brotli = await request.get(`${SHELL_URL}/${script}`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(await brotli.text()).toBe(await asset.text());
    expect(Number(brotli.headers()['content-length'])).toBeLessThan(
      Number(asset.headers()['content-length']),
    );

    // A revalidation of an unchanged file costs no body.
    const again = await request.get(`${SHELL_URL}/`, {
      headers: { 'if-none-match': index.headers()['etag'] ?? '' },
    });
    expect(again.status()).toBe(304);

    const remotes = await request.get(`${SHELL_URL}/remotes.json`);
    expect(remotes.headers()['cache-control']).toBe('no-cache');
    expect(await remotes.json()).toEqual({
      calendar: `${REMOTE_URLS.calendar}/mf-manifest.json`,
      tasks: `${REMOTE_URLS.tasks}/mf-manifest.json`,
      notifications: `${REMOTE_URLS.notifications}/mf-manifest.json`,
      profile: `${REMOTE_URLS.profile}/mf-manifest.json`,
      settings: `${REMOTE_URLS.settings}/mf-manifest.json`,
    });
  });

  test('the shell answers its routes with index.html, but a missing file is a 404', async ({
    request,
  }) => {
    const route = await request.get(`${SHELL_URL}/dashboard/tasks`);
    expect(route.status()).toBe(200);
    expect(await route.text()).toContain('<div id="root">');
    expect((await request.get(`${SHELL_URL}/missing.0123abcd.js`)).status()).toBe(404);
    expect((await request.get(`${SHELL_URL}/..%2f..%2fpackage.json`)).status()).toBe(404);
  });

  test('a remote: CORS for the shell, its manifest revalidated, the entry it names kept', async ({
    request,
  }) => {
    const get = (file: string) =>
      request.get(`${REMOTE_URLS.tasks}/${file}`, {
        headers: { origin: SHELL_URL, 'accept-encoding': 'gzip' },
      });
    const manifest = await get('mf-manifest.json');
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    expect(manifest.headers()['content-type']).toBe('application/json; charset=utf-8');
    const { name, metaData } = await manifest.json();
    expect(name).toBe('mf_tasks');
    // The entry's name carries its content hash: a warm load never asks for it again.
    expect(metaData.remoteEntry.name).toMatch(/^remoteEntry\.[0-9a-f]{8}\.js$/);
    const entry = await get(metaData.remoteEntry.name);
    expect(entry.status()).toBe(200);
    expect(entry.headers()['access-control-allow-origin']).toBe('*');
    expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // A remote is not an SPA: an unknown path is not answered with a page.
    expect((await request.get(`${REMOTE_URLS.tasks}/dashboard/tasks`)).status()).toBe(404);
  });
});
