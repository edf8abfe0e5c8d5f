// @planner/shared/i18n: the i18next factory, namespace registration and language helpers.
export {
  createI18n,
  registerNamespace,
  isSupportedLanguage,
  toSupportedLanguage,
} from './createI18n';
export type { NamespaceResources } from './createI18n';
