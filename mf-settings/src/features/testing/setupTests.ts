// Component-test helpers: the page's i18next with the settings and ads namespaces.
import { createI18n } from '@planner/shared/i18n';
import en from '../../locales/en/settings.json';
import fr from '../../locales/fr/settings.json';
import adsEn from '../../locales/en/ads.json';
import adsFr from '../../locales/fr/ads.json';

export async function setupI18n(language: 'en' | 'fr' = 'en'): Promise<void> {
  await createI18n(language, {
    en: { settings: en, ads: adsEn },
    fr: { settings: fr, ads: adsFr },
  });
}
