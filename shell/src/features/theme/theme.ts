// The theme rule of docs/product.md section 4: load (saved value, else system preference), apply, save, publish.
import { bus as defaultBus, type EventBus, type Unsubscribe } from '@planner/shared/bus';
import {
  THEME_COLOR_DARK,
  THEME_COLOR_LIGHT,
  THEME_STORAGE_KEY,
  type Theme,
} from '@planner/shared/model/constants';
import { localStore } from '../storage/localStore';

type ThemeStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Dark if 'dark' is saved, or nothing valid is saved and the system prefers dark; light otherwise. */
export function readInitialTheme(storage: ThemeStorage | null, prefersDark: boolean): Theme {
  let saved: string | null;
  try {
    saved = storage?.getItem(THEME_STORAGE_KEY) ?? null;
  } catch {
    saved = null;
  }
  if (saved === 'dark' || saved === 'light') return saved;
  return prefersDark ? 'dark' : 'light';
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)').matches
    : false;
}

/** Puts the theme on the page: the root's `dark` class and the browser's theme colour. */
export function applyTheme(theme: Theme, doc: Document = document): void {
  doc.documentElement.classList.toggle('dark', theme === 'dark');
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.appendChild(meta);
  }
  meta.content = theme === 'dark' ? THEME_COLOR_DARK : THEME_COLOR_LIGHT;
}

/** Applies, saves and publishes a theme chosen by the user (toggle or settings). */
export function setTheme(theme: Theme, bus: EventBus = defaultBus): void {
  applyTheme(theme);
  try {
    localStore()?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  bus.set('theme', theme);
}

export function toggleTheme(bus: EventBus = defaultBus): Theme {
  const next: Theme = bus.get('theme') === 'dark' ? 'light' : 'dark';
  setTheme(next, bus);
  return next;
}

/** At start: applies the load rule (without saving it) and obeys `ui:theme-requested`. */
export function initTheme(bus: EventBus = defaultBus): Unsubscribe {
  const theme = readInitialTheme(localStore(), systemPrefersDark());
  applyTheme(theme);
  bus.set('theme', theme);
  return bus.on('ui:theme-requested', ({ theme: requested }) => setTheme(requested, bus));
}
