// The preset form (create and edit): kind, title, description, colour, time, duration, recurrence, reminder.
import type { SaveAnswer } from '../../forms/useFormState';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PRESET_START, formatTimeOfDay } from '@planner/shared/domain';
import { Button, Field, TimeField } from '@planner/shared/ui';
import { PRESET_KINDS } from '@planner/shared/model/constants';
import { NS } from '../../../i18n';
import { BasicFields, RecurrenceField, ReminderField } from '../../forms/EventFields';
import { useFormState } from '../../forms/useFormState';
import styles from '../../forms/Form.module.css';
import { TITLE_MAX } from '../../popup/eventForm';
import { validatePresetForm, type PresetFormErrors, type PresetFormValues } from '../presetForm';

export interface PresetFormProps {
  initial: PresetFormValues;
  submitLabel: string;
  onSubmit: (values: PresetFormValues) => Promise<SaveAnswer>;
  onCancel: () => void;
}

export function PresetForm({ initial, submitLabel, onSubmit, onCancel }: PresetFormProps) {
  const { t, i18n } = useTranslation(NS);
  const { values, errors, set, saving, failed, submit } = useFormState<
    PresetFormValues,
    PresetFormErrors
  >({ initial, validate: validatePresetForm, save: onSubmit });
  const err = (k: keyof PresetFormErrors) =>
    errors[k] ? t(errors[k], { max: TITLE_MAX }) : undefined;
  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t('presets.formLabel')}
    >
      <Field label={t('presets.kind')}>
        <select
          value={values.kind}
          onChange={(e) => set({ kind: e.target.value as PresetFormValues['kind'] })}
        >
          {PRESET_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`presets.kinds.${k}`)}
            </option>
          ))}
        </select>
      </Field>
      <BasicFields values={values} titleError={err('title')} onChange={set} />
      <div className={styles.row}>
        {!values.allDay && (
          <Field
            label={t('presets.startTime')}
            hint={t('presets.startTimeHint', {
              time: formatTimeOfDay(DEFAULT_PRESET_START, i18n.language),
            })}
          >
            <TimeField value={values.startTime} onChange={(startTime) => set({ startTime })} />
          </Field>
        )}
        <Field label={t('presets.duration')} error={err('durationMin')}>
          <input
            type="number"
            min={1}
            max={1440}
            value={values.durationMin}
            onChange={(e) => set({ durationMin: e.target.value })}
          />
        </Field>
      </div>
      <div className={styles.row}>
        <RecurrenceField value={values.recurrence} onChange={(recurrence) => set({ recurrence })} />
        <ReminderField
          value={values.reminderMinutes}
          error={err('reminderMinutes')}
          onChange={(reminderMinutes) => set({ reminderMinutes })}
        />
      </div>
      {failed && (
        <p className={styles.failure} role="alert">
          {t('presets.saveFailed', { reason: t(failed) })}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" busy={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
