// Types of api.mjs for the TypeScript callers (e2e).
export const API_MAIN: string;
export function apiExists(): boolean;
export function startApi(options?: {
  port?: number;
  dataDir?: string;
  log?: boolean;
  env?: Record<string, string>;
}): Promise<{ url: string; stop(): Promise<void>; output(): string }>;
