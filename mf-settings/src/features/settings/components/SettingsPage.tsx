// The settings screen (/dashboard/settings): each change is saved at once and announced to the other remotes.
import { useTranslation } from 'react-i18next';
import { bus as defaultBus, type EventBus } from '@planner/shared/bus';
import { Alert } from '@planner/shared/ui';
import type { CalendarSettings } from '@planner/shared/model';
import { settings as defaultStore, useRecord, type RecordEntity } from '@planner/shared/sync';
import { NS } from '../../../i18n';
import { AccountSection } from '../../account/AccountSection';
import { CalendarFeedSection } from '../../calendarFeed/CalendarFeedSection';
import { ConsentSection } from '../../consent/ConsentSection';
import { RemindersSection } from '../../reminders/RemindersSection';
import { ComingSoonSection } from '../../soon/ComingSoonSection';
import { useSettingsEditor } from '../useSettingsEditor';
import { AppearanceSection } from './AppearanceSection';
import { CalendarSection } from './CalendarSection';
import { TasksSection } from './TasksSection';
import styles from './SettingsPage.module.css';

export function SettingsPage({
  store = defaultStore,
  bus = defaultBus,
}: {
  store?: RecordEntity<CalendarSettings>;
  bus?: EventBus;
}) {
  const { t } = useTranslation(NS);
  const status = useRecord(store);
  const { values, change, message } = useSettingsEditor(store);
  const save = (patch: Parameters<typeof change>[0]) => void change(patch);
  return (
    <div className={styles.page}>
      {status.fromCache ? <Alert tone="warning">{t('offline')}</Alert> : null}
      <div className={styles.feedback} aria-live="polite">
        {message?.kind === 'saved' ? <p className={styles.saved}>{t('saved')}</p> : null}
      </div>
      {message?.kind === 'failed' ? (
        <Alert tone="error">
          {t('saveFailed')} {t(message.messageKey)}
        </Alert>
      ) : null}
      <AccountSection bus={bus} />
      <CalendarSection values={values} change={save} message={message} />
      <CalendarFeedSection />
      <TasksSection values={values} change={save} />
      <AppearanceSection values={values} change={save} bus={bus} />
      <ConsentSection />
      <RemindersSection />
      <ComingSoonSection />
    </div>
  );
}
