// A date field in the app's language, not the browser's: '26/11/2026' in French, '11/26/2026' in English,
// typed freely ('26/11', '2026-11-26'), ArrowUp/ArrowDown by a day, and a month grid behind its button.
// Its value stays 'YYYY-MM-DD' (docs/product.md section 2).
import { useCallback, useRef, useState } from 'react';
import { CalendarIcon } from './CalendarIcon';
import { addDays, datePattern, formatDateText, parseDateText } from './dateTimeText';
import { onDemand, prefetchOn } from './onDemand';
import { useFormattedInput, type FormattedFieldProps } from './useFormattedInput';
import styles from './DateTimeField.module.css';

export interface DateFieldProps extends FormattedFieldProps {
  /** The earliest and latest days, 'YYYY-MM-DD': the arrows and the grid stay inside them. */
  min?: string;
  max?: string;
  /** Today, 'YYYY-MM-DD' (tests); this browser's by default. */
  today?: string;
}

/** The month grid, fetched when a pointer or the focus reaches its button (most dates are typed). */
const MonthGrid = onDemand(() => import('./MonthGrid').then((m) => m.MonthGrid));

/** The month grid's width in px (7 days of 38 px, its padding and border), to choose its side. */
const GRID_WIDTH = 290;

const pad = (n: number) => String(n).padStart(2, '0');
const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

export function DateField(props: DateFieldProps) {
  const { min, max } = props;
  const today = props.today ?? localToday();
  const clamp = (iso: string) => (min && iso < min ? min : max && iso > max ? max : iso);
  const field = useFormattedInput(props, {
    format: formatDateText,
    parse: (text, language) =>
      parseDateText(text, language, Number((props.value || today).slice(0, 4))),
    step: (value, direction) => clamp(value ? addDays(value, direction) : today),
  });
  const { t, language } = field;
  const [open, setOpen] = useState(false);
  // The grid opens towards where the screen has room for it (a field in a right-hand column on a phone).
  const [alignEnd, setAlignEnd] = useState(false);
  const controlRef = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  return (
    <span className={[styles.root, props.className ?? ''].filter(Boolean).join(' ')}>
      <span ref={controlRef} className={styles.control}>
        <input
          {...field.inputProps}
          className={styles.input}
          inputMode="numeric"
          placeholder={datePattern(language)}
        />
        <button
          ref={buttonRef}
          type="button"
          className={styles.pickerButton}
          aria-label={t('common:dateField.openGrid')}
          aria-expanded={open}
          disabled={props.disabled}
          {...prefetchOn(MonthGrid.load)}
          onClick={() => {
            const rect = controlRef.current?.getBoundingClientRect();
            setAlignEnd(!!rect && rect.left + GRID_WIDTH > window.innerWidth - 8);
            setOpen((o) => !o);
          }}
        >
          <CalendarIcon />
        </button>
        {open && (
          <MonthGrid
            value={props.value}
            today={today}
            min={min}
            max={max}
            language={language}
            alignEnd={alignEnd}
            label={t('common:dateField.grid')}
            previousLabel={t('common:dateField.previousMonth')}
            nextLabel={t('common:dateField.nextMonth')}
            onPick={(day) => {
              if (day !== props.value) props.onChange(day);
              field.setText(formatDateText(day, language));
              close();
            }}
            onClose={close}
            onLeave={(to) => {
              if (to !== buttonRef.current) setOpen(false);
            }}
          />
        )}
      </span>
      {field.invalid && (
        <span id={field.errorId} className={styles.error} role="alert">
          {t('common:dateField.invalid', { pattern: datePattern(language) })}
        </span>
      )}
    </span>
  );
}
