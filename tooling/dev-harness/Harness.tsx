// The standalone page's UI: theme/language/screen switchers, guest sign-in, the remote mounted like the shell does.
import { useCallback, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { bus, useFact } from '@planner/shared/bus';
import type { Language, Theme } from '@planner/shared/model';
import { signInAsGuest, signOutUser } from './guestAuth';
import styles from './Harness.module.css';

export interface HarnessWidget {
  name: string;
  Component: ComponentType;
}

export interface HarnessProps {
  remote: string;
  lifecycles: ParcelConfig;
  screens: string[];
  widgets: HarnessWidget[];
}

export const THEME_KEY = 'theme';

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  localStorage.setItem(THEME_KEY, theme);
  bus.set('theme', theme);
}

export function Harness({ remote, lifecycles, screens, widgets }: HarnessProps) {
  const { t } = useTranslation('harness');
  const theme = useFact('theme');
  const language = useFact('language');
  const session = useFact('session');
  const [basename, setBasename] = useState(screens[0] ?? '/');
  const [navigatedTo, setNavigatedTo] = useState<string | null>(null);
  const [authError, setAuthError] = useState<string | null>(null);

  const navigate = useCallback(
    (to: string) => {
      if (screens.includes(to)) setBasename(to);
      else setNavigatedTo(to);
    },
    [screens],
  );

  const changeLanguage = (next: Language) => {
    void i18next.changeLanguage(next);
    document.documentElement.lang = next;
    bus.set('language', next);
  };

  const run = (action: () => Promise<void>) => {
    setAuthError(null);
    action().catch((e: unknown) => setAuthError(e instanceof Error ? e.message : String(e)));
  };

  const user = session.user;
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <h1 className={styles.heading}>{t('heading', { remote })}</h1>
        <label>
          {t('screen')}{' '}
          <select value={basename} onChange={(e) => setBasename(e.target.value)}>
            {screens.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('language')}{' '}
          <select value={language} onChange={(e) => changeLanguage(e.target.value as Language)}>
            <option value="en">English</option>
            <option value="fr">Français</option>
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={theme === 'dark'}
            onChange={(e) => applyTheme(e.target.checked ? 'dark' : 'light')}
          />{' '}
          {t('darkTheme')}
        </label>
        <span role="status">
          {!user
            ? t('signedOut')
            : user.isAnonymous
              ? t('signedInGuest', { uid: user.uid })
              : t('signedIn', { email: user.email })}
        </span>
        {user ? (
          <button type="button" onClick={() => run(signOutUser)}>
            {t('signOut')}
          </button>
        ) : (
          <button type="button" onClick={() => run(signInAsGuest)}>
            {t('signInGuest')}
          </button>
        )}
      </header>
      {authError ? (
        <p role="alert" className={styles.note}>
          {t('authFailed', { message: authError })}
        </p>
      ) : null}
      {navigatedTo ? <p className={styles.note}>{t('navigatedTo', { to: navigatedTo })}</p> : null}
      <div className={styles.layout}>
        <main className={styles.panel}>
          <Parcel
            key={basename}
            config={lifecycles}
            mountParcel={mountRootParcel}
            basename={basename}
            navigate={navigate}
          />
        </main>
        {widgets.length > 0 ? (
          <aside className={styles.panel} aria-label={t('widgets')}>
            {widgets.map(({ name, Component }) => (
              <Component key={name} />
            ))}
          </aside>
        ) : null}
      </div>
    </div>
  );
}
