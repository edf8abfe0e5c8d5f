// Journey: dark mode chosen once with the toggle applies to every screen, shell and remotes, and survives reloads;
// on the way, every screen's text is in the page's font.
import type { Page } from '@playwright/test';
import { expect, signInAsGuest, test } from '../fixtures';
import { DASHBOARD_PAGES, PUBLIC_PAGES, textInOtherFonts } from '../support/screens';

/** The dark tokens (shared/src/ui/tokens.css): page background and text as the browser computes them. */
const DARK_BG = 'rgb(0, 0, 0)';
const DARK_TEXT = 'rgb(242, 242, 245)';

async function expectDark(page: Page, where: string): Promise<void> {
  await expect(page.locator('html'), where).toHaveClass(/\bdark\b/);
  await expect(page.locator('body'), where).toHaveCSS('background-color', DARK_BG);
  await expect(page.getByRole('button', { name: 'Switch to light theme' }), where).toBeVisible();
}

test("dark mode on every screen, kept after reloads; the page's font throughout", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expectDark(page, '/');

  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectDark(page, path);
    expect(await textInOtherFonts(page), path).toEqual([]);
  }

  await signInAsGuest(page);
  for (const screen of DASHBOARD_PAGES) {
    await page.goto(screen.path);
    const frame = page.locator(`[data-remote-frame="${screen.remote}"]`);
    await expect(frame.getByRole('heading').first()).toBeVisible();
    await expectDark(page, screen.path);
    await expect(frame, screen.path).toHaveAttribute('data-theme', 'dark');
    await expect(frame.getByRole('heading').first(), screen.path).toHaveCSS('color', DARK_TEXT);
    // The header's widgets too: the bell shows the guest's one unread notification.
    await expect(page.getByTestId('bell-count'), screen.path).toBeVisible();
    expect(await textInOtherFonts(page), screen.path).toEqual([]);
  }

  // The choice is the user's, not the system's: it survives a reload under a light system preference.
  await page.reload();
  await expect(page.locator('[data-remote-frame="settings"]')).toHaveAttribute(
    'data-theme',
    'dark',
  );
  await expectDark(page, 'after reload');
});
