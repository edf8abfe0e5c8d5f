// A page whose code cannot be downloaded (the connection dropped before the service worker holds the app)
// says so and offers a reload, in the page's language: never a blank window.
import { expect, test } from '../fixtures';
import { french } from '../support/translations';

test('a page that cannot be downloaded offline says so, and opens after a reload once back online', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Log in' }).first().click();
  const panel = page.getByRole('alert');
  await expect(panel.getByRole('heading', { name: 'This page could not open' })).toBeVisible();
  await expect(panel).toContainText('There is no connection');

  await context.setOffline(false);
  await expect(panel).toContainText('Reloading the page usually fixes it.');
  await panel.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('button', { name: 'Continue as guest' })).toBeVisible();
});

test('in French too', async ({ page, context }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'fr'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await context.setOffline(true);
  await page
    .getByRole('link', { name: french('Log in', 'shell') })
    .first()
    .click();
  const panel = page.getByRole('alert');
  await expect(
    panel.getByRole('heading', { name: french('This page could not open', 'shell') }),
  ).toBeVisible();
  await expect(
    panel.getByRole('button', { name: french('Reload the page', 'shell') }),
  ).toBeVisible();
});
