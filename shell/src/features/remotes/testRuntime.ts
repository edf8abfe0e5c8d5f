// Test helpers for the remote loading feature: a mocked federation runtime's remotes.json and i18n.
import { createI18n } from '@planner/shared/i18n';

export const TEST_MANIFEST = {
  calendar: 'http://localhost:3001/mf-manifest.json',
  tasks: 'http://localhost:3002/mf-manifest.json',
  notifications: 'http://localhost:3003/mf-manifest.json',
};

/** Serves `manifest` (TEST_MANIFEST) as /remotes.json through a fake fetch (jsdom has none). */
export function stubRemotesJson(manifest: Record<string, string> = TEST_MANIFEST): jest.Mock {
  const fetchMock = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => manifest,
  }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export async function englishI18n() {
  return createI18n('en');
}
