// The calendar's keyboard path to a time slot: a button whose arrow keys move a cursor over the grid; Enter creates there.
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '@planner/shared/domain';
import { dateTimeFormat } from '@planner/shared/intl';
import {
  cursorSelection,
  initialCursor,
  moveCursor,
  type CursorKey,
  type SlotGrid,
} from '../keyboardSlot';
import styles from './CalendarView.module.css';

export type Selection = ReturnType<typeof cursorSelection>;

const KEYS: readonly string[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

export function KeyboardSlot({
  grid,
  language,
  onPreview,
  onChoose,
  onLeave,
}: {
  grid: SlotGrid;
  language: string;
  /** Shows the cursor's slot in the grid (and brings its day into view). */
  onPreview: (selection: Selection) => void;
  onChoose: (selection: Selection) => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('calendar');
  const [cursor, setCursor] = useState<Date | null>(null);
  const show = (next: Date) => {
    setCursor(next);
    onPreview(cursorSelection(next, grid));
  };
  const day = (d: Date) =>
    dateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long' }).format(d);
  const when = cursor
    ? grid.view === 'month'
      ? day(cursor)
      : `${day(cursor)}, ${formatClock(cursor.getHours(), cursor.getMinutes(), language)}`
    : '';
  const hintId = 'mf-calendar-keyboard-slot-hint';
  return (
    <div className={styles.keyboardSlot}>
      <button
        type="button"
        className={styles.keyboardSlotButton}
        aria-describedby={hintId}
        onFocus={() => show(cursor ?? initialCursor(grid, new Date()))}
        onBlur={onLeave}
        onKeyDown={(e: KeyboardEvent) => {
          if (!KEYS.includes(e.key)) return;
          e.preventDefault();
          show(moveCursor(cursor ?? initialCursor(grid, new Date()), e.key as CursorKey, grid));
        }}
        onClick={() => {
          if (cursor) onChoose(cursorSelection(cursor, grid));
        }}
      >
        {cursor ? t('keyboardSlot.label', { when }) : t('keyboardSlot.idle')}
      </button>
      <span id={hintId} className={styles.keyboardSlotHint}>
        {t('keyboardSlot.hint')}
      </span>
    </div>
  );
}
