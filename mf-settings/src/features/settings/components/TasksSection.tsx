// Settings for the tasks: how long a completed task stays before it is deleted (the purge delay).
import { useTranslation } from 'react-i18next';
import type { CalendarSettings } from '@planner/shared/model';
import { NS } from '../../../i18n';
import { DELETE_DELAY_CHOICES, delayParts, withCurrent } from '../settingsChoices';
import { SelectField } from './SelectField';
import styles from './SettingsPage.module.css';
import { SettingsSection } from './SettingsSection';

export function TasksSection({
  values,
  change,
}: {
  values: CalendarSettings;
  change: (patch: Partial<CalendarSettings>) => void;
}) {
  const { t } = useTranslation(NS);
  const label = (ms: number) => {
    const { count, unit } = delayParts(ms);
    return t(`delay.${unit}`, { count });
  };
  return (
    <SettingsSection id="settings-tasks" title={t('tasks.title')}>
      <div className={styles.grid}>
        <SelectField
          name="deleteDelay"
          label={t('tasks.deleteDelay')}
          hint={t('tasks.deleteDelayHint')}
          value={String(values.deleteDelay)}
          options={withCurrent(DELETE_DELAY_CHOICES, values.deleteDelay).map((ms) => ({
            value: String(ms),
            label: label(ms),
          }))}
          onChange={(v) => change({ deleteDelay: Number(v) })}
        />
      </div>
    </SettingsSection>
  );
}
