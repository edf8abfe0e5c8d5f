// A time field in the app's language, not the browser's: '18:00' in French, '6:00 PM' in English (the suite's
// one formatter), typed freely ('18h30', '1830', '6:30 pm'), ArrowUp/ArrowDown by a quarter hour, and a list of
// the day's half hours. Its value stays 'HH:mm' (docs/product.md section 2).
import { formatTimeOfDay } from '../domain/clock';
import { parseTimeText, stepTime, timePattern, timesOfDay } from './dateTimeText';
import { useFormattedInput, type FormattedFieldProps } from './useFormattedInput';
import styles from './DateTimeField.module.css';

export type TimeFieldProps = FormattedFieldProps;

const HALF_HOURS = timesOfDay(30);

export function TimeField(props: TimeFieldProps) {
  const field = useFormattedInput(props, {
    format: formatTimeOfDay,
    parse: (text) => parseTimeText(text),
    step: (value, direction) => (value ? stepTime(value, direction) : '09:00'),
  });
  const { t, language } = field;
  const listId = `${field.id}-times`;
  return (
    <span className={[styles.root, props.className ?? ''].filter(Boolean).join(' ')}>
      <span className={styles.control}>
        <input
          {...field.inputProps}
          className={styles.input}
          list={listId}
          placeholder={timePattern(language)}
        />
        <datalist id={listId}>
          {HALF_HOURS.map((time) => (
            <option key={time} value={formatTimeOfDay(time, language)} />
          ))}
        </datalist>
      </span>
      {field.invalid && (
        <span id={field.errorId} className={styles.error} role="alert">
          {t('common:timeField.invalid', { example: formatTimeOfDay('18:30', language) })}
        </span>
      )}
    </span>
  );
}
