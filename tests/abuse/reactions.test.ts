/**
 * Reactions under load and under attack (issue 28), on the Auth and Firestore emulators with
 * the project's firestore.rules (node scripts/abuse.mjs tests/abuse/reactions.test.ts): fifty
 * guests reacting to one message in the same second all count, each once; a script that
 * reacts in a loop, twice with one identity, or through one bookkeeping write for many
 * messages, does not get further than the rules allow.
 */
import { beforeAll, describe, it } from 'vitest';
import {
  deleteDoc,
  doc,
  getDoc,
  getDocFromServer,
  increment,
  onSnapshot,
  serverTimestamp,
  writeBatch,
} from 'firebase/firestore';
import {
  client,
  closedAfterAll,
  newMessage,
  outcome,
  react,
  readFresh,
  untilPast,
} from './attacker';
import {
  REACTION_CAP,
  REACTION_PAUSE_MS,
  REACTIONS_COLLECTION,
} from '../../src/data/schema/schema';

const { guest, track } = closedAfterAll();

let message: string;
beforeAll(async () => {
  message = await newMessage(guest(), 'React to me, all at once');
});

describe.concurrent('reactions under load and under attack', () => {
  it('fifty guests reacting to one message in the same second all count, each once, on an open wall', async ({
    expect,
  }) => {
    const guests = await Promise.all(Array.from({ length: 50 }, guest));
    // An open wall, listening to the message as every wall does.
    const reader = client();
    track(reader);
    const seen: number[] = [];
    const stop = onSnapshot(doc(reader.db, 'messages', message), (snapshot) => {
      seen.push(Number(snapshot.get('reactions.cheers') ?? 0));
    });
    const outcomes = await Promise.all(guests.map((who) => outcome(react(who, message, 'cheers'))));
    // A reply lost on a stream the burst broke makes the SDK send the write again, refused
    // as a second reaction (attacker.ts, readFresh): the stored counts below are the answer.
    expect(outcomes.filter((r) => r !== 'accepted' && r !== 'permission-denied')).toEqual([]);
    const stored = await readFresh((db) => getDocFromServer(doc(db, 'messages', message)));
    expect(stored.get('reactions')).toEqual({ cheers: 50 });
    // Every guest's own reaction document is there (each reads only their own).
    const own = await Promise.all(
      guests.map((who) =>
        getDoc(doc(who.db, 'messages', message, REACTIONS_COLLECTION, `${who.uid}_cheers`)),
      ),
    );
    expect(own.every((snapshot) => snapshot.exists())).toBe(true);
    // The open wall converges on 50 without a reload (a stream the burst broke reconnects
    // after the SDK's longest backoff, a minute).
    await expect.poll(() => seen.at(-1), { timeout: 100_000 }).toBe(50);
    stop();
  }, 180_000);

  it('one identity reacting in a tight loop: the same kind counts once, however often it is sent', async ({
    expect,
  }) => {
    const target = await newMessage(guest(), 'Loop on me');
    const script = await guest();
    const first = await Promise.all(
      Array.from({ length: 20 }, () => outcome(react(script, target, 'love'))),
    );
    // What the server kept is the answer: a write whose reply a busy stream lost is sent
    // again by the SDK and refused (attacker.ts, readFresh), so its promise may say so.
    expect(first.filter((result) => result === 'accepted').length).toBeLessThanOrEqual(1);
    expect(first.filter((r) => r !== 'accepted' && r !== 'permission-denied')).toEqual([]);
    const stored = await getDocFromServer(doc(script.db, 'messages', target));
    expect(stored.get('reactions')).toEqual({ love: 1 });
    const book = await getDocFromServer(doc(script.db, 'reactors', script.uid));
    expect(book.get('reactions')).toBe(1);
  });

  it(`one identity stops at ${REACTION_CAP} changes, however it spreads them`, async ({
    expect,
  }) => {
    const target = await newMessage(guest(), 'Toggle me');
    const script = await guest();
    const bookkeeping = doc(script.db, 'reactors', script.uid);
    const results: string[] = [];
    const counted: number[] = [];
    for (let change = 0; change < REACTION_CAP + 2; change += 1) {
      results.push(await outcome(react(script, target, 'party', change % 2 === 0)));
      // The server's answer, not the reply: its count, and its stamp of the last change, from
      // which the next waits out the pause (a sleep after the reply once fell inside it).
      const book = await getDocFromServer(bookkeeping);
      counted.push(Number(book.get('reactions')));
      await untilPast(book.get('last_reaction_at'), REACTION_PAUSE_MS);
    }
    // Each of the first 50 counted once, in turn; the 51st and 52nd refused and not counted.
    expect(counted).toEqual([
      ...Array.from({ length: REACTION_CAP }, (_, index) => index + 1),
      REACTION_CAP,
      REACTION_CAP,
    ]);
    expect(results.slice(REACTION_CAP)).toEqual(['permission-denied', 'permission-denied']);
    const stored = await getDocFromServer(doc(script.db, 'messages', target));
    expect(stored.get('reactions')).toEqual({ party: 0 });
  }, 300_000);

  it('one bookkeeping write for reactions to several messages, or a count moved alone, is refused', async ({
    expect,
  }) => {
    const targets = await Promise.all([newMessage(guest(), 'One'), newMessage(guest(), 'Two')]);
    const script = await guest();
    const uid = script.uid ?? '';
    const batch = writeBatch(script.db);
    for (const id of targets) {
      batch.set(doc(script.db, 'messages', id, REACTIONS_COLLECTION, `${uid}_haha`), {
        reacted_at: serverTimestamp(),
      });
      batch.update(doc(script.db, 'messages', id), { 'reactions.haha': increment(1) });
    }
    batch.set(doc(script.db, 'reactors', uid), {
      last_reaction_at: serverTimestamp(),
      last_reaction: `${targets[0]}/haha`,
      reactions: increment(1),
    });
    expect(await outcome(batch.commit())).toBe('permission-denied');
    const alone = writeBatch(script.db);
    alone.update(doc(script.db, 'messages', targets[0] ?? ''), {
      'reactions.haha': increment(1000),
    });
    expect(await outcome(alone.commit())).toBe('permission-denied');
    expect(await outcome(deleteDoc(doc(script.db, 'reactors', uid)))).toBe('permission-denied');
  });
});
