// The dashboard's create button: a menu (new event / new task) that asks the remotes through the bus.
import { useTranslation } from 'react-i18next';
import { AREA_ICONS } from '../../ui/areaIcons';
import { Icon } from '../../ui/components/Icon';
import { ICONS } from '../../ui/icons';
import { MenuButton } from '../../ui/components/MenuButton';
import { useRouteRequest } from '../useRouteRequest';

type Kind = 'event' | 'task';

/** The routes whose mounted remotes answer a create request of each kind; the first is where to go. */
export const CREATE_ROUTES: Record<Kind, readonly string[]> = {
  event: ['/dashboard', '/dashboard/presets'],
  task: ['/dashboard/tasks', '/dashboard'],
};

export function CreateButton() {
  const { t } = useTranslation('signedIn');
  const routeRequest = useRouteRequest();
  const request = (kind: Kind) =>
    routeRequest('ui:create-requested', { kind }, CREATE_ROUTES[kind]);

  return (
    <MenuButton
      variant="primary"
      items={[
        {
          id: 'event',
          label: t('dashboard.create.event'),
          icon: ICONS.calendar,
          onSelect: () => request('event'),
        },
        {
          id: 'task',
          label: t('dashboard.create.task'),
          icon: ICONS.tasks,
          onSelect: () => request('task'),
        },
      ]}
    >
      <Icon path={AREA_ICONS.plus} size={18} />
      <span>{t('dashboard.create.label')}</span>
    </MenuButton>
  );
}
