import { fetchRemotesManifest, parseRemotesManifest } from './remotesManifest';

/** jsdom has no fetch Response: just what fetchRemotesManifest reads. */
function response(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  } as unknown as Response;
}

describe('parseRemotesManifest', () => {
  it('keeps the known remotes whose value is an http(s) URL', () => {
    expect(
      parseRemotesManifest({
        tasks: 'http://localhost:3002/mf-manifest.json',
        calendar: 'https://cdn.example.com/calendar/mf-manifest.json',
      }),
    ).toEqual({
      tasks: 'http://localhost:3002/mf-manifest.json',
      calendar: 'https://cdn.example.com/calendar/mf-manifest.json',
    });
  });

  it('drops unknown remotes, non-URLs and anything that is not an object', () => {
    expect(
      parseRemotesManifest({
        tasks: 'javascript:alert(1)',
        unknown: 'http://localhost:9999/mf-manifest.json',
        profile: 42,
      }),
    ).toEqual({});
    expect(parseRemotesManifest(null)).toEqual({});
    expect(parseRemotesManifest(['http://x'])).toEqual({});
  });
});

describe('fetchRemotesManifest', () => {
  it('reads /remotes.json without the HTTP cache', async () => {
    const fetchImpl = jest.fn(async () =>
      response(200, { settings: 'http://localhost:3005/mf-manifest.json' }),
    );
    await expect(fetchRemotesManifest(fetchImpl)).resolves.toEqual({
      settings: 'http://localhost:3005/mf-manifest.json',
    });
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });

  it('rejects when remotes.json is missing', async () => {
    const fetchImpl = jest.fn(async () => response(404, 'nope'));
    await expect(fetchRemotesManifest(fetchImpl)).rejects.toThrow('/remotes.json answered 404');
  });
});
