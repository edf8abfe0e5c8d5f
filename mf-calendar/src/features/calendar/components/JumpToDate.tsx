// "Jump to a date", optionally switching the view (docs/product.md section 4). On a wide screen the form
// is always there; on a phone it opens from a button beside the Plan buttons (JumpButton), so the week
// starts higher on the first screen.
import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CalendarIcon, DateField, NARROW_SCREEN, useMediaQuery } from '@planner/shared/ui';
import type { CalendarView } from '@planner/shared/model';
import { CALENDAR_VIEWS } from '@planner/shared/model/constants';
import { NS } from '../../../i18n';
import styles from './CalendarPage.module.css';

export function JumpToDate({
  id,
  onJump,
  onCancel,
  focusOnOpen = false,
}: {
  id?: string;
  onJump: (date: string, view: CalendarView | null) => void;
  /** Escape in the form (the phone's form closes with it). */
  onCancel?: () => void;
  /** Focuses the date field when the form appears (opened from the phone's button). */
  focusOnOpen?: boolean;
}) {
  const { t } = useTranslation(NS);
  // On a phone the week view shows three days (calendarViews.ts): the option says so.
  const narrow = useMediaQuery(NARROW_SCREEN);
  const dateId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [date, setDate] = useState('');
  const [view, setView] = useState<CalendarView | ''>('');
  useEffect(() => {
    if (focusOnOpen) formRef.current?.querySelector<HTMLInputElement>(`[id="${dateId}"]`)?.focus();
  }, [focusOnOpen, dateId]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (date) onJump(date, view === '' ? null : view);
  };
  return (
    <form
      ref={formRef}
      id={id}
      className={styles.jump}
      onSubmit={submit}
      onKeyDown={(e) => {
        // The date field's month grid takes its own Escape first.
        if (e.key === 'Escape' && onCancel && !e.defaultPrevented) {
          e.preventDefault();
          onCancel();
        }
      }}
      aria-label={t('jump.label')}
    >
      {/* Not wrapped in its label: the field's month-grid button would join the date's name. */}
      <span className={styles.inline}>
        <label htmlFor={dateId}>{t('jump.date')}</label>
        <DateField id={dateId} value={date} required onChange={setDate} />
      </span>
      <label className={styles.inline}>
        {t('jump.view')}
        <select value={view} onChange={(e) => setView(e.target.value as CalendarView | '')}>
          <option value="">{t('jump.sameView')}</option>
          {CALENDAR_VIEWS.map((v) => (
            <option key={v} value={v}>
              {t(narrow && v === 'week' ? 'views.threeDays' : `views.${v}`)}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="secondary" size="small" disabled={!date}>
        {t('jump.go')}
      </Button>
    </form>
  );
}

/** The phone's button that shows or hides the jump form (`controls` is the form's id). */
export function JumpButton({
  expanded,
  controls,
  onToggle,
  buttonRef,
}: {
  expanded: boolean;
  controls: string;
  onToggle: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation(NS);
  return (
    <Button
      ref={buttonRef}
      variant="secondary"
      className={styles.jumpButton}
      aria-label={t('jump.label')}
      title={t('jump.label')}
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={onToggle}
    >
      <CalendarIcon size={20} />
    </Button>
  );
}
