// The shell's deployment configuration: values webpack's DefinePlugin writes in at build time.

/** Reads one build-time value; `process` may not exist in a browser where nothing replaced it. */
function env(read: () => string | undefined): string {
  try {
    return read() ?? '';
  } catch {
    return '';
  }
}

export interface ShellConfig {
  apiUrl: string;
  appSecret: string;
  production: boolean;
  firebase: { apiKey: string; projectId: string; authDomain: string };
  /** Empty means "use the real Firebase Auth"; the default build points at the local emulator. */
  authEmulatorUrl: string;
  /** Empty means analytics never loads, whatever the consent. */
  analyticsId: string;
}

// Each read is written out in full because DefinePlugin replaces exactly these expressions.
export const config: ShellConfig = {
  apiUrl: env(() => process.env.PLANNER_API_URL),
  appSecret: env(() => process.env.PLANNER_APP_SECRET),
  production: env(() => process.env.NODE_ENV) === 'production',
  firebase: {
    apiKey: env(() => process.env.PLANNER_FIREBASE_API_KEY),
    projectId: env(() => process.env.PLANNER_FIREBASE_PROJECT_ID),
    authDomain: env(() => process.env.PLANNER_FIREBASE_AUTH_DOMAIN),
  },
  authEmulatorUrl: env(() => process.env.PLANNER_AUTH_EMULATOR_URL),
  analyticsId: env(() => process.env.PLANNER_ANALYTICS_ID),
};
