// Types of suite.mjs for the TypeScript callers (e2e).
export interface ServedSuite {
  servers: Record<string, { port: number; url: string; close(): Promise<void> }>;
  remotes: Record<string, string>;
  urls: Record<string, string>;
  stop(name: string): Promise<void>;
  restart(name: string): Promise<void>;
  close(): Promise<void>;
}
export const ROOT: string;
export const config: {
  ROOT: string;
  REMOTES: Record<string, { scope: string; port: number; dir: string }>;
  REMOTE_NAMES: string[];
  SHELL_PORT: number;
  API_PORT: number;
  AUTH_EMULATOR_HOST: string;
  CLIENT_ENV_DEFAULTS: Record<string, string>;
  BUNDLES: { name: string; dir: string; port: number; kind: 'host' | 'remote' }[];
  clientEnv(env?: NodeJS.ProcessEnv): Record<string, string>;
  remotesManifest(env?: NodeJS.ProcessEnv): Record<string, string>;
};
export function distOf(bundle: { dir: string }): string;
export function missingDists(): { name: string; dir: string; port: number }[];
export function serveSuite(options?: {
  env?: NodeJS.ProcessEnv;
  ports?: Record<string, number>;
  host?: string;
}): Promise<ServedSuite>;
export function waitForUrls(urls: string[], timeoutMs?: number): Promise<void>;
