// The cookie consent banner: shown until the visitor accepts or declines analytics and push messaging.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@planner/shared/ui';
import { useConsent, writeConsent } from '@planner/shared/consent';
import styles from './ConsentBanner.module.css';

export function ConsentBanner() {
  const { t } = useTranslation('shell');
  const consent = useConsent();
  const titleId = useId();
  if (consent !== null) return null;
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          {t('consent.title')}
        </h2>
        <p>
          {t('consent.body')}{' '}
          <Link to="/privacy" className={styles.link}>
            {t('consent.learnMore')}
          </Link>
        </p>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => writeConsent(false)}>
          {t('consent.decline')}
        </Button>
        <Button onClick={() => writeConsent(true)}>{t('consent.accept')}</Button>
      </div>
    </section>
  );
}
