import { postingIdentity } from '../firebase/auth';

/**
 * The uid a guest's post is made by (see postingIdentity): signed in anonymously at their
 * first post, the same identity afterwards on this device. Rejects when the sign-in cannot be
 * made (offline at the first post, Auth unreachable).
 */
export async function readyToPost(): Promise<string> {
  return (await postingIdentity()).uid;
}
