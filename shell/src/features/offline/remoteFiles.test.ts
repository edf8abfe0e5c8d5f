// The URLs the service worker is asked to cache for a remote, read from its federation manifest.
import { remoteFileUrls } from './remoteFiles';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [
    {
      assets: {
        js: { sync: ['590.aaaa1111.js', 'expose_a.bbbb2222.js'], async: ['884.cccc3333.js'] },
        css: { sync: ['expose_a.dddd4444.css'], async: [] },
      },
    },
    { assets: { js: { sync: ['590.aaaa1111.js'], async: [] }, css: { sync: [], async: [] } } },
  ],
};

describe('remoteFileUrls', () => {
  it('lists the entry and every exposed chunk once, beside the manifest', () => {
    expect(remoteFileUrls('http://localhost:3002/mf-manifest.json', manifest)).toEqual([
      'http://localhost:3002/remoteEntry.js',
      'http://localhost:3002/590.aaaa1111.js',
      'http://localhost:3002/expose_a.bbbb2222.js',
      'http://localhost:3002/884.cccc3333.js',
      'http://localhost:3002/expose_a.dddd4444.css',
    ]);
  });

  it('follows a publicPath and a manifest in a sub-folder', () => {
    const urls = remoteFileUrls('https://cdn.example/tasks/v2/mf-manifest.json', {
      ...manifest,
      metaData: { ...manifest.metaData, publicPath: 'https://static.example/tasks/' },
    });
    expect(urls[0]).toBe('https://static.example/tasks/remoteEntry.js');
    expect(remoteFileUrls('https://cdn.example/tasks/v2/mf-manifest.json', manifest)[0]).toBe(
      'https://cdn.example/tasks/v2/remoteEntry.js',
    );
  });

  it('gives nothing for what is not a manifest', () => {
    expect(remoteFileUrls('http://localhost:3002/mf-manifest.json', null)).toEqual([]);
    expect(remoteFileUrls('http://localhost:3002/mf-manifest.json', 'oops')).toEqual([]);
  });
});
