// The page's one Firebase app, shared by auth and (with consent) analytics and push messaging.
import './firebaseDefaults';
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { config } from '../../config';

export function getFirebaseApp(): FirebaseApp {
  if (getApps().length > 0) return getApp();
  return initializeApp({
    apiKey: config.firebase.apiKey,
    projectId: config.firebase.projectId,
    authDomain: config.firebase.authDomain,
    ...(config.analyticsId ? { measurementId: config.analyticsId } : {}),
  });
}
