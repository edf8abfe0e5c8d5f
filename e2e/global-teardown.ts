// Stops what global-setup.ts started (static servers, api, the emulator if it started it) and removes the PGlite folder.
import { stopAll } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const running = globalThis.__plannerE2E;
  if (running) await stopAll(running);
  globalThis.__plannerE2E = undefined;
}
