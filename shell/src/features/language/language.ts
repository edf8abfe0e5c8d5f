// The language rule: saved choice, else the browser's language, default 'en'; applied to i18next, <html lang> and the bus.
import { bus as defaultBus, type EventBus, type Unsubscribe } from '@planner/shared/bus';
import { loadTexts, toSupportedLanguage, isSupportedLanguage } from '@planner/shared/i18n';
import { logger } from '@planner/shared/logger';
import type { Language } from '@planner/shared/model';
import type { i18n as I18n } from 'i18next';
import { localStore } from '../storage/localStore';

/** The same key i18next-browser-languagedetector uses, so both agree on a saved choice. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The saved language if supported, else the first browser language we support, else 'en'. */
export function detectLanguage(
  storage: LanguageStorage | null = localStore(),
  browserLanguages: readonly string[] = typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language],
): Language {
  let saved: string | null;
  try {
    saved = storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    saved = null;
  }
  if (isSupportedLanguage(saved)) return saved;
  for (const candidate of browserLanguages) {
    const base = (candidate ?? '').toLowerCase().split(/[-_]/)[0];
    if (isSupportedLanguage(base)) return base;
  }
  return toSupportedLanguage(null);
}

/** Mirrors the active language onto the page and the bus. */
export function applyLanguage(language: Language, bus: EventBus = defaultBus): void {
  document.documentElement.lang = language;
  bus.set('language', language);
}

/**
 * Switches, saves and publishes a language chosen by the user. The remotes' texts in that language are
 * fetched first (each remote ships only the active language's): when they cannot be (offline, and that
 * language was never opened on this device), the page stays in its language rather than show raw keys.
 */
export async function setLanguage(
  language: Language,
  i18n: I18n,
  bus: EventBus = defaultBus,
): Promise<void> {
  if (!(await loadTexts(language, i18n))) {
    logger.warn(
      `language: the texts in '${language}' could not be loaded; staying in '${i18n.language}'`,
    );
    return;
  }
  try {
    localStore()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  await i18n.changeLanguage(language);
  applyLanguage(language, bus);
}

/** At start (after i18next is created): applies the language and obeys `ui:language-requested`. */
export function initLanguage(i18n: I18n, bus: EventBus = defaultBus): Unsubscribe {
  applyLanguage(toSupportedLanguage(i18n.language), bus);
  return bus.on('ui:language-requested', ({ language }) => {
    void setLanguage(language, i18n, bus);
  });
}
