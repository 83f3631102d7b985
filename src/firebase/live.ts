import {
  onSnapshot,
  type DocumentReference,
  type DocumentSnapshot,
  type FirestoreError,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';

/**
 * The one way this app listens to Firestore. Every live query (the wall's pages, the screen,
 * /moderate's lists, the wall settings, a visitor's own posts) goes through `listen`, each from the
 * one hook that owns it; nothing else calls onSnapshot.
 *
 * Why not reactfire's hooks (and so no reactfire at all: its providers would only pass down
 * instances nothing reads): they listen without metadata changes, so they cannot tell a live
 * list from one the SDK serves from its cache when the connection is lost; they take one
 * query per hook call, which a wall read in a growing number of pages cannot be; and they
 * keep a refused listen's error under the query for the life of the page.
 */

/** One answer: the snapshot, and whether it comes from the SDK's cache (not live). */
export interface Answer<S> {
  snapshot: S;
  fromCache: boolean;
}

export function listen<T>(
  target: Query<T>,
  onAnswer: (answer: Answer<QuerySnapshot<T>>) => void,
  onError: (error: FirestoreError) => void,
): () => void;
export function listen<T>(
  target: DocumentReference<T>,
  onAnswer: (answer: Answer<DocumentSnapshot<T>>) => void,
  onError: (error: FirestoreError) => void,
): () => void;
/**
 * Listens with metadata changes (so a move to or from the cache is heard, at no extra read)
 * and hands each answer on with `fromCache`. Returns the function that stops listening.
 */
export function listen<T>(
  target: Query<T> | DocumentReference<T>,
  onAnswer: (answer: Answer<QuerySnapshot<T>> & Answer<DocumentSnapshot<T>>) => void,
  onError: (error: FirestoreError) => void,
): () => void {
  const next = (snapshot: QuerySnapshot<T> | DocumentSnapshot<T>) =>
    onAnswer({
      snapshot: snapshot as QuerySnapshot<T> & DocumentSnapshot<T>,
      fromCache: snapshot.metadata.fromCache,
    });
  return target.type === 'document'
    ? onSnapshot(target, { includeMetadataChanges: true }, { next, error: onError })
    : onSnapshot(target, { includeMetadataChanges: true }, { next, error: onError });
}
