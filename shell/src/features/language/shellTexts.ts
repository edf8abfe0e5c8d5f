// The shell's texts that are not in main.js: a namespace per lazy part of the shell, fetched with that
// part's code, in the page's language only (createI18n.ts's loaders: a switch fetches the other one).
// `shell` (main.js) holds what every page can show: the public pages, the header and footer, the page
// titles, the cookie banner. A visitor of / downloads neither of these (main.js 2.0 KB gzip smaller).
import { registerNamespace } from '@planner/shared/i18n';
import i18next from 'i18next';
import { detectLanguage } from './language';

const LOADERS = {
  /** The signed-in area's frame: account menu, connection, updates, outbox review, undo, shortcuts. */
  signedIn: {
    en: () => import(/* webpackChunkName: "texts-signed-in-en" */ '../../locales/en/signedIn.json'),
    fr: () => import(/* webpackChunkName: "texts-signed-in-fr" */ '../../locales/fr/signedIn.json'),
  },
  /** Log in, sign up, forgotten password, and the account's e-mail and password page. */
  auth: {
    en: () => import(/* webpackChunkName: "texts-auth-en" */ '../../locales/en/auth.json'),
    fr: () => import(/* webpackChunkName: "texts-auth-fr" */ '../../locales/fr/auth.json'),
  },
};

export type ShellTexts = keyof typeof LOADERS;

/** The load under way or done, per part; a failed one is forgotten, so the part's retry fetches again. */
const loads = new Map<ShellTexts, Promise<void>>();
const registered = new Set<ShellTexts>();

/**
 * Fetches a part's texts (once) and resolves when they are there: load it with the part's code. Rejects
 * when they cannot be downloaded (offline on a first visit), so the part fails as its code would, with
 * its retry, instead of showing its keys.
 */
export function loadShellTexts(ns: ShellTexts): Promise<void> {
  const current = loads.get(ns);
  if (current) return current;
  // Called before i18next has started (a signed-in page's preload, index.tsx): the request leaves now, with
  // the part's code, and i18next's read gets the same module once it starts.
  if (!i18next.isInitialized) void LOADERS[ns][detectLanguage()]().catch(() => undefined);
  const fetched = registered.has(ns)
    ? i18next.reloadResources(i18next.language, ns)
    : registerNamespace(ns, LOADERS[ns]);
  registered.add(ns);
  const load = fetched.then(() => {
    if (!i18next.hasResourceBundle(i18next.language, ns)) {
      throw new Error(`The shell's ${ns} texts could not be downloaded`);
    }
  });
  loads.set(ns, load);
  load.catch(() => loads.delete(ns));
  return load;
}

/** A part's code with its texts, downloaded side by side: resolves to the code once both are there. */
export function withShellTexts<T>(ns: ShellTexts, code: Promise<T>): Promise<T> {
  return Promise.all([code, loadShellTexts(ns)]).then(([loaded]) => loaded);
}
