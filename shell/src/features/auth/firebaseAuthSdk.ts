// The parts of firebase/auth the shell uses, in the lazy "firebase-auth" chunk. Named re-exports, not the
// whole namespace: webpack then drops what Planner never calls (phone, reCAPTCHA, multi-factor, redirect).
import './firebaseDefaults';

export {
  EmailAuthProvider,
  GoogleAuthProvider,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  indexedDBLocalPersistence,
  initializeAuth,
  linkWithCredential,
  onIdTokenChanged,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  signInAnonymously,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updatePassword,
  verifyBeforeUpdateEmail,
} from 'firebase/auth';
