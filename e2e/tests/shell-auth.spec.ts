// Browser tests of the shell's authentication against the real Firebase Auth emulator (and the api).
import type { Page } from '@playwright/test';
import { LOCAL_STORES } from '@planner/shared/model/constants';
import {
  API_URL,
  AUTH_EMULATOR_URL,
  apiHeaders,
  expect,
  persistedUid,
  signInAsGuest,
  test,
  uniqueEmail,
} from '../fixtures';

const EMULATOR = AUTH_EMULATOR_URL;
const PROJECT = 'demo-planner';
const PASSWORD = 'Abcdef1!';

/** Creates an email/password account on the emulator (never deletes anyone else's). */
async function createAccount(email: string): Promise<{ uid: string; idToken: string }> {
  const res = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  expect(res.ok).toBe(true);
  const json = (await res.json()) as { localId: string; idToken: string };
  return { uid: json.localId, idToken: json.idToken };
}

/**
 * How many records one store of the product's local database holds (0 when it does not exist).
 * Never creates the database: a test must not get in the way of the app's own upgrade to version 3.
 */
function localCount(page: Page, store: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('planner');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction(name, 'readonly').objectStore(name).count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => resolve(0);
          db.close();
        };
      }),
    store,
  );
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test.describe('shell authentication', () => {
  test('signs up with email and password and lands on the dashboard', async ({ page }) => {
    const email = uniqueEmail('shell-signup');
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await expect(page.getByText('At least 8 characters').locator('..')).toHaveAttribute(
      'data-met',
      'false',
    );
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill('Abcdef1?');
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(
      page.getByText('You must accept the terms of use and the privacy policy.'),
    ).toBeVisible();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: `Account menu: ${email}` })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('refuses an email that is already registered', async ({ page }) => {
    const email = uniqueEmail('shell-taken');
    await createAccount(email);
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('alert')).toHaveText('This email is already in use.');
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('logs in: a wrong password is refused, the right one opens the dashboard', async ({
    page,
  }) => {
    const email = uniqueEmail('shell-login');
    await createAccount(email);
    await logIn(page, email, 'Wrong-password1');
    await expect(page.getByRole('alert')).toHaveText('Incorrect Email or password.');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a registered user changes the password (current one first) and the e-mail (verification link)', async ({
    page,
  }) => {
    const email = uniqueEmail('shell-password');
    await createAccount(email);
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/profile');
    await page.getByRole('button', { name: 'Password and e-mail' }).click();
    await expect(page).toHaveURL(/\/dashboard\/account$/);
    await expect(page.getByRole('heading', { name: 'Password and e-mail' })).toBeVisible();

    const password = page.getByRole('region', { name: 'Change password' });
    await password.getByLabel('Current password').fill('Wrong-password1');
    await password.getByLabel('New password', { exact: true }).fill('Newer-pass2!');
    await password.getByLabel('Confirm the new password').fill('Newer-pass2!');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('alert')).toHaveText('The current password is not right.');
    await password.getByLabel('Current password').fill(PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('status')).toHaveText('Your password was changed.');

    const change = page.getByRole('region', { name: 'Change e-mail' });
    const next = uniqueEmail('shell-password-new');
    await change.getByLabel('Current password').fill('Newer-pass2!');
    await change.getByLabel('Email').fill(next);
    await change.getByRole('button', { name: 'Send the verification link' }).click();
    await expect(change.getByRole('status')).toHaveText(
      `We sent a link to ${next}. Your e-mail changes once you open it.`,
    );

    // The old password no longer opens the account; the new one does.
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await logIn(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Incorrect Email or password.');
    await logIn(page, email, 'Newer-pass2!');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('Google sign-in cannot complete offline and says so', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('alert')).toHaveText('An unknown error has occurred.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('sends a password reset link', async ({ page }) => {
    const email = uniqueEmail('shell-reset');
    await createAccount(email);
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(page.getByText('A reset link has been sent to your email address.')).toBeVisible();
    const res = await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT}/oobCodes`);
    const { oobCodes } = (await res.json()) as {
      oobCodes: { email: string; requestType: string }[];
    };
    expect(oobCodes).toContainEqual(
      expect.objectContaining({ email, requestType: 'PASSWORD_RESET' }),
    );
  });

  test('redirects /dashboard to / when signed out', async ({ page }) => {
    await page.goto('/dashboard/settings');
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Plan your days without the stress' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('the local database is planner version 3, one store per entity, opened once', async ({
    page,
  }) => {
    // Counts the app's opens of the product's database, before this test opens it itself.
    await page.addInitScript(() => {
      const open = indexedDB.open.bind(indexedDB);
      const opens: number[] = [];
      (window as unknown as { plannerOpens: number[] }).plannerOpens = opens;
      indexedDB.open = (name: string, version?: number) => {
        if (name === 'planner') opens.push(version ?? 0);
        return open(name, version);
      };
    });
    await signInAsGuest(page);
    await expect(page.getByRole('region', { name: 'Tasks' })).toBeVisible();
    // Every list is read and copied by then (the copy reads the store's keys through the kept connection).
    await page.waitForLoadState('networkidle');
    const opens = await page.evaluate(() => [
      ...(window as unknown as { plannerOpens: number[] }).plannerOpens,
    ]);
    // The sync layer opens it once at version 3 (creating every store) and keeps that connection;
    // localforage opens it once for all its instances, at whatever version it finds.
    expect(opens.filter((version) => version === 3)).toHaveLength(1);
    expect(opens).toHaveLength(2);
    const shape = await page.evaluate(
      () =>
        new Promise<{ version: number; stores: string[] }>((resolve) => {
          const open = indexedDB.open('planner');
          open.onupgradeneeded = () => open.transaction?.abort();
          open.onerror = () => resolve({ version: 0, stores: [] });
          open.onsuccess = () => {
            const db = open.result;
            resolve({ version: db.version, stores: [...db.objectStoreNames].sort() });
            db.close();
          };
        }),
    );
    expect(shape).toEqual({
      version: 3,
      stores: [...LOCAL_STORES, 'local-forage-detect-blob-support'].sort(),
    });
  });

  test('logout signs out and clears the local data', async ({ page }) => {
    const email = uniqueEmail('shell-logout');
    const { idToken } = await createAccount(email);
    // A task stored on the server reaches the browser's local database when the stores load.
    const created = await fetch(`${API_URL}/testconnect/task/create`, {
      method: 'POST',
      headers: apiHeaders(idToken),
      body: JSON.stringify({
        task: {
          title: 'Buy milk',
          description: '',
          priority: 'medium',
          deadline: null,
          deadlineRange: 'moreThan5Days',
          estimatedTimeRange: 'lessThan15Min',
          done: false,
          doneAt: null,
          createdAt: new Date().toISOString(),
          lastUpdated: Date.now(),
        },
      }),
    });
    expect(created.status).toBe(201);
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect.poll(() => localCount(page, 'tasks'), { timeout: 15_000 }).toBe(1);
    expect(await persistedUid(page)).not.toBeNull();

    await page.getByRole('button', { name: `Account menu: ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    await expect.poll(() => localCount(page, 'tasks'), { timeout: 15_000 }).toBe(0);
    expect(await persistedUid(page)).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });
});
