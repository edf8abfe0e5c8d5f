// What Firebase persisted in a browser (uid, ID token), read inside the page: the browser tests and the bench
// act as the page's signed-in user with it. Never creates Firebase's database.
/* global indexedDB -- the function runs in the page (page.evaluate) */

/** A page function: resolves with Firebase's persisted user ({ uid, stsTokenManager }) or null. */
export function readPersistedUser() {
  return new Promise((resolve) => {
    const open = indexedDB.open('firebaseLocalStorageDb');
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(null);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('firebaseLocalStorage')) {
        db.close();
        resolve(null);
        return;
      }
      const all = db
        .transaction('firebaseLocalStorage', 'readonly')
        .objectStore('firebaseLocalStorage')
        .getAll();
      all.onsuccess = () => resolve(all.result.find((e) => e.value?.uid)?.value ?? null);
      all.onerror = () => resolve(null);
      db.close();
    };
  });
}
