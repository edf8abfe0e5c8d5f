// Component-test helpers: the page's i18next with the profile namespace.
import { createI18n } from '@planner/shared/i18n';
import en from '../../locales/en/profile.json';
import fr from '../../locales/fr/profile.json';

export async function setupI18n(language: 'en' | 'fr' = 'en'): Promise<void> {
  await createI18n(language, { en: { profile: en }, fr: { profile: fr } });
}
