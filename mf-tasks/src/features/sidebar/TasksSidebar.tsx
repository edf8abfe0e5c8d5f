// The dashboard's tasks sidebar, exposed as ./TasksSidebar and rendered inside the shell's own React tree.
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import styles from './TasksSidebar.module.css';

export function TasksSidebar() {
  const { t } = useTranslation(NS);
  return (
    <section className={styles.sidebar} aria-labelledby="mf-tasks-sidebar-title">
      <h2 id="mf-tasks-sidebar-title" className={styles.title}>
        {t('sidebarTitle')}
      </h2>
      <p className={styles.empty}>{t('comingSoon', { ns: 'common' })}</p>
    </section>
  );
}

export default TasksSidebar;
