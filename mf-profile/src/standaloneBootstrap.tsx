// The profile remote's standalone page: the dev harness around its lifecycles.
import { startHarness } from '../../tooling/dev-harness';
import lifecycles from './lifecycles';

void startHarness({
  remote: 'profile',
  lifecycles,
  screens: ['/dashboard/profile', '/dashboard/contacts'],
});
