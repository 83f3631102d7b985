/**
 * Stands in for the Firebase products reactfire imports but this app never uses (auth,
 * database, functions, remote-config, storage). reactfire ships as one module that imports
 * them all, and their registration side effects keep them in the wall's chunk: about 65 kB
 * gzipped of dead code. vite.config.ts points those imports here for the production build.
 * If reactfire starts importing another name from them, the build fails on the missing
 * export instead of shipping something that throws.
 */
function notInThisApp(): never {
  throw new Error('This Firebase product is not part of this app.');
}

// firebase/auth
export const onIdTokenChanged = notInThisApp;
// firebase/database
export const get = notInThisApp;
export const off = notInThisApp;
export const onChildAdded = notInThisApp;
export const onChildChanged = notInThisApp;
export const onChildMoved = notInThisApp;
export const onChildRemoved = notInThisApp;
export const onValue = notInThisApp;
// firebase/functions
export const httpsCallable = notInThisApp;
// firebase/remote-config
export const ensureInitialized = notInThisApp;
export const getAll = notInThisApp;
export const getBoolean = notInThisApp;
export const getNumber = notInThisApp;
export const getString = notInThisApp;
export const getValue = notInThisApp;
// firebase/storage
export const getDownloadURL = notInThisApp;
export const ref = notInThisApp;
