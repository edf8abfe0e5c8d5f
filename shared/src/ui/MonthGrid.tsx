// DateField's month grid: a labelled dialog of day buttons, arrows move by day and week, PageUp/PageDown by
// month, Enter picks, Escape closes (the field's button gets the focus back), in the app's language.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { dateTimeFormat } from '../intl';
import { addDays } from './dateTimeText';
import styles from './DateTimeField.module.css';

export interface MonthGridProps {
  /** The field's value, 'YYYY-MM-DD' or ''. */
  value: string;
  /** The day shown when there is no value. */
  today: string;
  min?: string;
  max?: string;
  language: string;
  /** Opens towards the start of the line (its end edge under the field's end). */
  alignEnd?: boolean;
  label: string;
  previousLabel: string;
  nextLabel: string;
  onPick: (value: string) => void;
  onClose: () => void;
  /** The focus left the grid (a click elsewhere, Tab out): closes it without taking the focus back. */
  onLeave: (to: Element | null) => void;
}

const pad = (n: number) => String(n).padStart(2, '0');
const utc = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** The first day of the month `months` away from `iso`'s. */
function monthStart(iso: string, months = 0): string {
  const d = utc(iso);
  const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  return `${m.getUTCFullYear()}-${pad(m.getUTCMonth() + 1)}-01`;
}

/** The same day `months` away, kept inside the shorter month (31 Jan + 1 month: 28 or 29 Feb). */
function addMonths(iso: string, months: number): string {
  const first = monthStart(iso, months);
  const lastDay = utc(addDays(monthStart(first, 1), -1)).getUTCDate();
  return `${first.slice(0, 8)}${pad(Math.min(utc(iso).getUTCDate(), lastDay))}`;
}

export function MonthGrid(props: MonthGridProps) {
  const { value, today, min, max, language, onPick, onClose } = props;
  const [focused, setFocused] = useState(value || today);
  const gridRef = useRef<HTMLTableElement>(null);
  const weekStartsOnMonday = language.startsWith('fr');
  const inRange = (iso: string) => (!min || iso >= min) && (!max || iso <= max);

  // Escape closes the grid only, not the dialog around it: this listener runs before the dialog's.
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      e.stopPropagation();
      onClose();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [onClose]);

  // The day takes the focus when the grid opens and as the keys move it, not after a month button.
  const focusDay = useRef(true);
  useEffect(() => {
    if (!focusDay.current) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const first = monthStart(focused);
  const offset = (utc(first).getUTCDay() + (weekStartsOnMonday ? 6 : 0)) % 7;
  const start = addDays(first, -offset);
  const weeks: string[][] = [];
  for (let w = 0; w < 6; w++) {
    weeks.push(Array.from({ length: 7 }, (_, d) => addDays(start, w * 7 + d)));
  }
  const month = dateTimeFormat(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utc(first));
  const dayName = dateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  const dayLong = dateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

  function onKeyDown(e: KeyboardEvent) {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      PageUp: () => addMonths(focused, -1),
      PageDown: () => addMonths(focused, 1),
      Home: () =>
        addDays(focused, -((utc(focused).getUTCDay() + (weekStartsOnMonday ? 6 : 0)) % 7)),
      End: () =>
        addDays(focused, 6 - ((utc(focused).getUTCDay() + (weekStartsOnMonday ? 6 : 0)) % 7)),
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    focusDay.current = true;
    setFocused(move());
  }

  return (
    <div
      className={[styles.grid, props.alignEnd ? styles.gridEnd : ''].filter(Boolean).join(' ')}
      role="dialog"
      aria-modal="false"
      aria-label={props.label}
      onBlur={(e) => {
        const to = e.relatedTarget instanceof Element ? e.relatedTarget : null;
        if (!to || !e.currentTarget.contains(to)) props.onLeave(to);
      }}
    >
      <div className={styles.gridHeader}>
        <button
          type="button"
          className={styles.gridNav}
          aria-label={props.previousLabel}
          onClick={() => {
            focusDay.current = false;
            setFocused(addMonths(focused, -1));
          }}
        >
          ‹
        </button>
        <span className={styles.gridMonth} aria-live="polite">
          {month}
        </span>
        <button
          type="button"
          className={styles.gridNav}
          aria-label={props.nextLabel}
          onClick={() => {
            focusDay.current = false;
            setFocused(addMonths(focused, 1));
          }}
        >
          ›
        </button>
      </div>
      <table ref={gridRef} role="grid" aria-label={month} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weeks[0]!.map((d) => (
              <th key={d} scope="col">
                {dayName.format(utc(d))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((d) => (
                <td key={d} role="gridcell" aria-selected={d === value}>
                  <button
                    type="button"
                    data-day={d}
                    tabIndex={d === focused ? 0 : -1}
                    aria-disabled={inRange(d) ? undefined : true}
                    aria-label={dayLong.format(utc(d))}
                    aria-current={d === today ? 'date' : undefined}
                    className={[
                      styles.day,
                      d.slice(0, 7) === first.slice(0, 7) ? '' : styles.otherMonth,
                      d === value ? styles.selected : '',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    onClick={() => inRange(d) && onPick(d)}
                  >
                    {Number(d.slice(8))}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
