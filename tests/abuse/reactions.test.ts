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
  increment,
  onSnapshot,
  serverTimestamp,
  writeBatch,
} from 'firebase/firestore';
import { client, closedAfterAll, newMessage, outcome, react, sleep } from './attacker';
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
    expect(outcomes).toEqual(guests.map(() => 'accepted'));
    const stored = await getDoc(doc(reader.db, 'messages', message));
    expect(stored.get('reactions')).toEqual({ cheers: 50 });
    // Every guest's own reaction document is there (each reads only their own).
    const own = await Promise.all(
      guests.map((who) =>
        getDoc(doc(who.db, 'messages', message, REACTIONS_COLLECTION, `${who.uid}_cheers`)),
      ),
    );
    expect(own.every((snapshot) => snapshot.exists())).toBe(true);
    // The open wall converges on 50 without a reload.
    await expect.poll(() => seen.at(-1), { timeout: 20_000 }).toBe(50);
    stop();
  });

  it('one identity reacting in a tight loop: the same kind counts once, however often it is sent', async ({
    expect,
  }) => {
    const target = await newMessage(guest(), 'Loop on me');
    const script = await guest();
    const first = await Promise.all(
      Array.from({ length: 20 }, () => outcome(react(script, target, 'love'))),
    );
    expect(first.filter((result) => result === 'accepted')).toHaveLength(1);
    const stored = await getDoc(doc(script.db, 'messages', target));
    expect(stored.get('reactions')).toEqual({ love: 1 });
  });

  it(`one identity stops at ${REACTION_CAP} changes, however it spreads them`, async ({
    expect,
  }) => {
    const target = await newMessage(guest(), 'Toggle me');
    const script = await guest();
    const results: string[] = [];
    for (let change = 0; change < REACTION_CAP + 2; change += 1) {
      results.push(await outcome(react(script, target, 'party', change % 2 === 0)));
      await sleep(REACTION_PAUSE_MS + 50);
    }
    expect(results.slice(0, REACTION_CAP)).toEqual(
      results.slice(0, REACTION_CAP).map(() => 'accepted'),
    );
    expect(results.slice(REACTION_CAP)).toEqual(['permission-denied', 'permission-denied']);
    const stored = await getDoc(doc(script.db, 'messages', target));
    expect(stored.get('reactions')).toEqual({ party: 0 });
  }, 120_000);

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
