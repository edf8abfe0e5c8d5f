// The preset form (create and edit): kind, title, description, colour, time, duration, recurrence, reminder.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field } from '@planner/shared/ui';
import { PRESET_KINDS, RECURRENCES } from '@planner/shared/model';
import { NS } from '../../../i18n';
import { validatePresetForm, type PresetFormErrors, type PresetFormValues } from '../presetForm';
import styles from './Presets.module.css';
import { lastFailureKey } from '@planner/shared/sync';

export interface PresetFormProps {
  initial: PresetFormValues;
  submitLabel: string;
  onSubmit: (values: PresetFormValues) => Promise<boolean>;
  onCancel: () => void;
}

export function PresetForm({ initial, submitLabel, onSubmit, onCancel }: PresetFormProps) {
  const { t } = useTranslation(NS);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<PresetFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const set = (patch: Partial<PresetFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setFailed(false);
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k as keyof PresetFormErrors];
      return next;
    });
  };
  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validatePresetForm(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    const ok = await onSubmit(values);
    if (!ok) {
      setSaving(false);
      setFailed(true);
    }
  }
  const err = (k: keyof PresetFormErrors) => (errors[k] ? t(errors[k], { max: 200 }) : undefined);
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
      <Field label={t('form.title')} error={err('title')} required>
        <input
          value={values.title}
          autoFocus
          required
          onChange={(e) => set({ title: e.target.value })}
        />
      </Field>
      <Field label={t('form.description')}>
        <textarea
          rows={2}
          value={values.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </Field>
      <div className={styles.row}>
        <Field label={t('form.color')}>
          <input
            type="color"
            value={values.color}
            onChange={(e) => set({ color: e.target.value.toUpperCase() })}
          />
        </Field>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={values.allDay}
            onChange={(e) => set({ allDay: e.target.checked })}
          />
          {t('form.allDay')}
        </label>
      </div>
      <div className={styles.row}>
        {!values.allDay && (
          <Field label={t('presets.startTime')} hint={t('presets.startTimeHint')}>
            <input
              type="time"
              value={values.startTime}
              onChange={(e) => set({ startTime: e.target.value })}
            />
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
        <Field label={t('form.recurrence')}>
          <select
            value={values.recurrence}
            onChange={(e) => set({ recurrence: e.target.value as PresetFormValues['recurrence'] })}
          >
            {RECURRENCES.map((r) => (
              <option key={r} value={r}>
                {t(`recurrence.${r}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('form.reminder')} error={err('reminderMinutes')}>
          <input
            type="number"
            min={0}
            value={values.reminderMinutes}
            onChange={(e) => set({ reminderMinutes: e.target.value })}
          />
        </Field>
      </div>
      {failed && (
        <p className={styles.failure} role="alert">
          {t('presets.saveFailed', { reason: t(lastFailureKey()) })}
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
