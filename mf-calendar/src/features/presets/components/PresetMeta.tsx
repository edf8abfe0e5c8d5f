// One line describing when a preset happens: its time (or all day), its length and its recurrence.
import { useTranslation } from 'react-i18next';
import type { PresetShape } from '@planner/shared/domain';
import { NS } from '../../../i18n';
import styles from './Presets.module.css';

export function PresetMeta({ preset }: { preset: PresetShape }) {
  const { t } = useTranslation(NS);
  const when = preset.allDay ? t('form.allDay') : (preset.startTime ?? t('presets.anyTime'));
  return (
    <p className={styles.meta}>
      {[
        when,
        t('presets.minutes', { count: preset.durationMin }),
        t(`recurrence.${preset.recurrence ?? 'none'}`),
      ].join(' · ')}
    </p>
  );
}
