// Firebase looks for its defaults (app config, emulator hosts) in a global, else in process.env, else in
// a __FIREBASE_DEFAULTS__ cookie, and firebase/auth asks while its module is evaluated. Reading
// document.cookie is a synchronous round trip to the browser's cookie store: 19 ms of the dashboard's main
// thread in a Lighthouse trace (28 Nov 2026, issue #20), inside the task that starts auth. Planner passes
// its config in code (firebaseApp.ts, connectAuthEmulator), so this says there are none. Imported first
// by every module that imports Firebase, so it runs before any Firebase module does.
const scope = globalThis as { __FIREBASE_DEFAULTS__?: object };
scope.__FIREBASE_DEFAULTS__ ??= {};

export {};
