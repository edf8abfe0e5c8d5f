// The dashboard's keyboard shortcuts: the shell listens to the keys and sends each command where it belongs
// (the bus, as the create menu does), and shows the "?" dialog that lists them (docs/product.md section 2).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarAction } from '@planner/shared/bus';
import { Modal } from '@planner/shared/ui';
import { CREATE_ROUTES } from '../../dashboard/components/CreateButton';
import { useRouteRequest } from '../../dashboard/useRouteRequest';
import { SHORTCUTS, shortcutFor, type ShortcutId } from '../shortcuts';
import styles from './KeyboardShortcuts.module.css';

const CALENDAR_ROUTES = ['/dashboard'];
const TASK_SEARCH_ROUTES = ['/dashboard/tasks'];

const CALENDAR_ACTIONS: Partial<Record<ShortcutId, CalendarAction>> = {
  today: 'today',
  dayView: 'day',
  weekView: 'week',
  monthView: 'month',
  planDay: 'plan-day',
};

export interface KeyboardShortcutsProps {
  /** The "?" dialog is open (also opened from the account menu). */
  helpOpen: boolean;
  onHelpOpenChange: (open: boolean) => void;
}

export function KeyboardShortcuts({ helpOpen, onHelpOpenChange }: KeyboardShortcutsProps) {
  const request = useRouteRequest();
  const run = useRef<(id: ShortcutId) => void>(() => undefined);
  useEffect(() => {
    run.current = (id) => {
      const action = CALENDAR_ACTIONS[id];
      if (action) request('ui:calendar-requested', { action }, CALENDAR_ROUTES);
      else if (id === 'help') onHelpOpenChange(true);
      else if (id === 'newTask')
        request('ui:create-requested', { kind: 'task' }, CREATE_ROUTES.task);
      else if (id === 'newEvent') {
        request('ui:create-requested', { kind: 'event' }, CREATE_ROUTES.event);
      } else if (id === 'search') request('ui:task-search-requested', {}, TASK_SEARCH_ROUTES);
    };
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const id = shortcutFor(event);
      if (!id) return;
      // The key is used up: "/" or "n" must not also be typed into the field the command focuses.
      event.preventDefault();
      run.current(id);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return <ShortcutsDialog open={helpOpen} onClose={() => onHelpOpenChange(false)} />;
}

export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('signedIn');
  return (
    <Modal open={open} title={t('shortcuts.title')} onClose={onClose} size="sm">
      <p className={styles.intro}>{t('shortcuts.intro')}</p>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('shortcuts.title')}</caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t('shortcuts.keyColumn')}</th>
            <th scope="col">{t('shortcuts.actionColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map(({ key, id }) => (
            <tr key={id}>
              <td className={styles.key}>
                <kbd>{key}</kbd>
              </td>
              <td>{t(`shortcuts.action.${id}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
