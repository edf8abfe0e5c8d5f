// Shown by the profile remote's own error boundary when its React tree throws: the rest of the page keeps working.
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import styles from './frame.module.css';

export function CrashFallback(_props: { error: unknown }) {
  const { t } = useTranslation(NS);
  return (
    <section className={styles.crash} role="alert">
      <p>{t('crashed')}</p>
    </section>
  );
}
