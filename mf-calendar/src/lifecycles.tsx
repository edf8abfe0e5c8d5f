// The calendar remote's single-spa lifecycles (exposed as ./lifecycles): its own React root and crash fallback.
import { defineRemote } from '@planner/shared/mf';
import { Root } from './Root';
import { CrashFallback } from './frame/CrashFallback';

export const { bootstrap, mount, unmount, update } = defineRemote(Root, CrashFallback);
