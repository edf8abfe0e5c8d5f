// The tasks remote's own i18next namespace, added to the page's one (shared) i18next instance.
import { registerNamespace } from '@planner/shared/i18n';
import en from './locales/en/tasks.json';
import fr from './locales/fr/tasks.json';

export const NS = 'tasks';

// Now, or as soon as the page's i18next is initialised.
registerNamespace(NS, { en, fr });
