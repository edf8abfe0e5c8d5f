// /dashboard: the calendar in the middle, the events and tasks sidebars beside it (stacked on small screens).
import { useTranslation } from 'react-i18next';
import { RemoteParcel, RemoteWidget } from '../../remotes';
import { usePageMeta } from '../../meta/usePageMeta';
import styles from './DashboardHome.module.css';

export function DashboardHome() {
  const { t } = useTranslation('shell');
  usePageMeta('dashboard');
  return (
    <div className={styles.grid}>
      <h1 className="visually-hidden">{t('meta.dashboard.title')}</h1>
      <section className={styles.calendar} aria-label={t('dashboard.calendarLabel')}>
        <RemoteParcel remote="calendar" basename="/dashboard" />
      </section>
      <aside className={styles.sidebars} aria-label={t('dashboard.sidebarsLabel')}>
        {/* Each widget is its own region, named by its heading: a labelled card around it would name it twice. */}
        <div className={styles.card}>
          <RemoteWidget remote="calendar" module="./EventsSidebar" />
        </div>
        <div className={styles.card}>
          <RemoteWidget remote="tasks" module="./TasksSidebar" />
        </div>
        {/* Renders nothing without consent; a house message while no ad provider is configured. */}
        <RemoteWidget remote="settings" module="./AdSlot" />
      </aside>
    </div>
  );
}
