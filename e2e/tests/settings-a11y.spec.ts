// Accessibility (axe, WCAG 2.1 AA) of the notification centre, the profile, the contacts and the settings, light and dark.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAsGuest } from './tasks-support';

/** Violations inside the remote's own slot (the shell's frame is checked by the shell's tests). */
async function violations(page: Page, remote: string): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include(`[data-remote-slot="${remote}"]`)
    .analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

const SCREENS = [
  { path: '/dashboard/notifications', remote: 'notifications', ready: /You are using Planner/ },
  { path: '/dashboard/profile', remote: 'profile', ready: 'Save my profile' },
  { path: '/dashboard/contacts', remote: 'profile', ready: 'No contacts yet' },
  { path: '/dashboard/settings', remote: 'settings', ready: 'Privacy and consents' },
] as const;

for (const theme of ['light', 'dark'] as const) {
  test(`notifications, profile, contacts and settings have no axe violations (${theme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await signInAsGuest(page);
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(
        page.getByText(screen.ready, { exact: typeof screen.ready === 'string' }).first(),
      ).toBeVisible();
      expect(await violations(page, screen.remote), screen.path).toEqual([]);
    }
  });
}
