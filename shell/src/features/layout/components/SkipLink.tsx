// The "skip to content" link: the first focusable element of every page.
import { useTranslation } from 'react-i18next';
import styles from './SkipLink.module.css';

export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a className={styles.skip} href="#main">
      {t('layout.skipToContent')}
    </a>
  );
}
