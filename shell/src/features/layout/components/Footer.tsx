// The public footer: legal links, the cookie/ads notice (linking to privacy) and the copyright with the current year.
import { onDemand, prefetchOn } from '@planner/shared/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useState } from 'react';
import styles from './Footer.module.css';

/** A dialog on demand (docs/architecture.md): every public page shows the footer, few open it. */
const CookieSettingsDialog = onDemand(() =>
  import('../../consent/components/CookieSettingsDialog').then((m) => m.CookieSettingsDialog),
);

export function Footer() {
  const { t } = useTranslation('shell');
  const year = new Date().getFullYear();
  const [cookies, setCookies] = useState(false);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t('footer.navLabel')}>
          <ul className={styles.links}>
            <li>
              <Link to="/legal">{t('footer.legal')}</Link>
            </li>
            <li>
              <Link to="/privacy">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/terms">{t('footer.terms')}</Link>
            </li>
            <li>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => setCookies(true)}
                {...prefetchOn(CookieSettingsDialog.load)}
              >
                {t('footer.cookieSettings')}
              </button>
            </li>
          </ul>
        </nav>
        <p className={styles.notice}>
          {t('footer.cookieNotice')} <Link to="/privacy">{t('footer.cookieNoticeLink')}</Link>
        </p>
        <p className={styles.copyright}>{t('footer.copyright', { year })}</p>
      </div>
      {cookies ? <CookieSettingsDialog open onClose={() => setCookies(false)} /> : null}
    </footer>
  );
}
