// One line describing when a preset happens: its time (or all day), its length and its recurrence.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatTimeOfDay, type PresetShape } from '@planner/shared/domain';
import { NS } from '../../../i18n';
import styles from './Presets.module.css';

/** 45 min, 8 h, 1 h 30 min: a length people read at a glance (not "480 minutes"). */
export function durationText(minutes: number, t: TFunction): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return t('presets.length.minutes', { m });
  return m === 0 ? t('presets.length.hours', { h }) : t('presets.length.hoursMinutes', { h, m });
}

export function PresetMeta({ preset }: { preset: PresetShape }) {
  const { t, i18n } = useTranslation(NS);
  const when = preset.allDay
    ? t('form.allDay')
    : preset.startTime
      ? formatTimeOfDay(preset.startTime, i18n.language)
      : t('presets.anyTime');
  return (
    <p className={styles.meta}>
      {[
        when,
        durationText(preset.durationMin, t),
        t(`recurrence.${preset.recurrence ?? 'none'}`),
      ].join(' · ')}
    </p>
  );
}
