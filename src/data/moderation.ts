import { use, useEffect, useState } from 'react';
import {
  collection,
  doc,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type DocumentData,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  type WriteBatch,
} from 'firebase/firestore';
import { appCheckReady, firestore } from '../firebase/firebase';
import { MalformedMessageError, MESSAGES_COLLECTION, parseMessageFields } from './messages';
import { DECLINED_COLLECTION } from './switches';
import { commitInBatches, type Progress } from './batches';
import type {
  LiveList,
  ModeratorCheck,
  RemovedMessage,
  StoredFields,
  WallMessage,
} from './moderationTypes';

/**
 * The organizer's door to Firestore, beside the wall's (src/data/messages.ts, whose
 * collection name and field parsing it reuses): the moderator check, the live lists, and the
 * batched writes of removal and restore. firestore.rules decides every one of them.
 */
export const REMOVED_COLLECTION = 'removed_messages';
export const MODERATORS_COLLECTION = 'moderators';

/**
 * With App Check configured, suspends until it is ready, as the wall's providers do: a
 * listener started before it would go out without a token, and the refusal
 * (permission-denied) would read as "not a moderator". Call it before any hook below.
 */
export function useAppCheckReady(): void {
  if (appCheckReady) use(appCheckReady);
}

/**
 * Whether `email` is a moderator, live: the rules let a signed-in person read their own
 * moderators entry, which exists only for moderators. A listener rather than one read, so a
 * moderator added in the console takes effect at once, and an unreachable backend shows as
 * 'offline' (the SDK answers from its empty cache) instead of a spinner.
 */
export function useModeratorCheck(email: string): ModeratorCheck {
  const [check, setCheck] = useState<{ email: string; value: ModeratorCheck }>({
    email,
    value: 'checking',
  });
  useEffect(
    () =>
      // An account without an email cannot be on the list (its id is the email): no read.
      email === ''
        ? undefined
        : onSnapshot(
            doc(firestore, MODERATORS_COLLECTION, email),
            { includeMetadataChanges: true },
            {
              next: (snapshot) => {
                const value = snapshot.metadata.fromCache
                  ? 'offline'
                  : snapshot.exists()
                    ? 'moderator'
                    : 'not-moderator';
                setCheck({ email, value });
              },
              error: (error) => {
                // permission-denied: an account the rules do not accept (e.g. unverified email).
                console.warn('Moderator check failed', error);
                setCheck({
                  email,
                  value: error.code === 'permission-denied' ? 'not-moderator' : 'offline',
                });
              },
            },
          ),
    [email],
  );
  if (email === '') return 'not-moderator';
  return check.email === email ? check.value : 'checking';
}

function storedFields(data: DocumentData): StoredFields {
  return {
    author_name: typeof data.author_name === 'string' ? data.author_name : '',
    content: typeof data.content === 'string' ? data.content : '',
    created_at: data.created_at,
  };
}

/** A wall document as /moderate lists it; undefined for one the wall cannot show either. */
export function toWallMessage(snapshot: QueryDocumentSnapshot): WallMessage | undefined {
  const data = snapshot.data({ serverTimestamps: 'estimate' });
  try {
    return {
      id: snapshot.id,
      ...parseMessageFields(data),
      pending: snapshot.metadata.hasPendingWrites,
      stored: storedFields(data),
    };
  } catch (error) {
    if (!(error instanceof MalformedMessageError)) throw error;
    return undefined;
  }
}

export function toRemovedMessage(snapshot: QueryDocumentSnapshot): RemovedMessage | undefined {
  const message = toWallMessage(snapshot);
  const data = snapshot.data({ serverTimestamps: 'estimate' });
  if (!message || !(data.removed_at instanceof Timestamp)) return undefined;
  return {
    ...message,
    removedBy: typeof data.removed_by === 'string' ? data.removed_by : '',
    removedAt: data.removed_at.toDate(),
  };
}

/** A live, newest-first list of one collection, mapped by `toItem`. */
export function useLiveList<T>(
  collectionName: string,
  timeField: string,
  toItem: (snapshot: QueryDocumentSnapshot) => T | undefined,
): LiveList<T> {
  const [list, setList] = useState<LiveList<T>>({ status: 'loading', items: [] });
  useEffect(() => {
    const live = query(collection(firestore, collectionName), orderBy(timeField, 'desc'));
    return onSnapshot(
      live,
      { includeMetadataChanges: true },
      {
        next: (snapshot: QuerySnapshot) =>
          setList({
            status: snapshot.metadata.fromCache ? 'offline' : 'live',
            items: snapshot.docs.map(toItem).filter((item): item is T => item !== undefined),
          }),
        error: (error) => {
          console.error(`The ${collectionName} list could not load`, error);
          setList((was) => ({ ...was, status: 'offline' }));
        },
      },
    );
  }, [collectionName, timeField, toItem]);
  return list;
}

/** Every message on the wall, live, newest first (the wall's own query). */
export function useWallMessages(): LiveList<WallMessage> {
  return useLiveList(MESSAGES_COLLECTION, 'created_at', toWallMessage);
}

/** Everything moderators removed, live, most recently removed first. */
export function useRemovedMessages(): LiveList<RemovedMessage> {
  return useLiveList(REMOVED_COLLECTION, 'removed_at', toRemovedMessage);
}

/**
 * Commits `messages` as batched writes, a few messages to a batch (commitInBatches says how
 * many and why): `write` adds one message's writes to its batch, which commits them together
 * or not at all. Removal, restore, approval and decline all go through here.
 */
export function writeInBatches(
  messages: readonly WallMessage[],
  write: (batch: WriteBatch, message: WallMessage) => void,
  onProgress?: (progress: Progress) => void,
): Promise<void> {
  return commitInBatches(
    messages,
    async (group) => {
      const batch = writeBatch(firestore);
      for (const message of group) write(batch, message);
      await batch.commit();
    },
    onProgress,
  );
}

/** Adds to `batch` the copy of `message` kept in removed_messages, with who and when. */
export function keepRemovedCopy(batch: WriteBatch, message: WallMessage, removedBy: string): void {
  batch.set(doc(firestore, REMOVED_COLLECTION, message.id), {
    ...message.stored,
    removed_by: removedBy,
    removed_at: serverTimestamp(),
  });
}

/**
 * Takes messages off the wall, keeping each in removed_messages with who removed it and
 * when: each message's copy and its deletion go in one batch, as the rules demand. The
 * wall's listeners see the deletions and drop the cards.
 */
export function removeMessages(
  messages: readonly WallMessage[],
  removedBy: string,
  onProgress?: (progress: Progress) => void,
): Promise<void> {
  // A message still being written from this browser (a restore in flight) has no stored
  // time yet, so its copy could not match it: it is left for once the server has it.
  return writeInBatches(
    messages.filter((message) => !message.pending),
    (batch, message) => {
      keepRemovedCopy(batch, message, removedBy);
      batch.delete(doc(firestore, MESSAGES_COLLECTION, message.id));
    },
    onProgress,
  );
}

/**
 * Puts removed messages back on the wall exactly as they were, original time included, and
 * deletes their removed copies in the same batch (the rules allow neither alone). A declined
 * post's marker goes in that batch too (deleting one that does not exist changes nothing), so
 * a guest's device, which forgets a post once it sees its marker, keeps the post back on the
 * wall.
 */
export function restoreMessages(
  messages: readonly WallMessage[],
  onProgress?: (progress: Progress) => void,
): Promise<void> {
  return writeInBatches(
    messages,
    (batch, message) => {
      batch.set(doc(firestore, MESSAGES_COLLECTION, message.id), message.stored);
      batch.delete(doc(firestore, REMOVED_COLLECTION, message.id));
      batch.delete(doc(firestore, DECLINED_COLLECTION, message.id));
    },
    onProgress,
  );
}
