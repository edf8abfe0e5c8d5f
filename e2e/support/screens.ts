// Every screen of the suite, for the tests that visit them all (accessibility, dark mode, French).
import type { Page } from '@playwright/test';

export const PUBLIC_PAGES = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/legal',
  '/privacy',
  '/terms',
] as const;

/** Every signed-in screen and the remote that draws it. */
export const DASHBOARD_PAGES = [
  { path: '/dashboard', remote: 'calendar' },
  { path: '/dashboard/tasks', remote: 'tasks' },
  { path: '/dashboard/presets', remote: 'calendar' },
  { path: '/dashboard/notifications', remote: 'notifications' },
  { path: '/dashboard/profile', remote: 'profile' },
  { path: '/dashboard/contacts', remote: 'profile' },
  { path: '/dashboard/settings', remote: 'settings' },
] as const;

/**
 * The visible text of the page drawn in another font than the page's, as `tag[data-testid]: font`: a control
 * left with the browser's own font (Arial, 13.3 px) looks out of place, and on a system without that font
 * the browser searches its fallbacks while laying out the screen (docs/architecture.md, "Font lookups").
 */
export function textInOtherFonts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageFont = getComputedStyle(document.body).fontFamily;
    const noText = ['checkbox', 'radio', 'hidden', 'range', 'color'];
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const control =
        (el instanceof HTMLInputElement && !noText.includes(el.type)) ||
        el instanceof HTMLSelectElement ||
        el instanceof HTMLTextAreaElement;
      const text = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
      );
      if (!(control || text) || el.getClientRects().length === 0) continue;
      const font = getComputedStyle(el).fontFamily;
      if (font !== pageFont)
        found.push(`${el.tagName.toLowerCase()}[${el.dataset.testid ?? ''}]: ${font}`);
    }
    return found;
  });
}
