// The settings remote's standalone page: the dev harness around its lifecycles and its ad slot widget.
import { startHarness } from '../../tooling/dev-harness';
import lifecycles from './lifecycles';
import { AdSlot } from './features/ads/AdSlot';

void startHarness({
  remote: 'settings',
  lifecycles,
  screens: ['/dashboard/settings'],
  widgets: [{ name: 'AdSlot', Component: AdSlot }],
});
