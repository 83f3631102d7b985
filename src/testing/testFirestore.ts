import { initializeApp } from 'firebase/app';
import { getFirestore, type Firestore } from 'firebase/firestore';

/**
 * For unit tests that stand in for src/firebase/firebase.ts: a real Firestore instance of an app of its
 * own, named `name`, with a made-up config. It talks to no server until a test makes it; the
 * tests mock the SDK calls they follow.
 */
export function testFirestore(name: string): Firestore {
  return getFirestore(initializeApp({ projectId: 'demo-test', apiKey: 'k', appId: 'a' }, name));
}
