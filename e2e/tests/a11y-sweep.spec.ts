// One axe sweep (WCAG 2.1 AA) over every screen of the composed suite, shell and remotes together, in light and dark,
// English and French: no serious or critical violation anywhere.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signInAsGuest, test } from '../fixtures';
import { DASHBOARD_PAGES, PUBLIC_PAGES as SCREENS } from '../support/screens';

/** The public screens, and the not-found page. */
const PUBLIC_PAGES = [...SCREENS, '/no-such-page'];

/** Serious and critical violations of the whole page (the remotes' content included). */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary ?? ''}`).join(', ')}`,
    );
}

for (const language of ['en', 'fr'] as const) {
  test.describe(`axe sweep (${language})`, () => {
    test.use({ locale: language === 'fr' ? 'fr-FR' : 'en-US' });

    for (const theme of ['light', 'dark'] as const) {
      test(`every screen has no serious or critical violation (${language}, ${theme})`, async ({
        page,
      }) => {
        // Sixteen screens, each loaded and analysed by axe: about 50 s alone on a 2-core machine.
        test.setTimeout(180_000);
        await page.emulateMedia({ colorScheme: theme });
        for (const path of PUBLIC_PAGES) {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          expect(await seriousViolations(page), path).toEqual([]);
        }

        if (language === 'fr') {
          await page.goto('/login');
          await page.getByRole('button', { name: 'Continuer en tant qu’invité' }).click();
          await expect(page).toHaveURL(/\/dashboard$/);
        } else {
          await signInAsGuest(page);
        }
        for (const screen of DASHBOARD_PAGES) {
          await page.goto(screen.path);
          const frame = page.locator(`[data-remote-frame="${screen.remote}"]`);
          await expect(frame).toBeVisible();
          await expect(frame).toHaveAttribute('data-theme', theme);
          await expect(frame.getByRole('heading').first()).toBeVisible();

          expect.soft(await seriousViolations(page), screen.path).toEqual([]);
        }
      });
    }
  });
}
