// Stands in for src/data/reading/liveMessages.ts in the bench harnesses (see bench/vite.bench.config.ts):
// the same exports, fed from N generated messages instead of Firestore, a page (50) at a
// time as the real wall reads them. N comes from
// the page's `?n=` parameter; `?fixture=mixed` gives the thirty of mixedMessages.ts instead;
// `?photos=1` gives every third message a photo (drawn by fixturePhotos.ts).
// The screen's harness adds live arrivals and a lost connection through `fixtureFeed`; the
// browser suite removes messages through it (window.wallFeed, in the wall's harness).
import { useSyncExternalStore } from 'react';
import type * as real from '../../src/data/reading/liveMessages';
import { MESSAGES_PAGE } from '../../src/data/schema/schema';
import type { Message } from '../../src/data/schema/types';
import { mixedMessages } from './mixedMessages';

const NAMES = ['Ava', 'Ben', 'Chloé', 'Dev', 'Emma', 'Finn', 'Grandma Rose', 'Hiro', 'Isla'];
const WORDS =
  'happy birthday jake cheers to twenty one first round is on me can not believe how fast it went see you at the bar tonight proud of you 🍻 🎉'.split(
    ' ',
  );

/** A small deterministic generator, so every run renders the same texts. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** N messages, newest first, a few minutes apart, from one line to a short paragraph. */
export function generateMessages(count: number, now = Date.now()): Message[] {
  const next = random(21);
  return Array.from({ length: count }, (_, index) => {
    const words = Array.from({ length: 4 + Math.floor(next() * 60) }, () => {
      return WORDS[Math.floor(next() * WORDS.length)] ?? 'cheers';
    });
    return {
      id: `bench-${index}`,
      authorName: NAMES[index % NAMES.length] ?? 'A friend',
      content: words.join(' '),
      createdAt: new Date(now - index * 7 * 60_000),
      pending: false,
    };
  });
}

const params = new URLSearchParams(window.location.search);
const count = Number(params.get('n') ?? 200);
const withPhotos = (messages: Message[]): Message[] =>
  messages.map((message, index) =>
    index % 3 === 0
      ? {
          ...message,
          photo: {
            width: index % 2 ? 1200 : 1600,
            height: index % 2 ? 1600 : 1200,
            alt: `Photo from ${message.authorName}`,
          },
        }
      : message,
  );
let all: Message[] = params.get('fixture') === 'mixed' ? mixedMessages() : generateMessages(count);
if (params.get('photos') === '1') all = withPhotos(all);
let connectionLost = false;
/** How many pages "Show more" has read: the wall holds the newest pages × 50 (and arrivals). */
let pages = 1;
let floor = Math.min(all.length, MESSAGES_PAGE);
const loadMore = () => {
  pages += 1;
  floor = Math.min(all.length, floor + MESSAGES_PAGE);
  publish();
};
let state: real.MessagesState = view();
let screenState: real.MessagesState = screenView();

function view(): real.MessagesState {
  return {
    status: 'ready',
    messages: all.slice(0, floor),
    connectionLost,
    hasMore: floor < all.length,
    loadMore,
  };
}

function screenView(): real.MessagesState {
  return { status: 'ready', messages: all.slice(0, MESSAGES_PAGE), connectionLost };
}

const listeners = new Set<() => void>();

function publish() {
  state = view();
  screenState = screenView();
  for (const listener of listeners) listener();
}

/** What a harness does to the list, as the live query would deliver it. */
export const fixtureFeed = {
  /** A new message on top, as a snapshot with one more document. */
  arrive(message: Message) {
    all = [message, ...all];
    floor += 1;
    publish();
  },
  /** Messages taken down by the organizer, as a snapshot without their documents. */
  remove(...ids: string[]) {
    const loadedGone = all.slice(0, floor).filter((message) => ids.includes(message.id));
    all = all.filter((message) => !ids.includes(message.id));
    floor -= loadedGone.length;
    publish();
  },
  /** The connection to the backend lost (true) or back (false). */
  setConnectionLost(lost: boolean) {
    connectionLost = lost;
    publish();
  },
  count: () => all.length,
  pages: () => pages,
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The wall as its pages would deliver it once loaded: ready, changed only by fixtureFeed. */
export const useMessages: typeof real.useMessages = () =>
  useSyncExternalStore(subscribe, () => state);

/** The screen's one page. */
export const useScreenMessages: typeof real.useScreenMessages = () =>
  useSyncExternalStore(subscribe, () => screenState);
