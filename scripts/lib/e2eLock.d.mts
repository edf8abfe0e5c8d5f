// Types of e2eLock.mjs for the TypeScript callers (e2e setup).
export function lockDir(shellPort?: number): string;
export function lockHolder(shellPort?: number): number | null;
export function acquireE2eLock(options?: {
  shellPort?: number;
  timeoutMs?: number;
  log?: (message: string) => void;
}): Promise<() => Promise<void>>;
export function waitForE2eRuns(options?: {
  shellPort?: number;
  log?: (message: string) => void;
}): Promise<void>;
