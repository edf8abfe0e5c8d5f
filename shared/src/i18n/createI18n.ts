// The i18next factory: the shell creates the page's one instance; remotes add their own namespaces to it.
import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../model/constants';
import commonEn from './locales/en/common.json';
import commonFr from './locales/fr/common.json';

type Texts = Record<string, unknown>;
/** A namespace's texts in both languages, bundled with the code that registers them. */
export type NamespaceResources = Record<Language, Texts>;
/** A namespace's texts one language at a time: `() => import('./locales/fr/tasks.json')`. */
export type NamespaceLoaders = Record<Language, () => Promise<Texts | { default: Texts }>>;

/** The namespaces registered with loaders, and the loads still under way (textsReady). */
const loaders = new Map<string, NamespaceLoaders>();
const loading = new Set<Promise<unknown>>();

/** One namespace's texts in one language, through its loader (a JSON module, or the texts themselves). */
async function fetchTexts(ns: string, language: Language): Promise<Texts> {
  const load = loaders.get(ns)?.[language];
  if (!load) return {};
  const mod = await load();
  return ((mod as { default?: Texts }).default ?? mod) as Texts;
}

/**
 * i18next's backend for the namespaces registered with loaders: it fetches the active language's file
 * only (the other one is fetched on a switch), so a page never downloads both languages of a remote.
 */
const lazyTexts: BackendModule = {
  type: 'backend',
  init() {},
  read(language, ns, callback) {
    fetchTexts(ns, language as Language).then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, false),
    );
  },
};

/** Resolves once the texts of every namespace registered so far are loaded (or failed). */
export async function textsReady(): Promise<void> {
  while (loading.size > 0) await Promise.all(loading);
}

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
    await i18next
      .use(lazyTexts)
      .use(initReactI18next)
      .init({
        resources,
        // The namespaces registered with loaders come from lazyTexts.
        partialBundledLanguages: true,
        lng: language,
        // No fallback: it would make i18next fetch English beside French. Every text exists in both
        // languages (localeParity.test.ts).
        fallbackLng: false,
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
 * A remote (or a lazy part of the shell) registers its namespace: its texts in both languages, or a loader
 * per language (only the active language is fetched; textsReady() says when it is there). Now, or as soon
 * as the page's i18next is initialised when it is not yet (a remote's module may run before the shell's
 * i18n is ready, e.g. when the page preloads it). Safe to call twice. Resolves once this namespace's texts
 * are there (a load that failed resolves too: the page then shows its keys rather than never rendering).
 */
export function registerNamespace(
  ns: string,
  resources: NamespaceResources | NamespaceLoaders,
  instance: I18n = i18next,
): Promise<void> {
  const add = async (): Promise<void> => {
    if (isLoaders(resources)) {
      loaders.set(ns, resources);
      const load = instance.loadNamespaces(ns);
      loading.add(load);
      void load.finally(() => loading.delete(load));
      await load.catch(() => undefined);
      return;
    }
    for (const lng of SUPPORTED_LANGUAGES) {
      if (!instance.hasResourceBundle(lng, ns)) {
        instance.addResourceBundle(lng, ns, resources[lng], true, true);
      }
    }
  };
  if (instance.isInitialized) return add();
  return new Promise((resolve) => instance.on('initialized', () => void add().then(resolve)));
}

function isLoaders(
  resources: NamespaceResources | NamespaceLoaders,
): resources is NamespaceLoaders {
  return typeof resources[DEFAULT_LANGUAGE] === 'function';
}

/**
 * Fetches `language`'s texts of every namespace registered with loaders, before a switch to it: true when
 * they are all there (false e.g. offline, when that language was never opened on this device).
 */
export async function loadTexts(language: Language, instance: I18n = i18next): Promise<boolean> {
  const missing = [...loaders.keys()].filter((ns) => !instance.hasResourceBundle(language, ns));
  const results = await Promise.allSettled(
    missing.map(async (ns) => {
      instance.addResourceBundle(language, ns, await fetchTexts(ns, language), true, true);
    }),
  );
  return results.every((r) => r.status === 'fulfilled');
}
