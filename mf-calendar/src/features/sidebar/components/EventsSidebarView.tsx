// The events sidebar's list: today's and the next days' events, by day, with their times.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@planner/shared/domain';
import { Skeleton } from '@planner/shared/ui';
import { dateTimeFormat } from '@planner/shared/intl';
import { NS } from '../../../i18n';
import { useEventsLoaded } from '../../events/hooks/useEventState';
import { useEventState } from '../../events/hooks/useEventState';
import { SIDEBAR_DAYS, upcomingByDay } from '../upcoming';
import styles from '../EventsSidebar.module.css';

function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

export function EventsSidebarView() {
  const { t, i18n } = useTranslation(NS);
  const state = useEventState();
  const loaded = useEventsLoaded();
  const now = useNow();
  const groups = useMemo(() => upcomingByDay(state, now), [state, now]);
  const lang = i18n.language === 'fr' ? 'fr-FR' : 'en-US';
  const dayName = dateTimeFormat(lang, {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
  });
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();

  // Before the first load nothing is known: placeholder rows, never "nothing planned".
  if (groups.length === 0 && !loaded) return <Skeleton rows={3} label={t('sidebar.loading')} />;
  if (groups.length === 0) {
    return <p className={styles.empty}>{t('sidebar.empty', { count: SIDEBAR_DAYS })}</p>;
  }
  return (
    <div className={styles.days}>
      {groups.map((g) => (
        <section key={g.day.getTime()} aria-label={dayName.format(g.day)}>
          <h3 className={styles.day}>
            {g.day.getTime() === today
              ? t('sidebar.today')
              : g.day.getTime() === tomorrow
                ? t('sidebar.tomorrow')
                : dayName.format(g.day)}
          </h3>
          <ul className={styles.list}>
            {g.occurrences.map((o) => (
              <li key={o.key} className={styles.item} data-testid="sidebar-event">
                <span
                  className={styles.dot}
                  style={{ background: o.event.color }}
                  aria-hidden="true"
                />
                <span className={styles.time} data-all-day={o.event.allDay || undefined}>
                  {o.event.allDay ? t('form.allDay') : formatTime(o.start, i18n.language)}
                </span>
                <span className={styles.name}>{o.event.title}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
