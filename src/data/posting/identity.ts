import { appAuth, postingIdentity } from '../../firebase/auth';

/**
 * The uid a guest's post is made by (see postingIdentity): signed in anonymously at their
 * first post, the same identity afterwards on this device. Rejects when the sign-in cannot be
 * made (offline at the first post, Auth unreachable).
 */
export async function readyToPost(): Promise<string> {
  return (await postingIdentity()).uid;
}

/**
 * The uid this device is signed in as, once Auth has restored it; null when it has none
 * (never posted, or its storage was cleared). Never signs anyone in.
 */
export async function signedInUid(): Promise<string | null> {
  const auth = appAuth();
  await auth.authStateReady();
  return auth.currentUser?.uid ?? null;
}
