// The fields the event popup and the preset form share: title, description, colour with all-day,
// recurrence and reminder, each labelled and tied to its error.
import { useTranslation } from 'react-i18next';
import { Field } from '@planner/shared/ui';
import type { Recurrence } from '@planner/shared/model';
import { RECURRENCES } from '@planner/shared/model/constants';
import { NS } from '../../i18n';
import { TITLE_MAX } from '../popup/eventForm';
import styles from './Form.module.css';

interface FieldProps<T> {
  value: T;
  onChange: (value: T) => void;
  /** A translated error message. */
  error?: string;
}

export function TitleField({
  value,
  onChange,
  error,
  maxLength,
}: FieldProps<string> & { maxLength?: number }) {
  const { t } = useTranslation(NS);
  return (
    <Field label={t('form.title')} error={error} required>
      <input
        value={value}
        maxLength={maxLength}
        autoFocus
        required
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

export function DescriptionField({ value, onChange }: FieldProps<string>) {
  const { t } = useTranslation(NS);
  return (
    <Field label={t('form.description')}>
      <textarea
        rows={2}
        value={value}
        maxLength={5000}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

export function ColorAndAllDay({
  color,
  allDay,
  onChange,
}: {
  color: string;
  allDay: boolean;
  onChange: (patch: { color?: string; allDay?: boolean }) => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.row}>
      <Field label={t('form.color')}>
        <input
          type="color"
          value={color}
          onChange={(e) => onChange({ color: e.target.value.toUpperCase() })}
        />
      </Field>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={allDay}
          onChange={(e) => onChange({ allDay: e.target.checked })}
        />
        {t('form.allDay')}
      </label>
    </div>
  );
}

/**
 * The Repeat select. With `custom`, it also offers "Custom repeat…" (the event popup; a preset
 * repeats by a plain kind only).
 */
export function RecurrenceField<T extends Recurrence | 'custom' = Recurrence>({
  value,
  onChange,
  custom = false,
}: FieldProps<T> & { custom?: boolean }) {
  const { t } = useTranslation(NS);
  const choices: readonly string[] = custom ? [...RECURRENCES, 'custom'] : RECURRENCES;
  return (
    <Field label={t('form.recurrence')}>
      <select value={value} onChange={(e) => onChange(e.target.value as T)}>
        {choices.map((r) => (
          <option key={r} value={r}>
            {t(`recurrence.${r}`)}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function ReminderField({
  value,
  onChange,
  error,
  hint,
}: FieldProps<string> & { hint?: string }) {
  const { t } = useTranslation(NS);
  return (
    <Field label={t('form.reminder')} error={error} hint={hint}>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

interface BasicValues {
  title: string;
  description: string;
  color: string;
  allDay: boolean;
}

/** What both forms start with: title, description, colour and all-day. */
export function BasicFields({
  values,
  titleError,
  onChange,
}: {
  values: BasicValues;
  titleError?: string;
  onChange: (patch: Partial<BasicValues>) => void;
}) {
  return (
    <>
      <TitleField
        value={values.title}
        maxLength={TITLE_MAX + 1}
        error={titleError}
        onChange={(title) => onChange({ title })}
      />
      <DescriptionField
        value={values.description}
        onChange={(description) => onChange({ description })}
      />
      <ColorAndAllDay color={values.color} allDay={values.allDay} onChange={onChange} />
    </>
  );
}
