// The federation runtime plugin that gives the main thread back between the steps of a remote's start.
// Once a remoteEntry.js has loaded, the runtime initialises its container (each shared module it knows),
// asks it for the exposed module (that module's chunks and shared modules) and runs the module's factory,
// all as promise continuations of the script's load event: one task of 15-25 ms per remote in Lighthouse
// traces of /dashboard (28 Nov 2026), three of them within 100 ms. Each step now starts a new task
// (nextTask), so a click or a frame can pass between them.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '@planner/shared/mainThread';

export function yieldingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'planner-yielding',
    async beforeInitContainer(args) {
      await nextTask();
      return args;
    },
    async beforeGetExpose() {
      await nextTask();
    },
    async beforeExecuteFactory() {
      await nextTask();
    },
  };
}
