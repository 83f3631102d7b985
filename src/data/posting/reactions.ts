import { doc, getDocFromServer, increment, serverTimestamp, writeBatch } from 'firebase/firestore';
import { firestore } from '../../firebase/firebase';
import { readyToPost } from './identity';
import { createReactionStore, type Refusal } from '../device/ownReactions';
import {
  MESSAGES_COLLECTION,
  REACTION_CAP,
  REACTIONS_COLLECTION,
  REACTORS_COLLECTION,
} from '../schema/schema';
import type { ReactionKind } from '../schema/types';

/**
 * The wall's door for reactions. A reaction (or a take-back) is one batch, made by the guest's
 * identity (signed in anonymously at their first post or reaction, src/data/posting/identity.ts):
 *
 * - messages/{id}/reactions/{uid}_{kind}: the guest's own document, made or deleted; private;
 * - messages/{id}: `reactions.<kind>` moved by one, increment(±1), which the server applies to
 *   what is stored, so fifty guests at once all count;
 * - reactors/{uid}: the guest's bookkeeping, { last_reaction_at, last_reaction, reactions + 1 }.
 *
 * firestore.rules accept nothing less (isReactionCount, isNextReaction). The counts come with
 * the messages every wall already reads; what this guest pressed is kept on their device
 * (ownReactions.ts), so a page load reads nothing more.
 */

function reactionRef(messageId: string, uid: string, kind: ReactionKind) {
  return doc(firestore, MESSAGES_COLLECTION, messageId, REACTIONS_COLLECTION, `${uid}_${kind}`);
}

function reactorRef(uid: string) {
  return doc(firestore, REACTORS_COLLECTION, uid);
}

/**
 * Sends one reaction (`on`) or its take-back. Resolves when the backend has it, rejects when
 * the rules refuse it or the first sign-in cannot be made. The SDK shows the count moved at
 * once, on this page, and puts it back if the write is refused.
 */
export async function sendReaction(
  messageId: string,
  kind: ReactionKind,
  on: boolean,
): Promise<void> {
  const uid = await readyToPost();
  const batch = writeBatch(firestore);
  const own = reactionRef(messageId, uid, kind);
  if (on) batch.set(own, { reacted_at: serverTimestamp() });
  else batch.delete(own);
  batch.update(doc(firestore, MESSAGES_COLLECTION, messageId), {
    [`reactions.${kind}`]: increment(on ? 1 : -1),
  });
  batch.set(
    reactorRef(uid),
    {
      last_reaction_at: serverTimestamp(),
      last_reaction: `${messageId}/${kind}`,
      reactions: increment(1),
    },
    { merge: true },
  );
  await batch.commit();
}

/**
 * After a refusal: what the server holds. Whether this guest's reaction exists (a device
 * whose storage was cleared learns it already reacted), and whether the cap is reached. Two
 * reads, only ever after a refusal.
 */
export async function askAfterRefusal(
  messageId: string,
  kind: ReactionKind,
): Promise<{ reacted: boolean; refusal: Refusal | null }> {
  const uid = await readyToPost();
  const [own, reactor] = await Promise.all([
    getDocFromServer(reactionRef(messageId, uid, kind)),
    getDocFromServer(reactorRef(uid)),
  ]);
  const made: unknown = reactor.get('reactions');
  return {
    reacted: own.exists(),
    refusal: typeof made === 'number' && made >= REACTION_CAP ? 'cap' : null,
  };
}

/** The wall's reactions on this device, sent through Firestore. */
export const reactionStore = createReactionStore({
  send: sendReaction,
  ask: askAfterRefusal,
});
