// The event popup for create and edit: a modal around the event form.
import type { SaveAnswer } from '../../forms/useFormState';
import { useTranslation } from 'react-i18next';
import { Modal } from '@planner/shared/ui';
import type { Preset } from '@planner/shared/model';
import { NS } from '../../../i18n';
import type { EventFormValues } from '../eventForm';
import { EventForm } from './EventForm';

export type PopupMode = 'create' | 'edit';

export interface EventPopupProps {
  mode: PopupMode;
  initial: EventFormValues;
  /** Changes when another event (or a new slot) is opened, so the form starts afresh. */
  formKey: string;
  presets: readonly Preset[];
  onSubmit: (values: EventFormValues) => Promise<SaveAnswer>;
  onClose: () => void;
  onDelete?: () => void;
  /** The start was chosen (a clicked slot, an existing event): a preset keeps it. */
  keepStart?: boolean;
}

export function EventPopup({
  mode,
  initial,
  formKey,
  presets,
  onSubmit,
  onClose,
  onDelete,
  keepStart,
}: EventPopupProps) {
  const { t } = useTranslation(NS);
  return (
    <Modal
      open
      size="lg"
      title={t(mode === 'edit' ? 'form.editTitle' : 'form.createTitle')}
      onClose={onClose}
    >
      <EventForm
        key={formKey}
        initial={initial}
        presets={presets}
        submitLabel={t(mode === 'edit' ? 'common:save' : 'form.create')}
        onSubmit={onSubmit}
        onCancel={onClose}
        onDelete={onDelete}
        keepStart={keepStart}
      />
    </Modal>
  );
}
