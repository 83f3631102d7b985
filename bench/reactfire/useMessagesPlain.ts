// Option (d) of the reactfire experiment (scripts/bench/reactfire-options.mjs): no reactfire,
// the SDK's onSnapshot behind useSyncExternalStore. Measured, not shipped.
import { useSyncExternalStore } from 'react';
import { onSnapshot, type Query } from 'firebase/firestore';
import { firestore } from '../../src/firebase/firebase';
import {
  messagesQuery,
  toMessages,
  type MessageFields,
  type MessagesState,
} from '../../src/wall/messages';

type Snapshot = MessagesState | { status: 'error'; error: unknown };

const LOADING: MessagesState = { status: 'loading', messages: [] };

/** One listener shared by every subscriber; it stops when the last one leaves. */
function createMessagesStore(liveQuery: Query<MessageFields>) {
  let snapshot: Snapshot = LOADING;
  let stop: (() => void) | undefined;
  const listeners = new Set<() => void>();
  const publish = (next: Snapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      stop ??= onSnapshot(
        liveQuery,
        (result) => publish({ status: 'ready', messages: toMessages(result) }),
        (error) => publish({ status: 'error', error }),
      );
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stop?.();
        stop = undefined;
        snapshot = LOADING;
      };
    },
    getSnapshot: () => snapshot,
  };
}

let store: ReturnType<typeof createMessagesStore> | undefined;

/** The wall's messages, live; a load failure is thrown to the wall's error boundary. */
export function useMessages(): MessagesState {
  // Created on first use, not at import: this module and messages.ts import each other.
  store ??= createMessagesStore(messagesQuery(firestore));
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  if (snapshot.status === 'error') throw snapshot.error;
  return snapshot;
}
