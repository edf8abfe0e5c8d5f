// "Jump to a date", optionally switching the view (docs/product.md section 4).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DateField, NARROW_SCREEN, useMediaQuery } from '@planner/shared/ui';
import type { CalendarView } from '@planner/shared/model';
import { CALENDAR_VIEWS } from '@planner/shared/model/constants';
import { NS } from '../../../i18n';
import styles from './CalendarPage.module.css';

export function JumpToDate({
  onJump,
}: {
  onJump: (date: string, view: CalendarView | null) => void;
}) {
  const { t } = useTranslation(NS);
  // On a phone the week view shows three days (calendarViews.ts): the option says so.
  const narrow = useMediaQuery(NARROW_SCREEN);
  const dateId = useId();
  const [date, setDate] = useState('');
  const [view, setView] = useState<CalendarView | ''>('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (date) onJump(date, view === '' ? null : view);
  };
  return (
    <form className={styles.jump} onSubmit={submit} aria-label={t('jump.label')}>
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
