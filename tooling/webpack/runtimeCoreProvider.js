// Standalone pages only: publishes the federation runtime core as the global a remote built with
// `experiments.externalRuntime: true` reads (the shell does the same through its runtime plugin).
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
