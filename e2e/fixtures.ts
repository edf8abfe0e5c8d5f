// Helpers for every browser test: guest sign-in, the api address, unique emails, and a remote served by a
// server of its own that a test may stop and restart (fallback tests) without touching other tests.
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { REMOTE_URLS, SHELL_URL, type RemoteKey } from './env';
import { isolateApi, type IsolatedApi } from './support/isolatedApi';

export { expect };
export { API_URL, APP_SECRET, AUTH_EMULATOR_URL, REMOTE_URLS, SHELL_URL, REMOTE_KEYS } from './env';
export type { RemoteKey } from './env';
export type { IsolatedApi } from './support/isolatedApi';
export { apiHeaders, persistedUid } from './support/pageUser';

const ROOT = path.resolve(__dirname, '..');

const REMOTE_DIRS: Record<RemoteKey, string> = {
  calendar: 'mf-calendar',
  tasks: 'mf-tasks',
  notifications: 'mf-notifications',
  profile: 'mf-profile',
  settings: 'mf-settings',
};

/** A remote's own texts (src/locales/<language>/<name>.json), so tests follow the copy instead of copying it. */
export function remoteTexts(
  name: RemoteKey,
  language: 'en' | 'fr' = 'en',
): Record<string, unknown> {
  const file = path.join(ROOT, REMOTE_DIRS[name], 'src/locales', language, `${name}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** The shared "common" namespace (remoteUnavailable, retry, ...). */
export function commonTexts(language: 'en' | 'fr' = 'en'): Record<string, unknown> {
  const file = path.join(ROOT, 'shared/src/i18n/locales', language, 'common.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** A unique address for a test account (the emulator is shared: never clear it, never reuse). */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Signs in as a fresh guest through the shell's login page; resolves on the dashboard. */
export async function signInAsGuest(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Switches a signed-in page to French the way a person does at its width: the header's language select, or
 * on a phone (640 px or less) the account menu, which holds the language there.
 */
export async function switchToFrench(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  if ((page.viewportSize()?.width ?? 1280) > 640) {
    await header.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
  } else {
    await header.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
}

/** Where one remote's slot is in the shell (RemoteParcel and RemoteWidget wrap it). */
export function remoteSlot(page: Page, name: RemoteKey) {
  return page.locator(`[data-remote-slot="${name}"]`);
}

export interface IsolatedRemote {
  name: RemoteKey;
  url: string;
  /** Stops its server: connections are refused, like a remote that is down. */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
}

interface Fixtures {
  /**
   * Serves a remote's dist on a port of its own for this test and makes the page's /remotes.json point
   * to it (call before page.goto). Stopping it affects this page only, never the other tests.
   */
  isolateRemote: (name: RemoteKey) => Promise<IsolatedRemote>;
  /**
   * Starts an api of this test's own (own port and PGlite folder) and points the page's api calls at it (call
   * before page.goto). Its stop() makes the server unreachable for this page only; start() brings it back
   * on the same data.
   */
  isolateApi: () => Promise<IsolatedApi>;
}

export const test = base.extend<Fixtures>({
  isolateRemote: async ({ page }, provide) => {
    const { startStaticServer } = await import('../scripts/lib/staticServer.mjs');
    const cleanups: (() => Promise<void>)[] = [];
    await provide(async (name) => {
      const root = path.join(ROOT, REMOTE_DIRS[name], 'dist');
      let server: Awaited<ReturnType<typeof startStaticServer>> | null = await startStaticServer({
        root,
        port: 0,
        cors: true,
      });
      const port = server.port;
      const url = `http://localhost:${port}`;
      cleanups.push(async () => {
        await server?.close();
        server = null;
      });
      await page.route(`${SHELL_URL}/remotes.json`, async (route) => {
        const response = await route.fetch();
        const json = (await response.json()) as Record<string, string>;
        json[name] = `${url}/mf-manifest.json`;
        await route.fulfill({ response, json });
      });
      return {
        name,
        url,
        stop: async () => {
          await server?.close();
          server = null;
        },
        start: async () => {
          server ??= await startStaticServer({ root, port, cors: true });
        },
      };
    });
    for (const cleanup of cleanups) await cleanup();
  },
  isolateApi: async ({ page }, provide) => {
    const started: IsolatedApi[] = [];
    await provide(async () => {
      const api = await isolateApi(page);
      started.push(api);
      return api;
    });
    for (const api of started) await api.dispose();
  },
});

export const remoteUrl = (name: RemoteKey) => REMOTE_URLS[name];
