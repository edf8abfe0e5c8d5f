// The list's controls: new task, open/done/all filter, title search, select all shown, delete selected.
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@planner/shared/ui';
import { TASK_FILTERS, type TaskFilter } from '../../tasks/taskFilter';
import styles from './TasksToolbar.module.css';

export interface TasksToolbarProps {
  filter: TaskFilter;
  onFilter: (filter: TaskFilter) => void;
  search: string;
  onSearch: (search: string) => void;
  /** The search field (the "/" shortcut focuses it). */
  searchRef?: Ref<HTMLInputElement>;
  shownCount: number;
  selectedCount: number;
  /** True when every shown task is selected. */
  allShownSelected: boolean;
  onSelectAllShown: (on: boolean) => void;
  onNew: () => void;
  onDeleteSelected: () => void;
}

export function TasksToolbar({ searchRef, ...props }: TasksToolbarProps) {
  const { t } = useTranslation('tasks');
  const id = useId();
  const selectable = props.shownCount > 0 || props.selectedCount > 0;
  return (
    <div className={styles.toolbar}>
      {/* Two groups that share a line on a wide screen and take one line each on a phone. */}
      <div className={styles.row}>
        <div className={`${styles.group} ${styles.filterGroup}`}>
          <div role="group" aria-label={t('filters.label')} className={styles.filters}>
            {TASK_FILTERS.map((f) => (
              <button
                key={f}
                type="button"
                className={styles.filter}
                aria-pressed={props.filter === f}
                onClick={() => props.onFilter(f)}
              >
                {t(`filters.${f}`)}
              </button>
            ))}
          </div>
          <span className={styles.count} aria-live="polite">
            {t('list.count', { count: props.shownCount })}
          </span>
        </div>
        <div className={`${styles.group} ${styles.searchGroup}`}>
          <label htmlFor={`${id}-search`} className={styles.visuallyHidden}>
            {t('search.label')}
          </label>
          <input
            ref={searchRef}
            id={`${id}-search`}
            type="search"
            className={styles.search}
            placeholder={t('search.placeholder')}
            value={props.search}
            onChange={(e) => props.onSearch(e.target.value)}
          />
          <Button className={styles.newTask} onClick={props.onNew}>
            {t('newTask')}
          </Button>
        </div>
      </div>
      {/* Selecting is offered when there is something to select (an empty list shows its count only). */}
      {selectable && (
        <div className={styles.row}>
          <label className={styles.inline}>
            <input
              type="checkbox"
              checked={props.allShownSelected}
              disabled={props.shownCount === 0}
              onChange={(e) => props.onSelectAllShown(e.target.checked)}
            />
            {t('selectAll')}
          </label>
          <Button
            variant="danger"
            size="small"
            className={styles.deleteSelected}
            disabled={props.selectedCount === 0}
            onClick={props.onDeleteSelected}
          >
            {t('delete.selected', { count: props.selectedCount })}
          </Button>
        </div>
      )}
    </div>
  );
}
