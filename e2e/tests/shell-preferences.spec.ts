// Browser tests of the shell's theme, language, consent banner, footer and lazy loading.
import { expect, test } from '../fixtures';

test.describe('shell theme', () => {
  test('the toggle switches to dark, and the choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    const themeColor = page.locator('meta[name="theme-color"]');
    await expect(html).not.toHaveClass(/dark/);
    await expect(themeColor).toHaveAttribute('content', '#FF6700');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toHaveClass(/dark/);
    await expect(themeColor).toHaveAttribute('content', '#000000');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });

  test('follows the system preference when nothing is saved', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#000000');
  });
});

test.describe('shell language', () => {
  test('switches to French: text, <html lang>, title and social tags; kept after reload', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByLabel('Language').selectOption('fr');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Organisez vos journées sans stress' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle('Planner · Votre agenda personnel gratuit');
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Planner · Votre agenda personnel gratuit',
    );
    await page.reload();
    await expect(page.getByRole('link', { name: 'Mentions légales' })).toBeVisible();
    await page.getByRole('link', { name: 'Mentions légales' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
    await expect(page).toHaveTitle('Mentions légales · Planner');
  });
});

test.describe('shell consent and footer', () => {
  test('the banner stores the choice and loads nothing when the deployment configures nothing', async ({
    page,
  }) => {
    const optional: string[] = [];
    page.on('request', (r) => {
      if (/analytics|messaging|push|googletagmanager/i.test(r.url())) optional.push(r.url());
    });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies and your privacy' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('true');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Cookies and your privacy' })).toHaveCount(0);
    // The footer's cookie settings: one switch per purpose; with all three off, cookieConsent is 'false'.
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Cookie settings' });
    for (const purpose of ['Analytics', 'Push notifications', 'Ads personalisation']) {
      const toggle = panel.getByRole('switch', { name: new RegExp(`^${purpose}`) });
      await expect(toggle).toBeChecked();
      await toggle.click();
      await expect(toggle).not.toBeChecked();
    }
    await panel.getByRole('button', { name: 'Done' }).click();
    await expect(panel).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('false');
    expect(optional).toEqual([]);
  });

  test('the footer links to the legal pages and shows the current year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Planner`);
    for (const [name, heading] of [
      ['Legal notice', 'Legal notice'],
      ['Privacy', 'Privacy policy'],
      ['Terms', 'Terms of use'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('the landing page does not download Firebase; the login page does', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(scripts.filter((u) => u.includes('firebase'))).toEqual([]);
    await page.getByRole('link', { name: 'Log in' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect
      .poll(() => scripts.filter((u) => u.includes('firebase')).length)
      .toBeGreaterThan(0);
  });
});
