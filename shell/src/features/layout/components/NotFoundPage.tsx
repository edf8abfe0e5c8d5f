// The 404 page for any unknown address.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../meta/usePageMeta';
import styles from './StatusPage.module.css';

export function NotFoundPage({ home = '/' }: { home?: string }) {
  const { t } = useTranslation('shell');
  usePageMeta('notFound');
  return (
    <div className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={home} className={styles.home}>
        {home === '/' ? t('notFound.home') : t('notFound.dashboard')}
      </Link>
    </div>
  );
}
