// The dev harness's build-time configuration (DefinePlugin writes these in; defaults in tooling/config).
export const harnessConfig = {
  apiUrl: process.env.PLANNER_API_URL ?? '',
  appSecret: process.env.PLANNER_APP_SECRET ?? '',
  production: process.env.NODE_ENV === 'production',
  authEmulatorUrl: process.env.PLANNER_AUTH_EMULATOR_URL ?? '',
  firebase: {
    apiKey: process.env.PLANNER_FIREBASE_API_KEY ?? '',
    projectId: process.env.PLANNER_FIREBASE_PROJECT_ID ?? '',
    authDomain: process.env.PLANNER_FIREBASE_AUTH_DOMAIN ?? '',
  },
};
