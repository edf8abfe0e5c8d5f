// The settings remote's standalone page: the dev harness around its lifecycles.
import { startHarness } from '../../tooling/dev-harness';
import * as lifecycles from './lifecycles';

void startHarness({
  remote: 'settings',
  lifecycles,
  screens: ['/dashboard/settings'],
});
