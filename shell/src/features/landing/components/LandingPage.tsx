// /: the public landing page: what Planner does, for whom, what is coming, and how to start.
import { Alert, Button } from '@planner/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/hooks/useAuth';
import { usePageMeta } from '../../meta/usePageMeta';
import { Icon } from '../../ui/components/Icon';
import { ICONS } from '../../ui/icons';
import styles from './LandingPage.module.css';

const FEATURES: { key: string; icon: string }[] = [
  { key: 'calendar', icon: ICONS.calendar },
  { key: 'tasks', icon: ICONS.tasks },
  { key: 'presets', icon: ICONS.presets },
  { key: 'reminders', icon: ICONS.bell },
  { key: 'profile', icon: ICONS.user },
  { key: 'themes', icon: ICONS.moon },
  { key: 'offline', icon: ICONS.wifiOff },
  { key: 'calendars', icon: ICONS.sync },
];

const AUDIENCES = ['students', 'parents', 'freelancers', 'employees'] as const;
// Offline mode and external calendars ship (features above); sharing with contacts is still to come.
const COMING = ['sharing'] as const;

export function LandingPage() {
  const { t } = useTranslation('shell');
  usePageMeta('landing');
  const { state, auth } = useAuth();
  const navigate = useNavigate();
  const signedIn = state.authResolved && state.user !== null;
  const [guest, setGuest] = useState<'idle' | 'starting' | 'failed'>('idle');
  // "Continue as guest" starts the guest session here: one click to the planner, no detour by /login.
  const continueAsGuest = async () => {
    setGuest('starting');
    try {
      await auth.signInAsGuest();
      navigate('/dashboard');
    } catch {
      setGuest('failed');
    }
  };
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="landing-title">
        <p className={styles.eyebrow}>{t('landing.eyebrow')}</p>
        <h1 id="landing-title" className={styles.title}>
          {t('landing.title')}
        </h1>
        <p className={styles.lead}>{t('landing.lead')}</p>
        <div className={styles.ctas}>
          {signedIn ? (
            <Link to="/dashboard" className={styles.primary}>
              {t('nav.openPlanner')}
            </Link>
          ) : (
            <>
              <Link to="/signup" className={styles.primary}>
                {t('landing.ctaSignup')}
              </Link>
              <Link to="/login" className={styles.secondary}>
                {t('landing.ctaLogin')}
              </Link>
            </>
          )}
        </div>
        <p className={styles.note}>{t('landing.free')}</p>
      </section>

      <section className={styles.section} aria-labelledby="landing-features">
        <h2 id="landing-features" className={styles.sectionTitle}>
          {t('landing.featuresTitle')}
        </h2>
        <ul className={styles.features}>
          {FEATURES.map((f) => (
            <li key={f.key} className={styles.feature}>
              <span className={styles.featureIcon}>
                <Icon path={f.icon} size={22} />
              </span>
              <h3>{t(`landing.features.${f.key}.title`)}</h3>
              <p>{t(`landing.features.${f.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="landing-audience">
        <h2 id="landing-audience" className={styles.sectionTitle}>
          {t('landing.audienceTitle')}
        </h2>
        <ul className={styles.audience}>
          {AUDIENCES.map((a) => (
            <li key={a}>
              <strong>{t(`landing.audience.${a}.title`)}</strong>
              <span>{t(`landing.audience.${a}.text`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="landing-coming">
        <h2 id="landing-coming" className={styles.sectionTitle}>
          {t('landing.comingTitle')}
        </h2>
        <ul className={styles.coming}>
          {COMING.map((c) => (
            <li key={c}>
              <span className={styles.badge}>{t('common:comingSoon')}</span>
              <span>{t(`landing.coming.${c}`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.guest} aria-labelledby="landing-guest">
        <h2 id="landing-guest">{t('landing.guestTitle')}</h2>
        <p>{t('landing.guestText')}</p>
        {signedIn ? null : (
          <Button
            variant="secondary"
            busy={guest === 'starting'}
            onClick={() => void continueAsGuest()}
          >
            {t('landing.guestCta')}
          </Button>
        )}
        {guest === 'failed' ? <Alert tone="error">{t('landing.guestFailed')}</Alert> : null}
      </section>
    </div>
  );
}
