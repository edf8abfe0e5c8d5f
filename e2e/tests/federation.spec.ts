// Real Module Federation between separately built bundles: one copy of each shared library and of the
// runtime core, one bus and one i18next for the shell and the remotes, and a remote that is down.
import type { Page, Request } from '@playwright/test';
import {
  commonTexts,
  expect,
  REMOTE_KEYS,
  REMOTE_URLS,
  remoteSlot,
  remoteTexts,
  signInAsGuest,
  test,
  type RemoteKey,
} from '../fixtures';

/**
 * Provided by the shell on first use (its loader, not an instance already loaded): the share scope then
 * names whichever remote asked first, though the module is the shell's; point 1 checks that no remote
 * downloaded its own copy.
 */
const LAZY_SINGLETONS = ['@planner/shared/model'];
/** Provided lazily and loaded only on use (a quick-add field's focus, an .ics export): at most one copy. */
const ON_USE = new Set(['@planner/shared/quickAdd', '@planner/shared/ics']);

interface ManifestAssets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}
interface Manifest {
  shared: { name: string; assets: ManifestAssets }[];
  exposes: { name: string; assets: ManifestAssets }[];
}

/** The files a remote would download if it used its OWN copy of a shared library. */
async function sharedFallbackFiles(name: RemoteKey): Promise<Map<string, string>> {
  const manifest = (await (
    await fetch(`${REMOTE_URLS[name]}/mf-manifest.json`)
  ).json()) as Manifest;
  const files = new Map<string, string>();
  for (const shared of manifest.shared) {
    for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
      files.set(`${REMOTE_URLS[name]}/${file}`, shared.name);
    }
  }
  return files;
}

/** The shell's own language switch (the settings remote may show another one). */
function shellLanguage(page: Page) {
  return page.getByRole('group', { name: 'Account and display' }).getByLabel('Language');
}

function openSection(page: Page, label: string) {
  return page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: label, exact: true })
    .click();
}

test.describe('module federation', () => {
  test('the shell and all five remotes run on one copy of React, the shared libraries and the runtime core', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request: Request) => requested.push(request.url().split('?')[0] ?? ''));

    await signInAsGuest(page);
    // The dashboard: calendar (parcel), events and tasks sidebars and the bell (widgets).
    await expect(page.locator('[data-remote-frame="calendar"]')).toBeVisible();
    await expect
      .poll(() =>
        requested.some((url) =>
          url.startsWith(`${REMOTE_URLS.tasks}/__federation_expose_TasksSidebar`),
        ),
      )
      .toBe(true);
    // In-app navigation (no reload), so one page ends up with every remote loaded.
    for (const [label, name] of [
      ['Tasks', 'tasks'],
      ['Notifications', 'notifications'],
      ['Profile', 'profile'],
      ['Settings', 'settings'],
    ] as const) {
      await openSection(page, label);
      await expect(page.locator(`[data-remote-frame="${name}"]`)).toBeVisible();
    }

    // 1. The network: no remote downloaded a chunk of its own copy of a shared library (the shell
    // provides every one of them, @planner/shared/* included, even those it does not use itself).
    for (const name of REMOTE_KEYS) {
      expect(requested).toContainEqual(
        expect.stringMatching(new RegExp(`^${REMOTE_URLS[name]}/remoteEntry\\.[0-9a-f]{8}\\.js$`)),
      );
      const fallbacks = await sharedFallbackFiles(name);
      const ownCopies = requested
        .filter((url) => fallbacks.has(url))
        .map((url) => fallbacks.get(url));
      expect(ownCopies, `${name} downloaded its own copy of`).toEqual([]);
    }

    // 2. The share scope: every instance (shell + 5 remotes) reads the shell's one scope, holding one
    // loaded version of each library, provided by the shell and used by the remotes.
    const scope = await page.evaluate(() => {
      type Shared = { from: string; loaded?: boolean; useIn?: string[] };
      type Scope = Record<string, Record<string, Shared>>;
      const federation = (
        globalThis as unknown as {
          __FEDERATION__: { __SHARE__: Record<string, Record<string, Scope>> };
        }
      ).__FEDERATION__;
      const scopes = [...new Set(Object.values(federation.__SHARE__).map((s) => s.default))];
      const out: Record<string, { versions: string[]; loadedBy: string[]; useIn: string[] }> = {};
      for (const [name, versions] of Object.entries(scopes[0] ?? {})) {
        const entry = (out[name] ??= { versions: [], loadedBy: [], useIn: [] });
        for (const [version, shared] of Object.entries(versions)) {
          if (!shared.loaded) continue;
          entry.versions.push(version);
          entry.loadedBy.push(shared.from);
          for (const user of shared.useIn ?? [])
            if (!entry.useIn.includes(user)) entry.useIn.push(user);
        }
      }
      return { scopes: scopes.length, instances: Object.keys(federation.__SHARE__).length, out };
    });
    expect(scope.instances).toBe(6);
    expect(scope.scopes, 'distinct share scopes').toBe(1);
    for (const [name, { versions }] of Object.entries(scope.out)) {
      const loaded = `${name} loaded versions ${versions.join(', ')}`;
      if (ON_USE.has(name)) expect(versions.length, loaded).toBeLessThanOrEqual(1);
      else expect(versions.length, loaded).toBe(1);
    }
    // Every singleton the shell provides at start (all but the lazy ones) is the shell's instance.
    const provided = Object.keys(scope.out).filter(
      (name) => !LAZY_SINGLETONS.includes(name) && !ON_USE.has(name),
    );
    expect(provided).toEqual(
      expect.arrayContaining(['react', 'react-dom', 'rxjs', 'i18next', '@planner/shared/bus']),
    );
    for (const name of provided) {
      expect(scope.out[name]?.loadedBy, `${name} loaded by`).toEqual(['shell']);
    }
    for (const name of LAZY_SINGLETONS) {
      expect(scope.out[name]?.versions, `${name} loaded versions`).toHaveLength(1);
    }
    const REMOTE_SCOPES = [
      'mf_calendar',
      'mf_tasks',
      'mf_notifications',
      'mf_profile',
      'mf_settings',
    ];
    expect(scope.out['react/jsx-runtime']?.useIn).toEqual(expect.arrayContaining(REMOTE_SCOPES));
    expect(scope.out['@planner/shared/bus']?.useIn).toEqual(expect.arrayContaining(REMOTE_SCOPES));

    // 3. One federation runtime core: every instance (shell + 5 remotes) is built by the class the shell provides.
    const runtime = await page.evaluate(() => {
      const g = globalThis as unknown as {
        _FEDERATION_RUNTIME_CORE?: { ModuleFederation: new (...args: never[]) => unknown };
        __FEDERATION__: { __INSTANCES__: { name: string }[] };
      };
      const core = g._FEDERATION_RUNTIME_CORE;
      return g.__FEDERATION__.__INSTANCES__.map((i) => ({
        name: i.name,
        sharedCore: !!core && i instanceof core.ModuleFederation,
      }));
    });
    expect(runtime.map((r) => r.name).sort()).toEqual(
      ['mf_calendar', 'mf_notifications', 'mf_profile', 'mf_settings', 'mf_tasks', 'shell'].sort(),
    );
    expect(runtime.filter((r) => !r.sharedCore)).toEqual([]);
  });

  test('public pages load no federation runtime and no remote', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request: Request) => requested.push(request.url()));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => '__FEDERATION__' in globalThis)).toBe(false);
    // Nobody signed in on this browser: /dashboard sends the visitor back to / without fetching a remote.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requested.filter((url) => /remotes\.json|mf-manifest|remoteEntry/.test(url))).toEqual(
      [],
    );
  });

  test('a theme and a language set by the shell reach a remote through the one bus and the one i18next', async ({
    page,
  }) => {
    await signInAsGuest(page);
    await openSection(page, 'Settings');
    const frame = page.locator('[data-remote-frame="settings"]');
    await expect(frame).toHaveAttribute('data-theme', 'light');
    await expect(
      frame.getByRole('heading', { name: String(remoteTexts('settings').title) }),
    ).toBeVisible();

    // The shell's toggle sets the bus fact; the remote reads it from its own import of @planner/shared/bus.
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(frame).toHaveAttribute('data-theme', 'dark');

    // The shell changes the language of the page's i18next; the remote's own namespace follows live.
    await shellLanguage(page).selectOption('fr');
    await expect(
      frame.getByRole('heading', { name: String(remoteTexts('settings', 'fr').title) }),
    ).toBeVisible();
    await expect(frame).toHaveAttribute('data-theme', 'dark');
  });

  test('a remote that is down shows the translated fallback, the rest works, and Retry mounts it once it is back', async ({
    page,
    isolateRemote,
  }) => {
    const profile = await isolateRemote('profile');
    await profile.stop();
    await signInAsGuest(page);
    await openSection(page, 'Profile');

    const slot = remoteSlot(page, 'profile');
    await expect(slot.getByText(String(commonTexts('en').remoteUnavailable))).toBeVisible();
    const retry = slot.getByRole('button', { name: String(commonTexts('en').retry) });
    await expect(retry).toBeVisible();

    // Everything else keeps working: another remote mounts, the shell still switches language.
    await openSection(page, 'Settings');
    await expect(page.locator('[data-remote-frame="settings"]')).toBeVisible();
    await shellLanguage(page).selectOption('fr');
    await page
      .getByRole('navigation', { name: 'Principale' })
      .getByRole('link', { name: 'Profil', exact: true })
      .click();
    await expect(slot.getByText(String(commonTexts('fr').remoteUnavailable))).toBeVisible();

    // A retry while it is still down fails again, honestly.
    await slot.getByRole('button', { name: String(commonTexts('fr').retry) }).click();
    await expect(slot.getByText(String(commonTexts('fr').remoteUnavailable))).toBeVisible();

    // Back up: Retry really reloads it (the runtime forgot the failed manifest and entry).
    await profile.start();
    await slot.getByRole('button', { name: String(commonTexts('fr').retry) }).click();
    const frame = page.locator('[data-remote-frame="profile"]');
    await expect(frame).toBeVisible();
    await expect(
      frame.getByRole('heading', { name: String(remoteTexts('profile', 'fr').title) }),
    ).toBeVisible();
    await expect(slot.getByText(String(commonTexts('fr').remoteUnavailable))).toHaveCount(0);
  });

  test('a widget of a remote that is down falls back alone and comes back on Retry', async ({
    page,
    isolateRemote,
  }) => {
    const notifications = await isolateRemote('notifications');
    await notifications.stop();
    await signInAsGuest(page);
    const bellSlot = remoteSlot(page, 'notifications').first();
    await expect(bellSlot.getByText(String(commonTexts('en').remoteUnavailable))).toBeVisible();
    // The calendar parcel on the same page is unaffected.
    await expect(page.locator('[data-remote-frame="calendar"]')).toBeVisible();

    await notifications.start();
    await bellSlot.getByRole('button', { name: String(commonTexts('en').retry) }).click();
    await expect(bellSlot.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await expect(bellSlot.getByText(String(commonTexts('en').remoteUnavailable))).toHaveCount(0);
  });
});
