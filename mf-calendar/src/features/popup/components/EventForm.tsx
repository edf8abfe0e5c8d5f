// The event popup's form: title, description, colour, all-day or times, time zone, recurrence, reminder, preset.
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field } from '@planner/shared/ui';
import { RECURRENCES, type Preset } from '@planner/shared/model';
import { NS } from '../../../i18n';
import {
  TITLE_MAX,
  applyPreset,
  hasErrors,
  moveStart,
  validateEventForm,
  type EventFormErrors,
  type EventFormValues,
} from '../eventForm';
import { timeZoneChoices } from '../timeZones';
import styles from './EventForm.module.css';
import { lastFailureKey } from '@planner/shared/sync';

export interface EventFormProps {
  initial: EventFormValues;
  /** Presets offered by "Start from a preset". */
  presets: readonly Preset[];
  submitLabel: string;
  /** Resolves true when saved (the popup closes), false when it failed (the form stays, with a message). */
  onSubmit: (values: EventFormValues) => Promise<boolean>;
  onCancel: () => void;
  /** Shown for an existing event. */
  onDelete?: () => void;
}

export function EventForm({
  initial,
  presets,
  submitLabel,
  onSubmit,
  onCancel,
  onDelete,
}: EventFormProps) {
  const { t } = useTranslation(NS);
  const [values, setValues] = useState<EventFormValues>(initial);
  const [errors, setErrors] = useState<EventFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const zones = useMemo(() => timeZoneChoices(initial.timeZone), [initial.timeZone]);

  const set = (patch: Partial<EventFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setFailed(false);
    // A field the user touches stops showing its error at once.
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof EventFormErrors];
      if ('endTime' in patch || 'startTime' in patch || 'allDay' in patch) delete next.endDate;
      return next;
    });
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateEventForm(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setSaving(true);
    const ok = await onSubmit(values);
    setSaving(false);
    if (!ok) setFailed(true);
  }

  const err = (key: keyof EventFormErrors) =>
    errors[key] ? t(errors[key], { max: TITLE_MAX }) : undefined;

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t('form.label')}
    >
      {presets.length > 0 && (
        <Field label={t('form.fromPreset')}>
          <select
            value={values.presetId ?? ''}
            onChange={(e) => {
              const preset = presets.find((p) => p.id === e.target.value);
              if (preset) setValues((v) => applyPreset(v, preset));
              else set({ presetId: null });
            }}
          >
            <option value="">{t('form.noPreset')}</option>
            {presets.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
        </Field>
      )}

      <Field label={t('form.title')} error={err('title')} required>
        <input
          value={values.title}
          maxLength={TITLE_MAX + 1}
          autoFocus
          required
          onChange={(e) => set({ title: e.target.value })}
        />
      </Field>

      <Field label={t('form.description')}>
        <textarea
          rows={2}
          value={values.description}
          maxLength={5000}
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
        <Field label={t('form.startDate')} error={err('startDate')}>
          <input
            type="date"
            value={values.startDate}
            onChange={(e) => setValues((v) => moveStart(v, e.target.value, v.startTime))}
          />
        </Field>
        {!values.allDay && (
          <Field label={t('form.startTime')}>
            <input
              type="time"
              value={values.startTime}
              onChange={(e) => {
                setErrors((x) => ({ ...x, endDate: undefined }));
                setValues((v) => moveStart(v, v.startDate, e.target.value));
              }}
            />
          </Field>
        )}
      </div>
      <div className={styles.row}>
        <Field label={t('form.endDate')} error={err('endDate')}>
          <input
            type="date"
            value={values.endDate}
            onChange={(e) => set({ endDate: e.target.value })}
          />
        </Field>
        {!values.allDay && (
          <Field label={t('form.endTime')}>
            <input
              type="time"
              value={values.endTime}
              onChange={(e) => set({ endTime: e.target.value })}
            />
          </Field>
        )}
      </div>

      <Field label={t('form.timeZone')} error={err('timeZone')}>
        <select value={values.timeZone} onChange={(e) => set({ timeZone: e.target.value })}>
          {zones.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </select>
      </Field>

      <div className={styles.row}>
        <Field label={t('form.recurrence')}>
          <select
            value={values.recurrence}
            onChange={(e) => set({ recurrence: e.target.value as EventFormValues['recurrence'] })}
          >
            {RECURRENCES.map((r) => (
              <option key={r} value={r}>
                {t(`recurrence.${r}`)}
              </option>
            ))}
          </select>
        </Field>
        {values.recurrence !== 'none' && (
          <Field
            label={t('form.recurrenceEnd')}
            error={err('recurrenceEnd')}
            hint={t('form.recurrenceEndHint')}
          >
            <input
              type="date"
              value={values.recurrenceEnd}
              min={values.startDate}
              onChange={(e) => set({ recurrenceEnd: e.target.value })}
            />
          </Field>
        )}
      </div>

      <Field
        label={t('form.reminder')}
        error={err('reminderMinutes')}
        hint={t('form.reminderHint')}
      >
        <input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={values.reminderMinutes}
          onChange={(e) => set({ reminderMinutes: e.target.value })}
        />
      </Field>

      {failed && (
        <p className={styles.failure} role="alert">
          {t('form.saveFailed', { reason: t(lastFailureKey()) })}
        </p>
      )}

      <div className={styles.actions}>
        {onDelete && (
          <Button variant="danger" onClick={onDelete} className={styles.delete}>
            {t('common:delete')}
          </Button>
        )}
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
