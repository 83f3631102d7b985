// Option (c) of the reactfire experiment (scripts/bench/reactfire-options.mjs): reactfire's
// Firestore hook alone, fed the module's Firestore instance, with no FirebaseAppProvider or
// FirestoreProvider above it. Measured, not shipped.
import { useMemo } from 'react';
import { useFirestoreCollection } from 'reactfire';
import { firestore } from '../../src/firebase/firebase';
import { messagesQuery, toMessages, type MessagesState } from '../../src/wall/messages';

/** The wall's messages, live, through useFirestoreCollection only. */
export function useMessages(): MessagesState {
  // Built on first render, not at import: this module and messages.ts import each other.
  const liveQuery = useMemo(() => messagesQuery(firestore), []);
  const { status, data, error } = useFirestoreCollection(liveQuery);
  const messages = useMemo(() => (status === 'success' ? toMessages(data) : []), [status, data]);
  if (status === 'error') throw error ?? new Error('The messages could not be loaded');
  return { status: status === 'loading' ? 'loading' : 'ready', messages };
}
