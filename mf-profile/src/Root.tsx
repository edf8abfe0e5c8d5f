// The profile remote's root: picks its screen (lifestyle profile or contacts) from the basename it is mounted under.
import { useTranslation } from 'react-i18next';
import type { MountProps } from '@planner/shared/mf';
import { NS } from './i18n';
import { screenFor } from './screens';
import { Screen } from './frame/Screen';
import { AccountPanel } from './features/account/AccountPanel';
import { ContactsScreen } from './features/contacts/ContactsScreen';
import { ProfileForm } from './features/profile/components/ProfileForm';

export function Root({ basename }: MountProps) {
  const { t } = useTranslation(NS);
  const screen = screenFor(basename);
  if (screen === 'contacts') {
    return (
      <Screen title={t('contactsTitle')}>
        <ContactsScreen />
      </Screen>
    );
  }
  return (
    <Screen title={t('title')}>
      <AccountPanel />
      <ProfileForm />
    </Screen>
  );
}
