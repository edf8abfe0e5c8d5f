// Types of staticServer.mjs for the TypeScript callers (e2e fixtures).
export interface StaticServer {
  port: number;
  url: string;
  close(): Promise<void>;
}
export function startStaticServer(options: {
  root: string;
  port: number;
  host?: string;
  spa?: boolean;
  cors?: boolean;
}): Promise<StaticServer>;
export function mimeOf(file: string): string;
export function cacheControlOf(file: string): string;
