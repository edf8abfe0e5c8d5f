// The settings remote's single-spa lifecycles (exposed as ./lifecycles): its own React root, frame and crash panel.
import { defineRemote } from '@planner/shared/mf';
import { Root } from './Root';

export default defineRemote('settings', Root);
