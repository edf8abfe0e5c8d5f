// The dashboard's create button works from every dashboard page: where nothing makes that kind of item, it goes
// to the page that does and the remote there opens its popup once mounted.
import { expect, signInAsGuest, test } from '../fixtures';

test('Create works from pages without a calendar or a task list', async ({ page }) => {
  await signInAsGuest(page);

  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('menuitem', { name: 'New event' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const eventDialog = page.getByRole('dialog', { name: 'New event' });
  await expect(eventDialog.getByLabel('Title')).toBeVisible();
  await eventDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(eventDialog).toBeHidden();

  await page.goto('/dashboard/notifications');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('menuitem', { name: 'New task' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tasks$/);
  await expect(page.getByRole('dialog', { name: 'New task' })).toBeVisible();
});
