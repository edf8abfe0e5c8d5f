// The profile remote's root: picks its screen (lifestyle profile or contacts) from the basename it is mounted under.
import { useTranslation } from 'react-i18next';
import { RemoteScreen, type MountProps } from '@planner/shared/mf';
import { DataProvider } from '@planner/shared/sync';
import { NS } from './i18n';
import { screenFor } from './screens';
import { AccountPanel } from './features/account/AccountPanel';
import { ContactsScreen } from './features/contacts/ContactsScreen';
import { ProfileForm } from './features/profile/components/ProfileForm';

export function Root({ basename }: MountProps) {
  return (
    <DataProvider>
      <Screen basename={basename} />
    </DataProvider>
  );
}

function Screen({ basename }: Pick<MountProps, 'basename'>) {
  const { t } = useTranslation(NS);
  const screen = screenFor(basename);
  if (screen === 'contacts') {
    return (
      <RemoteScreen remote="profile" title={t('contactsTitle')}>
        <ContactsScreen />
      </RemoteScreen>
    );
  }
  return (
    <RemoteScreen remote="profile" title={t('title')}>
      <AccountPanel />
      <ProfileForm />
    </RemoteScreen>
  );
}
