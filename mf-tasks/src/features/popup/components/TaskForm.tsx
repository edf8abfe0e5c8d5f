// The task popup's form: title, description, priority, deadline (a date or a rough range), estimated time.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { deriveDeadlineRange, formatDuration, localIsoDate } from '@planner/shared/domain';
import { Button, DateField, Field } from '@planner/shared/ui';
import {
  DEADLINE_RANGES,
  ESTIMATED_TIME_RANGES,
  PRIORITIES,
} from '@planner/shared/model/constants';
import {
  TITLE_MAX,
  formToFields,
  hasErrors,
  validateTaskForm,
  type TaskFormErrors,
  type TaskFormFields,
  type TaskFormValues,
} from '../taskForm';
import styles from './TaskForm.module.css';

/** The estimate select's option for the minutes the task was given (not one of the three ranges). */
const MINUTES_GIVEN = 'minutes';

export interface TaskFormProps {
  initial: TaskFormValues;
  /** Resolves true when saved (the popup closes), false when the save failed (the form stays). */
  onSubmit: (fields: TaskFormFields) => Promise<boolean>;
  onCancel: () => void;
  submitLabel: string;
  /** Why the last save failed (translated), shown above the buttons. */
  failure?: string | null;
}

export function TaskForm({
  initial,
  onSubmit,
  onCancel,
  submitLabel,
  failure = null,
}: TaskFormProps) {
  const { t } = useTranslation('tasks');
  const id = useId();
  const [values, setValues] = useState<TaskFormValues>(initial);
  const [errors, setErrors] = useState<TaskFormErrors>({});
  const [saving, setSaving] = useState(false);
  // The failure is shown only after a save from this form failed, not a stale one from before.
  const [tried, setTried] = useState(false);
  const today = localIsoDate();

  function set<K extends keyof TaskFormValues>(key: K, value: TaskFormValues[K]): void {
    setValues((v) => ({ ...v, [key]: value }));
    // A field the user fixes stops showing its error at once.
    if (key === 'title' || key === 'deadline' || key === 'deadlineMode') {
      setErrors((e) => ({ ...e, [key === 'title' ? 'title' : 'deadline']: undefined }));
    }
  }

  async function submit(e: FormEvent): Promise<void> {
    e.preventDefault();
    const found = validateTaskForm(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setSaving(true);
    const ok = await onSubmit(formToFields(values));
    if (!ok) {
      setSaving(false);
      setTried(true);
    }
  }

  const derived =
    values.deadlineMode === 'date' && values.deadline !== '' && !errors.deadline
      ? deriveDeadlineRange(values.deadline)
      : null;

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <Field
        label={t('form.title')}
        required
        error={errors.title ? t(errors.title, { max: TITLE_MAX }) : undefined}
      >
        <input
          id={`${id}-title`}
          value={values.title}
          maxLength={TITLE_MAX + 1}
          required
          autoFocus
          onChange={(e) => set('title', e.target.value)}
        />
      </Field>

      <Field label={t('form.description')}>
        <textarea
          id={`${id}-description`}
          rows={3}
          value={values.description}
          maxLength={5000}
          onChange={(e) => set('description', e.target.value)}
        />
      </Field>

      <Field label={t('form.priority')}>
        <select
          id={`${id}-priority`}
          value={values.priority}
          onChange={(e) => set('priority', e.target.value as TaskFormValues['priority'])}
        >
          {PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {t(`priority.${p}`)}
            </option>
          ))}
        </select>
      </Field>

      <fieldset className={styles.fieldset}>
        <legend>{t('form.deadline')}</legend>
        <div className={styles.modes}>
          {(['date', 'range'] as const).map((mode) => (
            <label key={mode} className={styles.inline}>
              <input
                type="radio"
                name={`${id}-mode`}
                value={mode}
                checked={values.deadlineMode === mode}
                onChange={() => set('deadlineMode', mode)}
              />
              {t(`form.deadlineMode.${mode}`)}
            </label>
          ))}
        </div>
        {values.deadlineMode === 'date' ? (
          <Field
            label={t('form.deadlineDate')}
            hint={derived ? t('form.derivedRange', { range: t(`deadlineRange.${derived}`) }) : null}
            error={errors.deadline ? t(errors.deadline) : undefined}
          >
            <DateField
              id={`${id}-deadline`}
              min={today}
              value={values.deadline}
              onChange={(deadline) => set('deadline', deadline)}
            />
          </Field>
        ) : (
          <Field label={t('form.deadlineRange')}>
            <select
              id={`${id}-range`}
              value={values.deadlineRange}
              onChange={(e) =>
                set('deadlineRange', e.target.value as TaskFormValues['deadlineRange'])
              }
            >
              {DEADLINE_RANGES.map((r) => (
                <option key={r} value={r}>
                  {t(`deadlineRange.${r}`)}
                </option>
              ))}
            </select>
          </Field>
        )}
      </fieldset>

      <Field label={t('form.estimatedTime')}>
        <select
          id={`${id}-estimate`}
          value={values.estimatedMinutes === null ? values.estimatedTimeRange : MINUTES_GIVEN}
          onChange={(e) => {
            const picked = e.target.value;
            setValues((v) =>
              picked === MINUTES_GIVEN && initial.estimatedMinutes !== null
                ? {
                    ...v,
                    estimatedTimeRange: initial.estimatedTimeRange,
                    estimatedMinutes: initial.estimatedMinutes,
                  }
                : {
                    ...v,
                    estimatedTimeRange: picked as TaskFormValues['estimatedTimeRange'],
                    estimatedMinutes: null,
                  },
            );
          }}
        >
          {/* The minutes the task was given ("for 30 min") come first; a range picked instead replaces them. */}
          {initial.estimatedMinutes !== null && (
            <option value={MINUTES_GIVEN}>{formatDuration(initial.estimatedMinutes)}</option>
          )}
          {ESTIMATED_TIME_RANGES.map((r) => (
            <option key={r} value={r}>
              {t(`estimatedTimeRange.${r}`)}
            </option>
          ))}
        </select>
      </Field>

      {tried && failure && (
        <p className={styles.error} role="alert">
          {failure}
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
