// @planner/shared/i18n: the i18next factory, namespace registration and language helpers.
export {
  createI18n,
  registerNamespace,
  textsReady,
  loadTexts,
  isSupportedLanguage,
  toSupportedLanguage,
} from './createI18n';
export type { NamespaceLoaders, NamespaceResources } from './createI18n';
