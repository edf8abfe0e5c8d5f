// Browser tests of the guest account: sign in as a guest, then finish registration keeping the same uid.
import { expect, persistedUid, signInAsGuest, test, uniqueEmail } from '../fixtures';

test.describe('shell guest account', () => {
  test('a guest finishes registration and keeps its uid', async ({ page }) => {
    await signInAsGuest(page);
    const account = page.getByRole('button', { name: 'Account menu: Guest' });
    await expect(account).toBeVisible();
    await expect.poll(() => persistedUid(page)).not.toBeNull();
    const before = await persistedUid(page);

    await account.click();
    await page.getByRole('menuitem', { name: 'Finish registration' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: 'Finish your registration' })).toBeVisible();
    const email = uniqueEmail('shell-guest');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Abcdef1!');
    await page.getByLabel('Confirm password').fill('Abcdef1!');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByRole('button', { name: `Account menu: ${email}` })).toBeVisible();
    expect(await persistedUid(page)).toBe(before);

    // The same account now signs in with its email and password, still with the guest's uid.
    await page.getByRole('button', { name: `Account menu: ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Abcdef1!');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await persistedUid(page)).toBe(before);
  });

  test('a guest who signs out is warned first, keeps everything on Escape, and can still sign out', async ({
    page,
  }) => {
    await signInAsGuest(page);
    const uid = await persistedUid(page);
    const menu = page.getByRole('button', { name: 'Account menu: Guest' });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Sign out and lose your data?' });
    await expect(warning).toContainText('deletes this guest account for good');
    await expect(warning.getByRole('button', { name: 'Finish registration' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await persistedUid(page)).toBe(uid);

    // Finish registration leads to the sign-up form of this same guest.
    await menu.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await warning.getByRole('button', { name: 'Finish registration' }).click();
    await expect(page.getByRole('heading', { name: 'Finish your registration' })).toBeVisible();
    expect(await persistedUid(page)).toBe(uid);

    await page.goto('/dashboard');
    await menu.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await warning.getByRole('button', { name: 'Sign out anyway' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await persistedUid(page)).toBeNull();
  });

  test('"Continue as guest" on the landing page opens the planner in one click', async ({
    page,
  }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Account menu: Guest' })).toBeVisible();
    expect(visited).not.toContain('/login');
    expect(await persistedUid(page)).not.toBeNull();
  });

  test('a guest session survives a reload', async ({ page }) => {
    await signInAsGuest(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account menu: Guest' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Open my planner' }).first()).toBeVisible();
  });
});
