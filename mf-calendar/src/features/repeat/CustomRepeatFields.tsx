// "Custom repeat…" fields: every N days/weeks/months/years, weekday toggles, the monthly choice and how it ends.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField, Field } from '@planner/shared/ui';
import { weekOfMonthOf } from '@planner/shared/domain';
import { dateTimeFormat } from '@planner/shared/intl';
import { NS } from '../../i18n';
import formStyles from '../forms/Form.module.css';
import styles from './CustomRepeat.module.css';
import {
  FREQUENCIES,
  monthlyChoices,
  type CustomRepeat,
  type CustomRepeatErrors,
  type Frequency,
} from './customRepeat';

/** Monday first, as the calendar's weeks. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

export interface CustomRepeatFieldsProps {
  value: CustomRepeat;
  frequency: Frequency;
  /** YYYY-MM-DD: the start the rule is read from. */
  startDate: string;
  recurrenceEnd: string;
  recurrenceEndError?: string;
  /** Translation keys. */
  errors: CustomRepeatErrors;
  onChange: (patch: Partial<CustomRepeat>) => void;
  onFrequency: (frequency: Frequency) => void;
  onRecurrenceEnd: (date: string) => void;
}

export function CustomRepeatFields({
  value,
  frequency,
  startDate,
  recurrenceEnd,
  recurrenceEndError,
  errors,
  onChange,
  onFrequency,
  onRecurrenceEnd,
}: CustomRepeatFieldsProps) {
  const { t, i18n } = useTranslation(NS);
  const id = useId();
  const language = i18n.language;
  const dayName = (d: number, width: 'long' | 'short') =>
    dateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 7 + d, 12)),
    );
  const interval = Number(value.interval);
  const plural = Number.isInteger(interval) && interval > 0 ? interval : 2;
  const start = new Date(`${startDate}T12:00:00Z`);
  const validStart = !Number.isNaN(start.getTime());
  const weekday = validStart ? dayName(start.getUTCDay(), 'long') : '';
  const err = (key?: string) => (key ? t(key) : undefined);
  const errorId = (name: string) => `${id}-${name}-error`;

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('repeat.legend')}</legend>
      <div className={formStyles.row}>
        <Field label={t('repeat.every')} error={err(errors.interval)}>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            step={1}
            value={value.interval}
            autoFocus
            onChange={(e) => onChange({ interval: e.target.value })}
          />
        </Field>
        <Field label={t('repeat.unit')}>
          <select value={frequency} onChange={(e) => onFrequency(e.target.value as Frequency)}>
            {FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {t(`repeat.units.${f}`, { count: plural })}
              </option>
            ))}
          </select>
        </Field>
      </div>

      {frequency === 'weekly' && (
        <fieldset
          className={styles.inner}
          aria-describedby={errors.byWeekday ? errorId('days') : undefined}
        >
          <legend className={styles.innerLegend}>{t('repeat.onDays')}</legend>
          <div className={styles.days}>
            {WEEK.map((d) => (
              <label key={d} className={styles.day}>
                <input
                  type="checkbox"
                  checked={value.byWeekday.includes(d)}
                  aria-label={dayName(d, 'long')}
                  onChange={(e) =>
                    onChange({
                      byWeekday: e.target.checked
                        ? [...value.byWeekday, d]
                        : value.byWeekday.filter((x) => x !== d),
                    })
                  }
                />
                <span aria-hidden="true">{dayName(d, 'short')}</span>
              </label>
            ))}
          </div>
          {errors.byWeekday && (
            <p id={errorId('days')} className={styles.error} role="alert">
              {t(errors.byWeekday)}
            </p>
          )}
        </fieldset>
      )}

      {frequency === 'monthly' && validStart && (
        <Field label={t('repeat.monthlyOn')} error={err(errors.monthly)}>
          <select
            value={value.monthly}
            onChange={(e) => onChange({ monthly: e.target.value as CustomRepeat['monthly'] })}
          >
            {monthlyChoices(startDate)
              .concat(monthlyChoices(startDate).includes(value.monthly) ? [] : [value.monthly])
              .map((choice) => (
                <option key={choice} value={choice}>
                  {t(`repeat.monthly.${choice}`, {
                    day: t('repeat.day', { count: start.getUTCDate() }),
                    weekday,
                    nth: t(
                      `repeat.nth.${weekOfMonthOf(start.getUTCDate()) === -1 ? 'last' : weekOfMonthOf(start.getUTCDate())}`,
                    ),
                  })}
                </option>
              ))}
          </select>
        </Field>
      )}

      <fieldset className={styles.inner}>
        <legend className={styles.innerLegend}>{t('repeat.ends')}</legend>
        <div className={styles.ends}>
          <label className={styles.endRow}>
            <input
              type="radio"
              name={`${id}-ends`}
              checked={value.ends === 'never'}
              onChange={() => onChange({ ends: 'never' })}
            />
            {t('repeat.endsNever')}
          </label>
          <div className={styles.endRow}>
            <label className={styles.endRow}>
              <input
                type="radio"
                name={`${id}-ends`}
                checked={value.ends === 'date'}
                onChange={() => onChange({ ends: 'date' })}
              />
              {t('repeat.endsOn')}
            </label>
            <DateField
              aria-label={t('repeat.endsOnDate')}
              value={recurrenceEnd}
              min={startDate}
              disabled={value.ends !== 'date'}
              aria-invalid={recurrenceEndError ? true : undefined}
              aria-describedby={recurrenceEndError ? errorId('end') : undefined}
              onChange={onRecurrenceEnd}
            />
          </div>
          {recurrenceEndError && value.ends === 'date' && (
            <p id={errorId('end')} className={styles.error} role="alert">
              {recurrenceEndError}
            </p>
          )}
          <div className={styles.endRow}>
            <label className={styles.endRow}>
              <input
                type="radio"
                name={`${id}-ends`}
                checked={value.ends === 'count'}
                onChange={() => onChange({ ends: 'count' })}
              />
              {t('repeat.endsAfter')}
            </label>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={999}
              aria-label={t('repeat.endsCount')}
              value={value.count}
              disabled={value.ends !== 'count'}
              aria-invalid={errors.count ? true : undefined}
              aria-describedby={errors.count ? errorId('count') : undefined}
              onChange={(e) => onChange({ count: e.target.value })}
            />
            <span>{t('repeat.times', { count: Number(value.count) || 2 })}</span>
          </div>
          {errors.count && (
            <p id={errorId('count')} className={styles.error} role="alert">
              {t(errors.count)}
            </p>
          )}
        </div>
      </fieldset>
    </fieldset>
  );
}
