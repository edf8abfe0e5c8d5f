// The profile remote's own i18next namespace, added to the page's one (shared) i18next instance.
import i18next from 'i18next';
import { registerNamespace } from '@planner/shared/i18n';
import en from './locales/en/profile.json';
import fr from './locales/fr/profile.json';

export const NS = 'profile';

/** Registers the namespace now, or as soon as the page's i18next is initialised. Safe to call twice. */
export function ensureNamespace(): void {
  if (i18next.isInitialized) registerNamespace(NS, { en, fr });
  else i18next.on('initialized', () => registerNamespace(NS, { en, fr }));
}

ensureNamespace();
