// The profile remote's own i18next namespace, added to the page's one (shared) i18next instance.
import { registerNamespace } from '@planner/shared/i18n';
import en from './locales/en/profile.json';
import fr from './locales/fr/profile.json';

export const NS = 'profile';

// Now, or as soon as the page's i18next is initialised.
registerNamespace(NS, { en, fr });
