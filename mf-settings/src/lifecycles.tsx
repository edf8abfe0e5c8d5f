// The settings remote's single-spa lifecycles (exposed as ./lifecycles): its own React root and crash fallback.
import { defineRemote } from '@planner/shared/mf';
import { Root } from './Root';
import { CrashFallback } from './frame/CrashFallback';
import { withFrame } from './frame/RemoteFrame';

export const { bootstrap, mount, unmount, update } = defineRemote(withFrame(Root), CrashFallback);
