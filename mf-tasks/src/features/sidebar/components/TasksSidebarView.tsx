// The dashboard's tasks widget: the most urgent open tasks with their score (and "Overdue" / "Due today"), a
// done toggle and a quick add in plain words ("Call mum tomorrow 6pm": a task, or an event when it has a
// time or a repeat).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultScheduledMinutes, rankByUrgency } from '@planner/shared/domain';
import type { Task } from '@planner/shared/model';
import { QuickAddField, Skeleton } from '@planner/shared/ui';
import { useTasks } from '../../tasks/hooks/useTasks';
import { useNow } from '../../tasks/hooks/useNow';
import { useTaskActions } from '../../tasks/hooks/useTaskActions';
import { ErrorBanner } from '../../tasks/components/ErrorBanner';
import { OfflineNote } from '../../tasks/components/OfflineNote';
import { DueBadge } from '../../tasks/components/DueBadge';
import { UrgencyScore } from '../../tasks/components/UrgencyScore';
import type { PopupState } from '../../popup/components/TaskPopup';
import { LazyTaskPopup, prefetchTaskPopupOn } from '../../popup/components/LazyTaskPopup';
import { useCreateRequested } from '../../popup/hooks/useCreateRequested';
import { formatSchedule } from '../../tasks/formatSchedule';
import { useQuickAddSave } from '../../tasks/hooks/useQuickAddSave';
import { TITLE_MAX } from '../../popup/taskTitle';
import { ListLink } from './ListLink';
import styles from './TasksSidebarView.module.css';

export const SIDEBAR_LIMIT = 5;

export interface TasksSidebarViewProps {
  /** Where "see all" leads (the full list's route). */
  listHref?: string;
  limit?: number;
}

export function TasksSidebarView({
  listHref = '/dashboard/tasks',
  limit = SIDEBAR_LIMIT,
}: TasksSidebarViewProps) {
  const { t, i18n } = useTranslation('tasks');
  const { value: items, settled } = useTasks();
  // Until the first load (the local copy or the server's list), nothing is known: no 'no task' yet.
  const loaded = settled || items.length > 0;
  const now = useNow();
  const { actions, error, dismissError } = useTaskActions();
  const saveQuickAdd = useQuickAddSave();
  const [popup, setPopup] = useState<PopupState>(null);
  const [pending, setPending] = useState<string | null>(null);

  const open = useMemo(() => items.filter((task) => !task.done), [items]);
  const top = useMemo(() => rankByUrgency(open, now).slice(0, limit), [open, now, limit]);

  useCreateRequested(() => setPopup({ mode: 'create' }));

  async function toggle(task: Task): Promise<void> {
    setPending(task.id);
    await actions.toggle(task);
    setPending(null);
  }

  return (
    <section
      className={styles.sidebar}
      aria-labelledby="tasks-sidebar-title"
      // A pointer or the focus in the widget may be on its way to a task: the popup's chunk is fetched ahead.
      {...prefetchTaskPopupOn}
    >
      <header className={styles.header}>
        <h2 id="tasks-sidebar-title" className={styles.title}>
          {t('sidebar.title')}
        </h2>
        <ListLink className={styles.link} href={listHref}>
          {/* No count before the tasks are read, nor when there is none ("No open task." says so). */}
          {loaded && open.length > 0
            ? t('sidebar.seeAll', { count: open.length })
            : t('sidebar.seeAllPlain')}
        </ListLink>
      </header>
      <OfflineNote />
      <ErrorBanner message={error} onDismiss={dismissError} />
      {!loaded && top.length === 0 ? (
        <Skeleton rows={3} label={t('loading')} />
      ) : top.length === 0 ? (
        <p className={styles.empty}>{t('sidebar.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('sidebar.listLabel')}>
          {top.map((task) => (
            <li
              key={task.id}
              className={styles.item}
              // The calendar makes these rows draggable onto its time slots (same document).
              data-planner-task-id={task.id}
              data-planner-task-title={task.title}
              data-planner-task-minutes={task.scheduledMinutes ?? defaultScheduledMinutes(task)}
            >
              <button
                type="button"
                className={styles.toggle}
                aria-pressed={false}
                aria-label={t('row.complete', { title: task.title })}
                disabled={pending === task.id}
                onClick={() => void toggle(task)}
              />
              <button
                type="button"
                className={styles.taskTitle}
                title={t('sidebar.dragHint')}
                onClick={() => setPopup({ mode: 'edit', task })}
              >
                <span className={styles.titleText}>{task.title}</span>
                {task.scheduledStart && (
                  <span className={styles.when}>{formatSchedule(task, i18n.language)}</span>
                )}
              </button>
              <DueBadge task={task} now={now} />
              <UrgencyScore task={task} now={now} compact />
            </li>
          ))}
        </ul>
      )}
      <QuickAddField
        id="tasks-quick-add"
        className={styles.quickAdd}
        label={t('quickAdd.label')}
        placeholder={t('quickAdd.placeholder')}
        submitLabel={t('quickAdd.add')}
        maxLength={TITLE_MAX + 100}
        onSave={saveQuickAdd}
      />
      <LazyTaskPopup state={popup} actions={actions} error={error} onClose={() => setPopup(null)} />
    </section>
  );
}
