// Settings for the calendar: the day's first and last slot, slot length, label interval and the default view.
import { useTranslation } from 'react-i18next';
import type { CalendarSettings, CalendarView } from '@planner/shared/model';
import { formatTimeOfDay } from '@planner/shared/domain';
import { CALENDAR_VIEWS } from '@planner/shared/model/constants';
import { NS } from '../../../i18n';
import {
  SLOT_DURATION_CHOICES,
  SLOT_LABEL_CHOICES,
  SLOT_MAX_CHOICES,
  SLOT_MIN_CHOICES,
  minutesOf,
  withCurrent,
} from '../settingsChoices';
import type { SaveMessage } from '../useSettingsEditor';
import { SelectField } from './SelectField';
import styles from './SettingsPage.module.css';
import { SettingsSection } from './SettingsSection';

export function CalendarSection({
  values,
  change,
  message,
}: {
  values: CalendarSettings;
  change: (patch: Partial<CalendarSettings>) => void;
  message: SaveMessage;
}) {
  const { t, i18n } = useTranslation(NS);
  // Times of day written the product's way ("6:00 AM", "06:00"); the end of the day is "Midnight".
  const clock = (time: string) =>
    time === '24:00:00' ? t('calendar.midnight') : formatTimeOfDay(time, i18n.language);
  const duration = (time: string) => t('duration', { count: minutesOf(time) });
  const errorFor = (field: keyof CalendarSettings) =>
    message?.kind === 'invalid' && message.field === field ? t(`invalid.${field}`) : undefined;
  return (
    <SettingsSection id="settings-calendar" title={t('calendar.title')}>
      <p className={styles.explain}>{t('calendar.explain')}</p>
      <div className={styles.grid}>
        <SelectField
          name="slotMinTime"
          label={t('calendar.slotMinTime')}
          value={values.slotMinTime}
          options={withCurrent(SLOT_MIN_CHOICES, values.slotMinTime).map((v) => ({
            value: v,
            label: clock(v),
          }))}
          onChange={(v) => change({ slotMinTime: v })}
          error={errorFor('slotMinTime')}
        />
        <SelectField
          name="slotMaxTime"
          label={t('calendar.slotMaxTime')}
          value={values.slotMaxTime}
          options={withCurrent(SLOT_MAX_CHOICES, values.slotMaxTime).map((v) => ({
            value: v,
            label: clock(v),
          }))}
          onChange={(v) => change({ slotMaxTime: v })}
          error={errorFor('slotMaxTime')}
        />
        <SelectField
          name="slotDuration"
          label={t('calendar.slotDuration')}
          value={values.slotDuration}
          options={withCurrent<string>(SLOT_DURATION_CHOICES, values.slotDuration).map((v) => ({
            value: v,
            label: duration(v),
          }))}
          onChange={(v) => change({ slotDuration: v })}
        />
        <SelectField
          name="slotLabelInterval"
          label={t('calendar.slotLabelInterval')}
          hint={t('calendar.slotLabelIntervalHint')}
          value={values.slotLabelInterval}
          options={withCurrent<string>(SLOT_LABEL_CHOICES, values.slotLabelInterval).map((v) => ({
            value: v,
            label: duration(v),
          }))}
          onChange={(v) => change({ slotLabelInterval: v })}
        />
        <SelectField
          name="displayRange"
          label={t('calendar.displayRange')}
          value={values.displayRange}
          options={CALENDAR_VIEWS.map((v) => ({ value: v, label: t(`views.${v}`) }))}
          onChange={(v) => change({ displayRange: v as CalendarView })}
        />
      </div>
    </SettingsSection>
  );
}
