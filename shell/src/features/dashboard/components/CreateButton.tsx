// The dashboard's create button: a menu (new event / new task) that asks the remotes through the bus.
import { bus } from '@planner/shared/bus';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/components/Icon';
import { MenuButton } from '../../ui/components/MenuButton';

export function CreateButton() {
  const { t } = useTranslation('shell');
  return (
    <MenuButton
      variant="primary"
      items={[
        {
          id: 'event',
          label: t('dashboard.create.event'),
          icon: 'calendar',
          onSelect: () => bus.publish('ui:create-requested', { kind: 'event' }),
        },
        {
          id: 'task',
          label: t('dashboard.create.task'),
          icon: 'tasks',
          onSelect: () => bus.publish('ui:create-requested', { kind: 'task' }),
        },
      ]}
    >
      <Icon name="plus" size={18} />
      <span>{t('dashboard.create.label')}</span>
    </MenuButton>
  );
}
