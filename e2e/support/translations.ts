// Every namespace's texts in both languages, for tests that scan a rendered screen for English left in a French
// page or for a raw translation key, and that find the French for an English label.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const ROOT = path.resolve(__dirname, '../..');
const NAMESPACES: Record<string, string> = {
  common: 'shared/src/i18n/locales',
  shell: 'shell/src/locales',
  signedIn: 'shell/src/locales',
  auth: 'shell/src/locales',
  legal: 'shell/src/locales',
  calendar: 'mf-calendar/src/locales',
  tasks: 'mf-tasks/src/locales',
  notifications: 'mf-notifications/src/locales',
  profile: 'mf-profile/src/locales',
  settings: 'mf-settings/src/locales',
  ads: 'mf-settings/src/locales',
};

type Flat = Record<string, string>;

function flatten(value: unknown, prefix = '', out: Flat = {}): Flat {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
    }
  } else if (typeof value === 'string') {
    out[prefix] = value;
  }
  return out;
}

function load(ns: string, language: 'en' | 'fr'): Flat {
  const dir = NAMESPACES[ns] ?? '';
  return flatten(JSON.parse(fs.readFileSync(path.join(ROOT, dir, language, `${ns}.json`), 'utf8')));
}

const TEXTS = Object.keys(NAMESPACES).map((ns) => ({ ns, en: load(ns, 'en'), fr: load(ns, 'fr') }));

/** The French text of an English one (the first namespace that has it, or only `ns`). */
export function french(english: string, ns?: string): string {
  for (const texts of TEXTS) {
    if (ns && texts.ns !== ns) continue;
    const key = Object.keys(texts.en).find((k) => texts.en[k] === english);
    if (key && texts.fr[key]) return texts.fr[key];
  }
  throw new Error(`no French for "${english}"${ns ? ` in ${ns}` : ''}`);
}

const letters = (text: string) =>
  text.replace(/\{\{[^}]*\}\}/g, '').replace(/[^A-Za-z]/g, '').length;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English texts that French says differently, as whole-text patterns ({{values}} match anything). */
const ENGLISH_ONLY = TEXTS.flatMap(({ ns, en, fr }) =>
  Object.keys(en)
    // Enough words of its own to be recognised (not only {{values}} and punctuation).
    .filter((key) => en[key] !== fr[key] && letters(en[key] ?? '') >= 3)
    .map((key) => ({
      id: `${ns}:${key}`,
      pattern: new RegExp(
        `^${escape((en[key] ?? '').trim()).replace(/\\\{\\\{[^}]*\\\}\\\}/g, '.+?')}$`,
        's',
      ),
    })),
);

/** English a library draws by itself (FullCalendar's default words and button names), whatever our files say. */
const LIBRARY_ENGLISH = [
  /^(Timed|All-day|Close|Events|No events to display|Prev|Next|Prev year|Next year|Today|today)$/,
  /^\+?\d+ more$/,
  /^(This|Previous|Next) \S+$/,
  /^\S+ view$/,
  /^Go to /,
  /^Show \d+ more events?$/,
];

/** Raw keys as a missing translation shows them: `key.path` or `ns:key.path`. */
const KEYS = new Set(
  TEXTS.flatMap(({ ns, en }) =>
    Object.keys(en)
      .filter((key) => key.includes('.'))
      .flatMap((key) => [key, `${ns}:${key}`]),
  ),
);

/** The visible text nodes, accessible names and hints of a page, and its title. */
async function renderedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text) continue;
      if (parent.closest('script, style, noscript')) continue;
      if (parent.tagName === 'OPTION' || parent.checkVisibility()) out.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}

/** What on the page is English that French says otherwise, a raw key, or an unfilled {{value}}. */
export async function untranslated(page: Page): Promise<string[]> {
  const found = new Set<string>();
  for (const text of await renderedTexts(page)) {
    if (KEYS.has(text)) found.add(`raw key: ${text}`);
    if (text.includes('{{')) found.add(`unfilled value: ${text}`);
    const english = ENGLISH_ONLY.find((e) => e.pattern.test(text));
    if (english) found.add(`English (${english.id}): ${text}`);
    if (LIBRARY_ENGLISH.some((pattern) => pattern.test(text))) found.add(`English: ${text}`);
  }
  return [...found];
}
