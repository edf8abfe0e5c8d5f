// What this remote exposes to the shell, its one list: webpack exposes exactly these (tooling/webpack,
// createConfig.cjs exposesOf) and the typecheck holds them to the suite's contract, RemoteModules in @planner/shared/mf.
import type { RemoteExposes } from '@planner/shared/mf';

export const exposes = {
  './lifecycles': () => import('./lifecycles'),
} satisfies RemoteExposes<'profile'>;
