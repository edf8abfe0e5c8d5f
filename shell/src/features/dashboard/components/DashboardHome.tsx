// /dashboard: the calendar in the middle, the events and tasks sidebars beside it (stacked on small screens);
// which remote modules they are is written once, in ../loadingPlan.ts.
import { useTranslation } from 'react-i18next';
import { RemoteParcel, RemoteWidget, useMainAreaShown } from '../../remotes';
import { usePageMeta } from '../../meta/usePageMeta';
import { HOME_PAGE } from '../loadingPlan';
import styles from './DashboardHome.module.css';

export function DashboardHome() {
  const { t } = useTranslation(['signedIn', 'shell']);
  usePageMeta('dashboard');
  const calendarShown = useMainAreaShown();
  return (
    <div className={styles.grid}>
      <h1 className="visually-hidden">{t('shell:meta.dashboard.title')}</h1>
      {/* The calendar's own screen is the region named "Calendar" (RemoteFrame): a second one around it
          made screen readers say it twice. */}
      <div className={calendarShown ? styles.calendar : `${styles.calendar} ${styles.reserved}`}>
        <RemoteParcel
          remote={HOME_PAGE.main.remote}
          basename={HOME_PAGE.main.basename}
          title={t('shell:meta.dashboard.title')}
        />
      </div>
      <aside className={styles.sidebars} aria-label={t('dashboard.sidebarsLabel')}>
        {/* Each widget is its own region, named by its heading: a labelled card around it would name it twice. */}
        <div className={styles.card}>
          <RemoteWidget {...HOME_PAGE.widgets.events} />
        </div>
        <div className={styles.card}>
          <RemoteWidget {...HOME_PAGE.widgets.tasks} />
        </div>
        <RemoteWidget {...HOME_PAGE.widgets.ad} />
      </aside>
    </div>
  );
}
