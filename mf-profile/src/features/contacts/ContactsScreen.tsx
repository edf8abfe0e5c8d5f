// The contacts screen (/dashboard/contacts): no contacts yet, and sharing with them announced as coming soon.
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@planner/shared/ui';
import { NS } from '../../i18n';

export function ContactsScreen() {
  const { t } = useTranslation(NS);
  return (
    <EmptyState
      headingLevel={3}
      title={t('contacts.emptyTitle')}
      description={t('contacts.sharingSoon')}
      action={<span>{t('comingSoon', { ns: 'common' })}</span>}
    />
  );
}
