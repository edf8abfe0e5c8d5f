// The event popup's form: title, description, colour, all-day or times, time zone, recurrence, reminder, preset.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DateField, Field, TimeField } from '@planner/shared/ui';
import type { Preset } from '@planner/shared/model';
import { NS } from '../../../i18n';
import { BasicFields, RecurrenceField, ReminderField } from '../../forms/EventFields';
import { type SaveAnswer, useFormState } from '../../forms/useFormState';
import styles from '../../forms/Form.module.css';
import {
  TITLE_MAX,
  applyPreset,
  browserTimeZone,
  moveStart,
  validateEventForm,
  type EventFormErrors,
  type EventFormValues,
} from '../eventForm';
import {
  matchesZone,
  recentTimeZones,
  rememberTimeZone,
  timeZoneChoices,
  type ZoneChoice,
} from '../timeZones';
import { CustomRepeatFields } from '../../repeat/CustomRepeatFields';
import { frequencyOf } from '../../repeat/customRepeat';
import { describeRepeat } from '../../repeat/repeatSentence';
import { chooseRepeat, readBackRule, type RepeatChoice } from '../../repeat/repeatChoice';

export interface EventFormProps {
  initial: EventFormValues;
  /** Presets offered by "Start from a preset". */
  presets: readonly Preset[];
  submitLabel: string;
  /** Saved: the popup closes; failed: the form stays, with the failure's message. */
  onSubmit: (values: EventFormValues) => Promise<SaveAnswer>;
  onCancel: () => void;
  /** Shown for an existing event. */
  onDelete?: () => void;
  /** The start was chosen (a clicked slot, an existing event): a preset keeps it. */
  keepStart?: boolean;
}

export function EventForm({
  initial,
  presets,
  submitLabel,
  onSubmit,
  onCancel,
  onDelete,
  keepStart = false,
}: EventFormProps) {
  const { t, i18n } = useTranslation(NS);
  const { values, setValues, errors, set, clearErrors, saving, failed, submit } = useFormState<
    EventFormValues,
    EventFormErrors
  >({
    initial,
    validate: validateEventForm,
    save: async (submitted) => {
      const answer = await onSubmit(submitted);
      if (answer.ok) rememberTimeZone(submitted.timeZone, browserTimeZone());
      return answer;
    },
    // Moving the start or switching all-day may settle the "end after start" error.
    alsoClears: (patch) =>
      'endTime' in patch || 'startTime' in patch || 'allDay' in patch ? ['endDate'] : [],
  });
  const zones = useMemo(
    () => timeZoneChoices(initial.timeZone, browserTimeZone(), recentTimeZones()),
    [initial.timeZone],
  );
  const [zoneQuery, setZoneQuery] = useState('');
  // The chosen zone stays listed whatever is typed, so the list never shows another one as chosen.
  const shown = (list: ZoneChoice[]) =>
    list.filter((z) => z.value === values.timeZone || matchesZone(z, zoneQuery));
  const zoneGroups = [
    { key: 'own', label: t('form.timeZoneOwn'), choices: shown(zones.own) },
    { key: 'recent', label: t('form.timeZoneRecent'), choices: shown(zones.recent) },
    { key: 'all', label: t('form.timeZoneAll'), choices: shown(zones.all) },
  ].filter((g) => g.choices.length > 0);
  const firstMatch = [...zones.own, ...zones.recent, ...zones.all].find((z) =>
    matchesZone(z, zoneQuery),
  );

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
              if (preset) setValues((v) => applyPreset(v, preset, keepStart));
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

      <BasicFields values={values} titleError={err('title')} onChange={set} />

      <div className={styles.row}>
        <Field label={t('form.startDate')} error={err('startDate')}>
          <DateField
            value={values.startDate}
            onChange={(startDate) => setValues((v) => moveStart(v, startDate, v.startTime))}
          />
        </Field>
        {!values.allDay && (
          <Field label={t('form.startTime')}>
            <TimeField
              value={values.startTime}
              onChange={(startTime) => {
                clearErrors('endDate');
                setValues((v) => moveStart(v, v.startDate, startTime));
              }}
            />
          </Field>
        )}
      </div>
      <div className={styles.row}>
        <Field label={t('form.endDate')} error={err('endDate')}>
          <DateField value={values.endDate} onChange={(endDate) => set({ endDate })} />
        </Field>
        {!values.allDay && (
          <Field label={t('form.endTime')}>
            <TimeField value={values.endTime} onChange={(endTime) => set({ endTime })} />
          </Field>
        )}
      </div>

      <div className={styles.zone}>
        <Field label={t('form.timeZoneSearch')} hint={t('form.timeZoneSearchHint')}>
          <input
            type="search"
            value={zoneQuery}
            autoComplete="off"
            onChange={(e) => {
              const query = e.target.value;
              setZoneQuery(query);
              // The best match becomes the choice at once; the list below shows the others.
              const match = [...zones.own, ...zones.recent, ...zones.all].find((z) =>
                matchesZone(z, query),
              );
              if (query.trim() && match) set({ timeZone: match.value });
            }}
            onKeyDown={(e) => {
              // Enter picks the first match; it must not submit the event.
              if (e.key === 'Enter') {
                e.preventDefault();
                if (firstMatch) set({ timeZone: firstMatch.value });
              }
            }}
          />
        </Field>
        <Field label={t('form.timeZone')} error={err('timeZone')}>
          <select value={values.timeZone} onChange={(e) => set({ timeZone: e.target.value })}>
            {zoneGroups.map((g) => (
              <optgroup key={g.key} label={g.label}>
                {g.choices.map((z) => (
                  <option key={z.value} value={z.value}>
                    {z.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </Field>
      </div>

      <div className={styles.row}>
        <RecurrenceField<RepeatChoice>
          custom
          value={values.custom ? 'custom' : values.recurrence}
          onChange={(choice) => {
            clearErrors('interval', 'byWeekday', 'monthly', 'count', 'recurrenceEnd');
            setValues((v) => chooseRepeat(v, choice));
          }}
        />
        {values.recurrence !== 'none' && !values.custom && (
          <Field
            label={t('form.recurrenceEnd')}
            error={err('recurrenceEnd')}
            hint={t('form.recurrenceEndHint')}
          >
            <DateField
              value={values.recurrenceEnd}
              min={values.startDate}
              onChange={(recurrenceEnd) => set({ recurrenceEnd })}
            />
          </Field>
        )}
      </div>
      {values.custom && (
        <CustomRepeatFields
          value={values.custom}
          frequency={frequencyOf(values.recurrence)}
          startDate={values.startDate}
          recurrenceEnd={values.recurrenceEnd}
          recurrenceEndError={err('recurrenceEnd')}
          errors={{
            interval: errors.interval,
            byWeekday: errors.byWeekday,
            monthly: errors.monthly,
            count: errors.count,
          }}
          onChange={(patch) => {
            clearErrors(...(Object.keys(patch) as (keyof EventFormErrors)[]), 'recurrenceEnd');
            setValues((v) => (v.custom ? { ...v, custom: { ...v.custom, ...patch } } : v));
          }}
          onFrequency={(recurrence) => {
            clearErrors('byWeekday', 'monthly');
            set({ recurrence });
          }}
          onRecurrenceEnd={(recurrenceEnd) => set({ recurrenceEnd })}
        />
      )}
      {values.recurrence !== 'none' && (
        <p className={styles.readBack} aria-live="polite">
          <span className={styles.readBackLabel}>{t('repeat.readBack')} </span>
          {describeRepeat(readBackRule(values), values.startDate, t, i18n.language)}
        </p>
      )}

      <ReminderField
        value={values.reminderMinutes}
        error={err('reminderMinutes')}
        hint={t('form.reminderHint')}
        onChange={(reminderMinutes) => set({ reminderMinutes })}
      />

      {failed && (
        <p className={styles.failure} role="alert">
          {t('form.saveFailed', { reason: t(failed) })}
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
