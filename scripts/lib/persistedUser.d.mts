// Types of persistedUser.mjs for the TypeScript callers (e2e).
export interface PersistedUser {
  uid?: string;
  stsTokenManager?: { accessToken?: string };
}
export function readPersistedUser(): Promise<PersistedUser | null>;
