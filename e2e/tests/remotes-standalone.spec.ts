// Each remote's standalone page (its production build of the dev harness) mounts the same root alone:
// no shell, the federation runtime core provided by the page itself, guest sign-in on the emulator.
import { expect, REMOTE_KEYS, REMOTE_URLS, remoteTexts, test } from '../fixtures';

test.describe('remotes standalone', () => {
  for (const name of REMOTE_KEYS) {
    test(`${name} runs on its own page`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${REMOTE_URLS[name]}/`);
      await expect(page.getByRole('heading', { name: `${name} — standalone` })).toBeVisible();
      await expect(page.locator(`[data-remote-frame="${name}"]`)).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('the harness signs in a guest and switches language and theme live', async ({ page }) => {
    await page.goto(`${REMOTE_URLS.settings}/`);
    const frame = page.locator('[data-remote-frame="settings"]');
    await expect(
      frame.getByRole('heading', { name: String(remoteTexts('settings').title) }),
    ).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Sign in as guest' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Signed in as a guest' }),
    ).toBeVisible();

    await page.getByRole('banner').getByLabel('Language').selectOption('fr');
    await expect(
      frame.getByRole('heading', { name: String(remoteTexts('settings', 'fr').title) }),
    ).toBeVisible();

    await page.getByRole('banner').getByLabel('Thème sombre').check();
    await expect(frame).toHaveAttribute('data-theme', 'dark');
  });
});
