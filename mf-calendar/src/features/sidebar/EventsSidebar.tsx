// The dashboard's events sidebar, exposed as ./EventsSidebar and rendered inside the shell's own React tree.
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { EventsSidebarView } from './components/EventsSidebarView';
import styles from './EventsSidebar.module.css';

export function EventsSidebar() {
  const { t } = useTranslation(NS);
  return (
    <section className={styles.sidebar} aria-labelledby="mf-calendar-events-sidebar-title">
      <h2 id="mf-calendar-events-sidebar-title" className={styles.title}>
        {t('eventsSidebarTitle')}
      </h2>
      <EventsSidebarView />
    </section>
  );
}

export default EventsSidebar;
