// The federation runtime plugin that gives the main thread back between the steps of a remote's start.
// Once a remoteEntry.js has loaded, the runtime initialises its container (each shared module it knows),
// asks it for the exposed module (that module's chunks and shared modules) and runs the module's factory,
// all as promise continuations of the script's load event: one task of 15-25 ms per remote in Lighthouse
// traces of /dashboard (28 Nov 2026), three of them within 100 ms. The container's start and the request
// for the exposed module now each begin a new task (nextTask), so a click or a frame can pass between them;
// so does the plan of the files to fetch ahead, once the remote's manifest has come.
// Running the module's factory needs no hop of its own: the module's chunks come through the remote's
// `__webpack_require__.e`, which already gives the thread back once they have arrived
// (tooling/webpack/yieldAfterChunksPlugin.cjs).
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
    // Between a remote's manifest and the plan of the files to fetch ahead from it (every module and
    // shared module it lists, checked against the share scope): one task of 25-45 ms with the
    // manifest's parse in Lighthouse traces of a cold /dashboard (4 Dec 2026).
    async beforePreloadRemote() {
      await nextTask();
    },
  };
}
