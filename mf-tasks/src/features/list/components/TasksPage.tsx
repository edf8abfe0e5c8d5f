// The full task list page (/dashboard/tasks): quick add in plain words, ordered by urgency, filters, search,
// toggle, schedule, edit, delete, multi-delete.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { bus } from '@planner/shared/bus';
import { useTranslation } from 'react-i18next';
import { settings, useOutbox, useRecord } from '@planner/shared/sync';
import type { Task } from '@planner/shared/model';
import { QuickAddField, Skeleton } from '@planner/shared/ui';
import { filterTasks, listOrder, type TaskFilter } from '../../tasks/taskFilter';
import { useTasks } from '../../tasks/hooks/useTasks';
import { useNow } from '../../tasks/hooks/useNow';
import { useTaskActions } from '../../tasks/hooks/useTaskActions';
import { ErrorBanner } from '../../tasks/components/ErrorBanner';
import { OfflineNote } from '../../tasks/components/OfflineNote';
import type { PopupState } from '../../popup/components/TaskPopup';
import { LazyTaskPopup } from '../../popup/components/LazyTaskPopup';
import { DeleteConfirm } from '../../tasks/components/DeleteConfirm';
import { ScheduleDialog } from '../../schedule/components/ScheduleDialog';
import { useCreateRequested } from '../../popup/hooks/useCreateRequested';
import { useQuickAddSave } from '../../tasks/hooks/useQuickAddSave';
import { TITLE_MAX } from '../../popup/taskTitle';
import { useSelection } from '../hooks/useSelection';
import { TasksToolbar } from './TasksToolbar';
import { VirtualTaskList } from './VirtualTaskList';
import styles from './TasksPage.module.css';

export function TasksPage() {
  const { t } = useTranslation('tasks');
  const { value: items, settled } = useTasks();
  // A list restored from the local copy shows at once; an empty one waits for the server's answer.
  const loaded = settled || items.length > 0;
  const now = useNow();
  const deleteDelayMs = useRecord(settings).value.deleteDelay;
  const { actions, error, dismissError } = useTaskActions();
  const saveQuickAdd = useQuickAddSave();
  const [filter, setFilter] = useState<TaskFilter>('open');
  const [search, setSearch] = useState('');
  const [popup, setPopup] = useState<PopupState>(null);
  const [confirm, setConfirm] = useState<Task[] | null>(null);
  const [scheduling, setScheduling] = useState<string | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const selection = useSelection(items);
  const pendingIds = useOutbox().pending.tasks;
  const waiting = useMemo(() => new Set(pendingIds), [pendingIds]);

  const shown = useMemo(
    () => listOrder(filterTasks(items, filter, search), now),
    [items, filter, search, now],
  );
  const allShownSelected = useMemo(
    () => shown.length > 0 && shown.every((task) => selection.selected.has(task.id)),
    [shown, selection.selected],
  );

  // The page outranks the dashboard sidebar when both are mounted.
  useCreateRequested(() => setPopup({ mode: 'create' }), 1);

  // The shell's "/" shortcut.
  const searchRef = useRef<HTMLInputElement>(null);
  useEffect(
    () =>
      bus.on('ui:task-search-requested', () => {
        searchRef.current?.focus();
        return true;
      }),
    [],
  );

  const onToggle = useCallback(
    async (task: Task) => {
      setBusy((b) => new Set(b).add(task.id));
      await actions.toggle(task);
      setBusy((b) => {
        const next = new Set(b);
        next.delete(task.id);
        return next;
      });
    },
    [actions],
  );
  const toggleRow = useCallback((task: Task) => void onToggle(task), [onToggle]);
  const onEdit = useCallback((task: Task) => setPopup({ mode: 'edit', task }), []);
  const onDelete = useCallback((task: Task) => setConfirm([task]), []);
  const onSchedule = useCallback((task: Task) => setScheduling(task.id), []);
  // The dialog shows the task as it is now (a change elsewhere while it is open is not lost).
  const scheduledTask = scheduling ? (items.find((task) => task.id === scheduling) ?? null) : null;
  const onSelect = selection.set;

  async function confirmDelete(): Promise<void> {
    if (!confirm) return;
    const ids = confirm.map((task) => task.id);
    const outcome =
      ids.length === 1 ? await actions.remove(ids[0] as string) : await actions.removeMany(ids);
    if (outcome.ok) selection.setMany(ids, false);
    setConfirm(null);
  }

  return (
    <section className={styles.page} aria-labelledby="tasks-page-title">
      {/* The shell's page already has the h1 (visually hidden): the list's visible title comes under it. */}
      <h2 id="tasks-page-title" className={styles.title}>
        {t('title')}
      </h2>
      <QuickAddField
        id="tasks-page-quick-add"
        label={t('quickAdd.label')}
        placeholder={t('quickAdd.pagePlaceholder')}
        narrowPlaceholder={t('quickAdd.placeholder')}
        submitLabel={t('quickAdd.add')}
        maxLength={TITLE_MAX + 100}
        onSave={saveQuickAdd}
      />
      <TasksToolbar
        filter={filter}
        onFilter={setFilter}
        search={search}
        onSearch={setSearch}
        searchRef={searchRef}
        shownCount={shown.length}
        selectedCount={selection.selected.size}
        allShownSelected={allShownSelected}
        onSelectAllShown={(on) =>
          selection.setMany(
            shown.map((task) => task.id),
            on,
          )
        }
        onNew={() => setPopup({ mode: 'create' })}
        onDeleteSelected={() => setConfirm(items.filter((task) => selection.selected.has(task.id)))}
      />
      <OfflineNote />
      <ErrorBanner message={error} onDismiss={dismissError} />
      {shown.length === 0 && !loaded ? (
        <Skeleton rows={5} label={t('loading')} />
      ) : shown.length === 0 ? (
        <p className={styles.empty}>{t(search ? 'empty.search' : `empty.${filter}`)}</p>
      ) : (
        <VirtualTaskList
          tasks={shown}
          now={now}
          deleteDelayMs={deleteDelayMs}
          selected={selection.selected}
          busy={busy}
          waiting={waiting}
          onSelect={onSelect}
          onToggle={toggleRow}
          onEdit={onEdit}
          onDelete={onDelete}
          onSchedule={onSchedule}
        />
      )}
      <LazyTaskPopup state={popup} actions={actions} error={error} onClose={() => setPopup(null)} />
      <ScheduleDialog
        task={scheduledTask}
        onSchedule={actions.schedule}
        onUnschedule={actions.unschedule}
        onClose={() => setScheduling(null)}
      />
      <DeleteConfirm tasks={confirm} onConfirm={confirmDelete} onCancel={() => setConfirm(null)} />
    </section>
  );
}
