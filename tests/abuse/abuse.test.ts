/**
 * The abuse suite (issue 27): what one script holding the public web config tries against
 * the wall, on the Auth and Firestore emulators with the project's firestore.rules
 * (npm run test:abuse, in npm test as "abuse"). The attacks run at the same time; the
 * 30 s loop sets the suite's length.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  documentId,
  getDocsFromServer,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  where,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import {
  client,
  closedAfterAll,
  inPool,
  newId,
  outcome,
  post,
  readFresh,
  writeAsOwner,
  type Client,
} from './attacker';
import { MESSAGES_PAGE, POST_PAUSE_SECONDS } from '../../src/data/schema/schema';
import { HELD_SETTINGS } from './wordList';

const { track: tracked } = closedAfterAll();

beforeAll(async () => {
  // The organizer's word list while the attacks run (one public document, as on the wall).
  await writeAsOwner('settings/wall', HELD_SETTINGS);
});

/** The wall's newest page, as every open wall reads it (the rules allow no more at once). */
function newestPage(db: Firestore) {
  return query(
    collection(db, 'messages'),
    orderBy('created_at', 'desc'),
    orderBy(documentId(), 'desc'),
    limit(MESSAGES_PAGE),
  );
}

/**
 * Every stored message whose author_name is `name`, read a page at a time as a visitor may,
 * from the server: a client whose stream broke fails here rather than answer from its cache.
 */
async function allBy(db: Firestore, name: string): Promise<QueryDocumentSnapshot[]> {
  const found: QueryDocumentSnapshot[] = [];
  for (let last: QueryDocumentSnapshot | undefined; ;) {
    const page = await getDocsFromServer(
      query(
        collection(db, 'messages'),
        where('author_name', '==', name),
        orderBy('created_at', 'desc'),
        orderBy(documentId(), 'desc'),
        ...(last ? [startAfter(last)] : []),
        limit(MESSAGES_PAGE),
      ),
    );
    found.push(...page.docs);
    if (page.size < MESSAGES_PAGE) return found;
    last = page.docs[page.docs.length - 1];
  }
}

/** How many stored messages have author_name `name`. */
async function storedBy(db: Firestore, name: string): Promise<number> {
  return (await allBy(db, name)).length;
}

describe.concurrent('one script against the wall', () => {
  it(`one identity posting in a tight loop for ${POST_PAUSE_SECONDS} s gets at most 2 posts accepted`, async () => {
    const guest = tracked(client());
    await guest.signIn();
    const name = `Loop ${guest.uid}`;
    const until = Date.now() + POST_PAUSE_SECONDS * 1000;
    const results: string[] = [];
    while (Date.now() < until) {
      results.push(await outcome(post(guest, { author_name: name, content: 'again and again' })));
    }
    const accepted = results.filter((result) => result === 'accepted').length;
    // Tries enough to mean something, however busy the machine: each is a round trip to the
    // emulator (five in the 30 s on two cores beside npm test's other lanes).
    expect(results.length).toBeGreaterThanOrEqual(4);
    expect(results.filter((r) => r !== 'accepted' && r !== 'permission-denied')).toEqual([]);
    // What the server stored is the answer: a post whose reply a busy stream lost is sent
    // again by the SDK and refused (readFresh), so it is stored though its promise says not.
    // Read afresh each try: the burst beside this test can break a reader's stream too.
    const stored = await vi.waitFor(() => readFresh((db) => storedBy(db, name)), {
      timeout: 60_000,
      interval: 1_000,
    });
    expect(stored).toBeGreaterThanOrEqual(Math.max(1, accepted));
    expect(stored).toBeLessThanOrEqual(2);
  }, 180_000);

  it('a fresh identity for every post: each one is still a first post, within the pause of nobody', async () => {
    // What the pause cannot stop on its own: Firebase's own limit (100 new anonymous accounts
    // an hour per IP address) is what bounds this in production (README, "What one script can
    // cost"). Here it shows each post is counted against the identity that made it.
    const guests = Array.from({ length: 5 }, () => tracked(client()));
    await Promise.all(guests.map((guest) => guest.signIn()));
    const results = await Promise.all(
      guests.map((guest) => outcome(post(guest, { author_name: 'Many', content: 'one each' }))),
    );
    expect(results).toEqual(Array(5).fill('accepted'));
    const again = await Promise.all(
      guests.map((guest) => outcome(post(guest, { author_name: 'Many', content: 'two each' }))),
    );
    expect(again).toEqual(Array(5).fill('permission-denied'));
  });

  it('a post with no identity, or one that skips its bookkeeping, is refused', async () => {
    /** A message added on its own, as a script would, outside the wall's batch. */
    const addAlone = (db: Client['db'], author: string, content: string) =>
      outcome(
        addDoc(collection(db, 'messages'), {
          author_name: author,
          content,
          created_at: serverTimestamp(),
        }).then(() => undefined),
      );
    const reader = tracked(client());
    expect(await addAlone(reader.db, 'Nobody', 'no identity')).toBe('permission-denied');
    const guest = tracked(client());
    await guest.signIn();
    expect(await addAlone(guest.db, 'Skipper', 'no bookkeeping')).toBe('permission-denied');
  });

  it("one identity resetting or spending another's bookkeeping is refused", async () => {
    const [victim, attacker] = [tracked(client()), tracked(client())];
    await Promise.all([victim.signIn(), attacker.signIn()]);
    expect(await outcome(post(victim, { author_name: 'Victim', content: 'hello' }))).toBe(
      'accepted',
    );
    const theirs = doc(attacker.db, 'posters', victim.uid ?? '');
    expect(await outcome(setDoc(theirs, { last_post_at: serverTimestamp(), posts: 20 }))).toBe(
      'permission-denied',
    );
    expect(await outcome(deleteDoc(theirs))).toBe('permission-denied');
    expect(await outcome(deleteDoc(doc(victim.db, 'posters', victim.uid ?? '')))).toBe(
      'permission-denied',
    );
  });

  it('the stuck-post batch (messages/X and pending_messages/X together) is refused', async () => {
    const guest = tracked(client());
    await guest.signIn();
    const id = newId(guest.db);
    const fields = { author_name: 'Jammer', content: 'both copies at once' };
    const result = await outcome(
      post(guest, fields, {
        id,
        extra: (batch) =>
          batch.set(doc(guest.db, 'pending_messages', id), {
            ...fields,
            created_at: serverTimestamp(),
          }),
      }),
    );
    expect(result).toBe('permission-denied');
  });

  const TRICKS: [string, { author_name: string; content: string }][] = [
    ['a zero-width space inside a listed word', { author_name: 'Trick', content: 'be\u200ber' }],
    [
      'a combining grapheme joiner inside a listed word',
      { author_name: 'Trick', content: 'be\u034fer' },
    ],
    ['a word joiner inside a listed word', { author_name: 'Trick', content: 'be\u2060er' }],
    ['a soft hyphen inside a listed word', { author_name: 'Trick', content: 'be\u00ader' }],
    [
      'a no-break space where the list has a space',
      { author_name: 'Trick', content: 'free\u00a0beer' },
    ],
    ['a decomposed accent in a listed word', { author_name: 'Trick', content: 'rose\u0301' }],
    [
      'a listed word in the name, behind a zero-width space',
      { author_name: 'b\u200beer', content: 'hi' },
    ],
    ['a line separator (U+2028) in a name', { author_name: 'Sam\u2028Second line', content: 'hi' }],
    [
      'a paragraph separator (U+2029) in a name',
      { author_name: 'Sam\u2029Second line', content: 'hi' },
    ],
    ['a right-to-left override (U+202E) in a name', { author_name: 'Sam\u202emaS', content: 'hi' }],
    [
      'a message made only of invisible format characters',
      { author_name: 'Trick', content: '\u206a\u206f\ufffb\u{e0001}\u{e0041}' },
    ],
  ];

  for (const [trick, fields] of TRICKS) {
    it(`${trick} is refused on the wall`, async () => {
      const guest = tracked(client());
      await guest.signIn();
      expect(await outcome(post(guest, fields))).toBe('permission-denied');
    });
  }

  it('a burst of 300 first posts from 300 identities lands, each once, and two open walls converge', async () => {
    const BURST = 300;
    const walls = [tracked(client()), tracked(client())];
    const marker = `Burst ${Date.now()}`;
    // Two open walls, listening as the wall does (its newest page, live) before the burst.
    const shown: string[][] = [[], []];
    const stops = walls.map((wall, index) =>
      onSnapshot(newestPage(wall.db), (snapshot) => {
        if (!snapshot.metadata.hasPendingWrites) shown[index] = snapshot.docs.map((d) => d.id);
      }),
    );
    const results = await inPool(
      Array.from({ length: BURST }, (_, index) => index),
      50,
      async (index) => {
        const guest = client();
        try {
          await guest.signIn();
          return await outcome(post(guest, { author_name: marker, content: `post ${index}` }));
        } finally {
          await guest.close();
        }
      },
    );
    // The emulator sometimes breaks a stream under such a burst with a garbled frame
    // ("RESOURCE_EXHAUSTED: Received message larger than max", firebase-tools#8654, open).
    // A write stream broken after its commit landed is resent by the SDK and refused, the
    // post being no longer a first one: so a refusal is allowed here only as long as the
    // stored posts below still hold every one of them, once.
    expect(
      results.filter((result) => result !== 'accepted' && result !== 'permission-denied'),
    ).toEqual([]);
    // A broken listening stream reconnects after the SDK's longest backoff (a minute), so the
    // checks read afresh each try (readFresh), and give a wall that minute.
    // Each post stored once.
    const expected = Array.from({ length: BURST }, (_, index) => `post ${index}`).sort();
    await vi.waitFor(
      async () => {
        const stored = await readFresh((db) => allBy(db, marker));
        expect(stored.map((d) => String(d.get('content'))).sort()).toEqual(expected);
      },
      { timeout: 30_000, interval: 1_000 },
    );
    // Both open walls end on the same newest page as a fresh read (the other attacks may
    // still be posting, so it is read again until the three agree).
    await vi.waitFor(
      async () => {
        const fresh = await readFresh(async (db) =>
          (await getDocsFromServer(newestPage(db))).docs.map((d) => d.id),
        );
        expect(shown[0]).toEqual(fresh);
        expect(shown[1]).toEqual(fresh);
      },
      { timeout: 120_000, interval: 1_000 },
    );
    for (const stop of stops) stop();
  }, 240_000);
});
