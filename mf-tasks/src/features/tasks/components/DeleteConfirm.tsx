// Asks before deleting one task or several (docs/product.md section 5: delete asks for confirmation).
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@planner/shared/ui';
import type { Task } from '@planner/shared/model';

export interface DeleteConfirmProps {
  /** The tasks to delete; null when nothing is asked. */
  tasks: readonly Task[] | null;
  /** May return a promise: the dialog's buttons wait for it. */
  onConfirm: () => Promise<unknown>;
  onCancel: () => void;
}

export function DeleteConfirm({ tasks, onConfirm, onCancel }: DeleteConfirmProps) {
  const { t } = useTranslation('tasks');
  if (!tasks || tasks.length === 0) return null;
  const message =
    tasks.length === 1
      ? t('delete.confirmOne', { title: tasks[0]?.title ?? '' })
      : t('delete.confirmMany', { count: tasks.length });
  return (
    <ConfirmDialog
      open
      title={t('delete.confirmTitle')}
      message={message}
      confirmLabel={t('common:delete')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
