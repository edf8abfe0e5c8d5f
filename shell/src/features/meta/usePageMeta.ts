// Sets the page title and the description/social meta tags for the current page in the current language.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const OG_LOCALES: Record<string, string> = { en: 'en_US', fr: 'fr_FR' };

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** `page` is a key under `meta` in shell.json (title + description). */
export function usePageMeta(page: string): void {
  const { t, i18n } = useTranslation('shell');
  const language = i18n.language;
  useEffect(() => {
    const appName = t('meta.appName');
    const pageTitle = t(`meta.${page}.title`);
    const title = page === 'landing' ? `${appName} · ${pageTitle}` : `${pageTitle} · ${appName}`;
    const description = t(`meta.${page}.description`);
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:locale', OG_LOCALES[language] ?? 'en_US');
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:site_name', appName);
    setMeta('name', 'twitter:card', 'summary');
    setMeta('name', 'twitter:title', title);
    setMeta('name', 'twitter:description', description);
  }, [page, language, t]);
}
