// The notifications remote's own i18next namespace, added to the page's one (shared) i18next instance.
import { registerNamespace } from '@planner/shared/i18n';

export const NS = 'notifications';

// The active language's texts only: fetched now (or once the page's i18next is initialised), the other
// language's on a switch. The remote mounts once they are there (defineRemote, the shell's RemoteWidget).
registerNamespace(NS, {
  en: () =>
    import(/* webpackChunkName: "texts-notifications-en" */ './locales/en/notifications.json'),
  fr: () =>
    import(/* webpackChunkName: "texts-notifications-fr" */ './locales/fr/notifications.json'),
});
