// Renders one legal document (legal notice, privacy, terms) from the lazily registered 'legal' namespace.
import { registerNamespace } from '@planner/shared/i18n';
import { useTranslation } from 'react-i18next';
import legalEn from '../../../locales/en/legal.json';
import legalFr from '../../../locales/fr/legal.json';
import { usePageMeta } from '../../meta/usePageMeta';
import styles from './LegalDocument.module.css';

// The long texts live in their own namespace so they load with these pages, not with the landing page.
registerNamespace('legal', { en: legalEn, fr: legalFr });

export type LegalDocumentName = 'legal' | 'privacy' | 'terms';

interface Section {
  heading: string;
  paragraphs: string[];
}

export function LegalDocument({ name }: { name: LegalDocumentName }) {
  const { t } = useTranslation('legal');
  usePageMeta(name);
  const sections = t(`${name}.sections`, { returnObjects: true }) as unknown as Section[];
  return (
    <article className={styles.doc} aria-labelledby={`${name}-title`}>
      <h1 id={`${name}-title`}>{t(`${name}.title`)}</h1>
      <p className={styles.updated}>{t('updated')}</p>
      <p className={styles.intro}>{t(`${name}.intro`)}</p>
      {Array.isArray(sections)
        ? sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          ))
        : null}
    </article>
  );
}
