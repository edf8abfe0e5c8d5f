// Accessibility of the shell's own screens in real Chromium: axe (WCAG 2.1 AA) in both themes, and the keyboard path.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signInAsGuest, test } from '../fixtures';
import { PUBLIC_PAGES } from '../support/screens';

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // The remotes' own content is theirs to check; the shell's frame around them is checked here.
    .exclude('[data-remote-slot]')
    .analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

for (const theme of ['light', 'dark'] as const) {
  test(`the public pages have no axe violations (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
  });

  test(`the dashboard frame has no axe violations (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await signInAsGuest(page);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('menuitem', { name: 'New event' })).toBeFocused();
    expect(await violations(page)).toEqual([]);
  });
}

test('keyboard: the skip link and the account menu', async ({ page }) => {
  await page.goto('/');
  // Once the page shows (React renders after the load event), as a person would.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();

  await signInAsGuest(page);
  const account = page.getByRole('button', { name: 'Account menu: Guest' });
  await account.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(account).toBeFocused();
  await expect(page.getByRole('menu')).toHaveCount(0);
});
