// The language rule: saved choice, else the browser's language, default 'en'; applied to i18next, <html lang> and the bus.
import { bus as defaultBus, type EventBus, type Unsubscribe } from '@planner/shared/bus';
import { toSupportedLanguage, isSupportedLanguage } from '@planner/shared/i18n';
import type { Language } from '@planner/shared/model';
import type { i18n as I18n } from 'i18next';

/** The same key i18next-browser-languagedetector uses, so both agree on a saved choice. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

function localStore(): LanguageStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

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

/** Switches, saves and publishes a language chosen by the user. */
export async function setLanguage(
  language: Language,
  i18n: I18n,
  bus: EventBus = defaultBus,
): Promise<void> {
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
