/**
 * The organizer's desk against a script (issue 39), on the Auth and Firestore emulators with
 * the project's firestore.rules (npm run test:abuse -- tests/abuse/desk.test.ts): a
 * moderator's batch that would approve and decline one waiting post is refused beside a plain
 * approval that goes through, and guests reacting while the desk removes a message do not keep
 * it on the wall: the removal (src/data/moderation/removal.ts, as the desk runs it) reads again and
 * retries, where a batch copied from what the desk read before the reaction is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocFromServer,
  initializeFirestore,
  serverTimestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import {
  closedAfterAll,
  DEMO_CONFIG,
  newId,
  newMessage,
  outcome,
  react,
  sleep,
  writeAsOwner,
} from './attacker';
import { makeModerator } from '../support/emulatorRest.mjs';
import { parseHostPort } from '../../src/config/local.mjs';
import { moveToRemoved } from '../../src/data/moderation/removal';
import { REACTIONS_COLLECTION } from '../../src/data/schema/schema';

const { guest, track } = closedAfterAll();

const MODERATOR = 'desk-abuse@example.com';

/**
 * The organizer signed in with Google on /moderate: a verified google.com token for an email
 * on the moderators list (the emulator takes the token as given; the rules decide the rest).
 */
function moderatorDb(): Firestore {
  const app = initializeApp(DEMO_CONFIG, `desk-moderator-${Math.random().toString(36).slice(2)}`);
  const db = initializeFirestore(app, {});
  const { host, port } = parseHostPort(
    process.env.FIRESTORE_EMULATOR_HOST,
    'FIRESTORE_EMULATOR_HOST (run this suite with npm run test:abuse)',
  );
  connectFirestoreEmulator(db, host, port, {
    mockUserToken: {
      sub: 'desk-moderator',
      email: MODERATOR,
      email_verified: true,
      firebase: { sign_in_provider: 'google.com', identities: {} },
    },
  });
  track({ app, db, close: () => deleteApp(app) });
  return db;
}

let desk: Firestore;
beforeAll(async () => {
  await makeModerator(MODERATOR);
  desk = moderatorDb();
});

const WAITING = { author_name: 'Robin', content: 'Waiting for the host' };

/** An approval as the desk writes it (src/data/moderation/approval.ts). */
function approve(batch: ReturnType<typeof writeBatch>, id: string) {
  batch.set(doc(desk, 'messages', id), { ...WAITING, created_at: serverTimestamp() });
  batch.delete(doc(desk, 'pending_messages', id));
}

/** A decline as the desk writes it: the copy, its author's hold ended, the marker. */
function decline(batch: ReturnType<typeof writeBatch>, id: string, createdAt: Date) {
  batch.set(doc(desk, 'removed_messages', id), {
    ...WAITING,
    created_at: createdAt,
    removed_by: MODERATOR,
    removed_at: serverTimestamp(),
  });
  batch.delete(doc(desk, 'authors', id));
  batch.set(doc(desk, 'declined_messages', id), { declined_at: serverTimestamp() });
  batch.delete(doc(desk, 'pending_messages', id));
}

describe.concurrent("the organizer's desk under a script", () => {
  it('a batch approving and declining one waiting post is refused; a plain approval beside it goes through', async () => {
    const createdAt = new Date(Date.UTC(2026, 5, 3, 20));
    const [wedged, plain] = [newId(desk), newId(desk)];
    for (const id of [wedged, plain]) {
      await writeAsOwner(`pending_messages/${id}`, { ...WAITING, created_at: createdAt });
    }
    const both = writeBatch(desk);
    approve(both, wedged);
    decline(both, wedged, createdAt);
    expect(await outcome(both.commit())).toBe('permission-denied');
    const approval = writeBatch(desk);
    approve(approval, plain);
    expect(await outcome(approval.commit())).toBe('accepted');
    // The wedged post still waits, whole: a moderator can still decide it, once.
    expect((await getDocFromServer(doc(desk, 'pending_messages', wedged))).exists()).toBe(true);
    expect((await getDocFromServer(doc(desk, 'messages', wedged))).exists()).toBe(false);
    expect((await getDocFromServer(doc(desk, 'removed_messages', wedged))).exists()).toBe(false);
    expect((await getDocFromServer(doc(desk, 'messages', plain))).get('content')).toBe(
      WAITING.content,
    );
  });

  it("a reaction between the desk's read and its commit: a stale copy is refused, the desk's removal reads again and goes through", async () => {
    const id = await newMessage(guest(), 'Remove me while they react');
    const [first, second, third] = await Promise.all([guest(), guest(), guest()]);
    await react(first, id, 'love');
    // What a desk copying from its last read would send, once a reaction has landed since.
    const read = (await getDocFromServer(doc(desk, 'messages', id))).data() ?? {};
    await react(second, id, 'love');
    const stale = writeBatch(desk);
    stale.set(doc(desk, 'removed_messages', id), {
      ...read,
      removed_by: MODERATOR,
      removed_at: serverTimestamp(),
    });
    stale.delete(doc(desk, 'messages', id));
    stale.delete(doc(desk, 'authors', id));
    expect(await outcome(stale.commit())).toBe('permission-denied');
    // The desk's removal, with a third guest's reaction landing inside its first attempt.
    const attempts: number[] = [];
    await moveToRemoved(desk, [id], MODERATOR, {
      afterRead: async (attempt) => {
        attempts.push(attempt);
        if (attempt === 1) await react(third, id, 'party');
      },
    });
    expect(attempts).toEqual([1, 2]);
    expect((await getDocFromServer(doc(desk, 'messages', id))).exists()).toBe(false);
    const copy = await getDocFromServer(doc(desk, 'removed_messages', id));
    expect(copy.get('reactions')).toEqual({ love: 2, party: 1 });
    // Each guest's own reaction document stays, matching the counts the copy keeps.
    for (const [who, kind] of [
      [first, 'love'],
      [second, 'love'],
      [third, 'party'],
    ] as const) {
      const own = await getDoc(
        doc(who.db, 'messages', id, REACTIONS_COLLECTION, `${who.uid}_${kind}`),
      );
      expect(own.exists()).toBe(true);
    }
  });

  it('three guests reacting once a second to the messages being removed do not keep them on the wall', async () => {
    const ids = await Promise.all([1, 2, 3].map((n) => newMessage(guest(), `Busy message ${n}`)));
    const guests = await Promise.all([guest(), guest(), guest()]);
    let removing = true;
    // Each guest turns its reaction to one message on and off, a pause apart, until done.
    const storm = guests.map(async (who, index) => {
      const target = ids[index] ?? '';
      for (let on = true; removing; on = !on) {
        await outcome(react(who, target, 'cheers', on));
        await sleep(1050);
      }
    });
    await sleep(1500);
    // A tenth of a second between read and commit: Google's round trip, which the emulator
    // next door does not have. Whether a reaction lands in it or not, the removal goes through.
    await moveToRemoved(desk, ids, MODERATOR, { afterRead: () => sleep(100) });
    removing = false;
    await Promise.all(storm);
    for (const id of ids) {
      expect((await getDocFromServer(doc(desk, 'messages', id))).exists()).toBe(false);
      expect((await getDocFromServer(doc(desk, 'removed_messages', id))).exists()).toBe(true);
    }
  });
});
