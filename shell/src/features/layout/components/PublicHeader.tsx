// The public pages' header: logo, theme toggle, language, and log in / sign up or "open my planner".
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/hooks/useAuth';
import { LanguageSwitcher } from '../../language/components/LanguageSwitcher';
import { ThemeToggle } from '../../theme/components/ThemeToggle';
import { Brand } from './Brand';
import styles from './PublicHeader.module.css';

export function PublicHeader() {
  const { t } = useTranslation('shell');
  const { state } = useAuth();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Brand />
        <div className={styles.actions}>
          <ThemeToggle />
          <LanguageSwitcher />
          {state.authResolved && state.user ? (
            <Link to="/dashboard" className={styles.cta}>
              {t('nav.openPlanner')}
            </Link>
          ) : state.authResolved ? (
            <>
              <Link to="/login" className={styles.login}>
                {t('nav.login')}
              </Link>
              <Link to="/signup" className={styles.cta}>
                {t('nav.signup')}
              </Link>
            </>
          ) : null}
        </div>
      </div>
    </header>
  );
}
