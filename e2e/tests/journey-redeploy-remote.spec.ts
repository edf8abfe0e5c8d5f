// Journey: one remote is redeployed alone (a new build on a new address, written into remotes.json); the running
// shell, never rebuilt, shows the new version on the next reload.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { REMOTE_URLS, SHELL_URL, expect, remoteTexts, signInAsGuest, test } from '../fixtures';

const SETTINGS_DIST = path.resolve(__dirname, '../../mf-settings/dist');
const CONSENTS = String((remoteTexts('settings').consents as Record<string, string>).title);
const NEW_CONSENTS = `${CONSENTS} (version 2)`;

/**
 * Version 2 of the settings remote: a copy of its build whose consents heading reads differently (precompressed
 * copies dropped, so the changed files are what is served).
 */
function buildVersion2(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-e2e-settings-v2-'));
  fs.cpSync(SETTINGS_DIST, dir, { recursive: true });
  let changed = 0;
  for (const file of fs.readdirSync(dir)) {
    if (file.endsWith('.gz')) {
      fs.rmSync(path.join(dir, file));
      continue;
    }
    if (!file.endsWith('.js')) continue;
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    if (!text.includes(CONSENTS)) continue;
    fs.writeFileSync(path.join(dir, file), text.split(CONSENTS).join(NEW_CONSENTS));
    changed += 1;
  }
  expect(changed, 'files of the settings build holding its consents heading').toBeGreaterThan(0);
  return dir;
}

/** The shell's main script, to prove the shell itself was not redeployed. */
function shellScript(page: Page): Promise<string | null> {
  return page.locator('script[src*="main."]').first().getAttribute('src');
}

test('a remote redeployed alone is picked up by the running shell on reload', async ({ page }) => {
  const { startStaticServer } = await import('../../scripts/lib/staticServer.mjs');
  const version2 = buildVersion2();
  const server = await startStaticServer({ root: version2, port: 0, cors: true });
  try {
    // remotes.json as deployed: the file the shell fetches on each load (no-cache), here served by the test.
    let deployed = (await (await fetch(`${SHELL_URL}/remotes.json`)).json()) as Record<
      string,
      string
    >;
    expect(deployed.settings).toBe(`${REMOTE_URLS.settings}/mf-manifest.json`);
    await page.route(`${SHELL_URL}/remotes.json`, (route) =>
      route.fulfill({ json: deployed, headers: { 'cache-control': 'no-cache' } }),
    );

    await signInAsGuest(page);
    await page.goto('/dashboard/settings');
    const frame = page.locator('[data-remote-frame="settings"]');
    await expect(frame.getByRole('heading', { name: CONSENTS, exact: true })).toBeVisible();
    const shellBefore = await shellScript(page);

    // Deploy version 2 of the settings remote only: a new address in remotes.json.
    deployed = { ...deployed, settings: `http://localhost:${server.port}/mf-manifest.json` };
    await page.reload();
    await expect(frame.getByRole('heading', { name: NEW_CONSENTS, exact: true })).toBeVisible();
    expect(await shellScript(page)).toBe(shellBefore);
    // The other remotes are still the ones deployed before.
    await page.goto('/dashboard/tasks');
    await expect(page.locator('[data-remote-frame="tasks"]')).toBeVisible();
  } finally {
    await server.close();
    fs.rmSync(version2, { recursive: true, force: true });
  }
});
