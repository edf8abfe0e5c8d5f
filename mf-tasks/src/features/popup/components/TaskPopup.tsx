// The task popup for create and edit: a modal around the task form, saving through the task actions.
import { useTranslation } from 'react-i18next';
import { Modal } from '@planner/shared/ui';
import type { Task } from '@planner/shared/model';
import type { TaskActions } from '../../tasks/taskActions';
import { emptyTaskForm, taskToForm } from '../taskForm';
import { TaskForm } from './TaskForm';

/** Closed, creating a new task, or editing one. */
export type PopupState = null | { mode: 'create' } | { mode: 'edit'; task: Task };

export interface TaskPopupProps {
  state: PopupState;
  actions: Pick<TaskActions, 'create' | 'edit'>;
  onClose: () => void;
  /** The last failure's message: shown in the popup too, since the modal covers the page's banner. */
  error?: string | null;
}

export function TaskPopup({ state, actions, onClose, error = null }: TaskPopupProps) {
  const { t } = useTranslation('tasks');
  if (!state) return null;
  const editing = state.mode === 'edit' ? state.task : null;
  return (
    <Modal open title={t(editing ? 'form.editTitle' : 'form.createTitle')} onClose={onClose}>
      <TaskForm
        // A new key per task: reopening the popup never shows the previous task's values.
        key={editing ? `${editing.id}:${editing.lastUpdated}` : 'new'}
        initial={editing ? taskToForm(editing) : emptyTaskForm()}
        submitLabel={t(editing ? 'form.save' : 'form.create')}
        failure={error}
        onCancel={onClose}
        onSubmit={async (fields) => {
          const saved = editing
            ? await actions.edit(editing, fields)
            : await actions.create(fields);
          if (saved.ok) onClose();
          return saved.ok;
        }}
      />
    </Modal>
  );
}
