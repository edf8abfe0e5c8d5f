// Types of emulator.mjs (the shared auth emulator starter) for the TypeScript callers (e2e).
export const ROOT: string;
export const EMULATOR_HOST: string;
export const PROJECT_ID: string;
export function startAuthEmulator(options?: {
  log?: boolean;
  timeoutMs?: number;
}): Promise<{ host: string; reused: boolean; stop(): Promise<void> }>;
export function emulatorSignUp(options?: {
  email?: string;
  password?: string;
  anonymous?: boolean;
}): Promise<{ uid: string; idToken: string; refreshToken: string }>;
