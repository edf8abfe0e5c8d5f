// "Schedule…" from the task list: date, start time and length of the task's block on the calendar, and
// "Unschedule" when it has one; the keyboard path to time-blocking (docs/product.md section 4).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@planner/shared/model';
import { MAX_SCHEDULED_MINUTES, MIN_SCHEDULED_MINUTES } from '@planner/shared/model/constants';
import type { Outcome } from '@planner/shared/sync';
import { Button, DateField, Field, Modal, TimeField } from '@planner/shared/ui';
import { deviceTimeZone } from '@planner/shared/intl';
import { estimateText } from '../../tasks/estimateText';
import { formatSchedule } from '../../tasks/formatSchedule';
import {
  readScheduleForm,
  scheduleFormFor,
  type ScheduleFormErrors,
  type ScheduleFormValues,
} from '../scheduleForm';
import styles from './ScheduleDialog.module.css';

export interface ScheduleDialogProps {
  /** The task to schedule; null: closed. */
  task: Task | null;
  onSchedule: (task: Task, scheduledStart: string, minutes: number) => Promise<Outcome<Task>>;
  onUnschedule: (task: Task) => Promise<Outcome<Task>>;
  onClose: () => void;
  now?: () => Date;
}

export function ScheduleDialog({ task, ...rest }: ScheduleDialogProps) {
  const { t } = useTranslation('tasks');
  return (
    <Modal
      open={task !== null}
      title={t('schedule.title', { title: task?.title ?? '' })}
      onClose={rest.onClose}
      size="md"
    >
      {/* A new form per task: reopening never shows another task's values. */}
      {task && <ScheduleForm key={`${task.id}:${task.lastUpdated}`} task={task} {...rest} />}
    </Modal>
  );
}

function ScheduleForm({
  task,
  onSchedule,
  onUnschedule,
  onClose,
  now = () => new Date(),
}: Omit<ScheduleDialogProps, 'task'> & { task: Task }) {
  const { t, i18n } = useTranslation('tasks');
  const [zone] = useState(deviceTimeZone);
  const [values, setValues] = useState<ScheduleFormValues>(() =>
    scheduleFormFor(task, now(), zone),
  );
  const [errors, setErrors] = useState<ScheduleFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const current = formatSchedule(task, i18n.language);

  const set = (field: keyof ScheduleFormValues) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  async function run(work: () => Promise<Outcome<Task>>): Promise<void> {
    setBusy(true);
    const outcome = await work();
    setBusy(false);
    if (outcome.ok) onClose();
    else setFailure(t('schedule.saveFailed', { reason: t(outcome.messageKey) }));
  }

  function submit(event: FormEvent): void {
    event.preventDefault();
    const read = readScheduleForm(values, zone);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    void run(() => onSchedule(task, read.scheduledStart, read.scheduledMinutes));
  }

  const error = (field: keyof ScheduleFormValues) => {
    const key = errors[field];
    return key ? t(key, { min: MIN_SCHEDULED_MINUTES, max: MAX_SCHEDULED_MINUTES }) : undefined;
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.current}>
        {current ? t('schedule.current', { slot: current }) : t('schedule.notScheduled')}
      </p>
      <div className={styles.row}>
        <Field label={t('schedule.date')} error={error('date')} required>
          <DateField required value={values.date} onChange={set('date')} />
        </Field>
        <Field label={t('schedule.start')} error={error('time')} required>
          <TimeField required value={values.time} onChange={set('time')} />
        </Field>
      </div>
      <Field
        label={t('schedule.minutes')}
        hint={t('schedule.minutesHint', {
          estimate: estimateText(task, t),
        })}
        error={error('minutes')}
        required
      >
        <input
          type="number"
          inputMode="numeric"
          required
          min={MIN_SCHEDULED_MINUTES}
          max={MAX_SCHEDULED_MINUTES}
          step={5}
          value={values.minutes}
          onChange={(e) => set('minutes')(e.target.value)}
        />
      </Field>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        {current && (
          <Button
            type="button"
            variant="danger"
            disabled={busy}
            onClick={() => void run(() => onUnschedule(task))}
          >
            {t('schedule.unschedule')}
          </Button>
        )}
        <div className={styles.end}>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t('schedule.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
