// Types of chromium.mjs for the TypeScript callers (e2e).
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
