// The tasks remote's own i18next namespace, added to the page's one (shared) i18next instance.
import { registerNamespace } from '@planner/shared/i18n';

export const NS = 'tasks';

// The active language's texts only: fetched now (or once the page's i18next is initialised), the other
// language's on a switch. The remote mounts once they are there (defineRemote, the shell's RemoteWidget).
registerNamespace(NS, {
  en: () => import(/* webpackChunkName: "texts-tasks-en" */ './locales/en/tasks.json'),
  fr: () => import(/* webpackChunkName: "texts-tasks-fr" */ './locales/fr/tasks.json'),
});
