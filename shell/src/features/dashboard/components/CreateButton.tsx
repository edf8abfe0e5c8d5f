// The dashboard's create button: a menu (new event / new task) that asks the remotes through the bus.
import { bus } from '@planner/shared/bus';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Icon } from '../../ui/components/Icon';
import { MenuButton } from '../../ui/components/MenuButton';

type Kind = 'event' | 'task';

/** The routes whose mounted remotes answer a create request of each kind; the first is where to go. */
const CREATE_ROUTES: Record<Kind, readonly string[]> = {
  event: ['/dashboard', '/dashboard/presets'],
  task: ['/dashboard/tasks', '/dashboard'],
};

export function CreateButton() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const request = (kind: Kind) => {
    const routes = CREATE_ROUTES[kind];
    if (routes.includes(pathname.replace(/\/$/, ''))) {
      bus.publish('ui:create-requested', { kind });
      return;
    }
    // This page has nothing that creates one: go where it is made; its remote answers once mounted.
    bus.hold('ui:create-requested', { kind });
    navigate(routes[0] ?? '/dashboard');
  };

  return (
    <MenuButton
      variant="primary"
      items={[
        {
          id: 'event',
          label: t('dashboard.create.event'),
          icon: 'calendar',
          onSelect: () => request('event'),
        },
        {
          id: 'task',
          label: t('dashboard.create.task'),
          icon: 'tasks',
          onSelect: () => request('task'),
        },
      ]}
    >
      <Icon name="plus" size={18} />
      <span>{t('dashboard.create.label')}</span>
    </MenuButton>
  );
}
