// A scheduled task opened from its calendar block: its time, a Done checkbox, and "Unschedule" to take it off.
import { useTranslation } from 'react-i18next';
import type { Language, Task } from '@planner/shared/model';
import { Button, Modal } from '@planner/shared/ui';
import { NS } from '../../../i18n';
import { formatSlot } from '../planText';
import styles from './TaskBlockDialog.module.css';

export interface TaskBlockDialogProps {
  task: Task | null;
  language: Language;
  busy: boolean;
  onToggleDone: (taskId: string) => void;
  onUnschedule: (taskId: string) => void;
  onClose: () => void;
}

export function TaskBlockDialog({
  task,
  language,
  busy,
  onToggleDone,
  onUnschedule,
  onClose,
}: TaskBlockDialogProps) {
  const { t } = useTranslation(NS);
  return (
    <Modal
      open={task !== null}
      title={task?.title ?? ''}
      onClose={onClose}
      size="sm"
      footer={
        task && (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('common:close')}
            </Button>
            <Button variant="danger" disabled={busy} onClick={() => onUnschedule(task.id)}>
              {t('taskBlock.unschedule')}
            </Button>
          </>
        )
      }
    >
      {task && (
        <div className={styles.body}>
          <p className={styles.when}>
            {task.scheduledStart && task.scheduledMinutes
              ? t('taskBlock.when', {
                  slot: formatSlot(task.scheduledStart, task.scheduledMinutes, language),
                })
              : ''}
          </p>
          <label className={styles.done}>
            <input
              type="checkbox"
              checked={task.done}
              disabled={busy}
              onChange={() => onToggleDone(task.id)}
            />
            {t('taskBlock.done')}
          </label>
          <p className={styles.hint}>{t('taskBlock.hint')}</p>
        </div>
      )}
    </Modal>
  );
}
