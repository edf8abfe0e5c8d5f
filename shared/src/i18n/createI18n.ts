// The i18next factory: the shell creates the page's one instance; remotes add their own namespaces to it.
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../model/constants';
import commonEn from './locales/en/common.json';
import commonFr from './locales/fr/common.json';

export type NamespaceResources = Record<Language, Record<string, unknown>>;

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Picks 'fr' for 'fr-CA' and the like; anything else unsupported gives the default 'en'. */
export function toSupportedLanguage(value: string | null | undefined): Language {
  const base = (value ?? '').toLowerCase().split(/[-_]/)[0];
  return isSupportedLanguage(base) ? base : DEFAULT_LANGUAGE;
}

/**
 * Creates and initialises the page's i18next instance (the shell calls this once; the standalone dev
 * harness of a remote calls it too). It is the shared `i18next` singleton, so remotes see it.
 */
export async function createI18n(language: Language, extra: Resource = {}): Promise<I18n> {
  const resources: Resource = {
    en: { common: commonEn, ...(extra.en ?? {}) },
    fr: { common: commonFr, ...(extra.fr ?? {}) },
  };
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      defaultNS: 'common',
      ns: ['common'],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  } else {
    for (const lng of SUPPORTED_LANGUAGES) {
      for (const [ns, bundle] of Object.entries(resources[lng] ?? {})) {
        i18next.addResourceBundle(lng, ns, bundle, true, true);
      }
    }
    await i18next.changeLanguage(language);
  }
  return i18next;
}

/**
 * A remote (or a lazy part of the shell) registers its namespace, both languages: now, or as soon as
 * the page's i18next is initialised when it is not yet (a remote's module may run before the shell's
 * i18n is ready, e.g. when the page preloads it). Safe to call twice.
 */
export function registerNamespace(
  ns: string,
  resources: NamespaceResources,
  instance: I18n = i18next,
): void {
  const add = () => {
    for (const lng of SUPPORTED_LANGUAGES) {
      if (!instance.hasResourceBundle(lng, ns)) {
        instance.addResourceBundle(lng, ns, resources[lng], true, true);
      }
    }
  };
  if (instance.isInitialized) add();
  else instance.on('initialized', add);
}
