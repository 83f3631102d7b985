// Stands in for src/data/messages.ts in the bench harnesses (see vite.bench.config.ts):
// the same two exports, fed from N generated messages instead of Firestore. N comes from
// the page's `?n=` parameter; `?fixture=mixed` gives the thirty of mixedMessages.ts instead.
// The screen's harness adds live arrivals and a lost connection through `fixtureFeed`; the
// browser suite removes messages through it (window.wallFeed, in the wall's harness).
import { useSyncExternalStore } from 'react';
import type * as real from '../../src/data/messages';
import type { Message } from '../../src/data/types';
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
let state: real.MessagesState = {
  status: 'ready',
  messages: params.get('fixture') === 'mixed' ? mixedMessages() : generateMessages(count),
  connectionLost: false,
};
const listeners = new Set<() => void>();

function publish(next: real.MessagesState) {
  state = next;
  for (const listener of listeners) listener();
}

/** What a harness does to the list, as the live query would deliver it. */
export const fixtureFeed = {
  /** A new message on top, as a snapshot with one more document. */
  arrive(message: Message) {
    publish({ ...state, messages: [message, ...state.messages] });
  },
  /** Messages taken down by the organizer, as a snapshot without their documents. */
  remove(...ids: string[]) {
    const messages = state.messages.filter((message) => !ids.includes(message.id));
    publish({ ...state, messages });
  },
  /** The connection to the backend lost (true) or back (false). */
  setConnectionLost(connectionLost: boolean) {
    publish({ ...state, connectionLost });
  },
  count: () => state.messages.length,
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The list as the live query would deliver it once loaded: ready, changed only by fixtureFeed. */
export const useMessages: typeof real.useMessages = () =>
  useSyncExternalStore(subscribe, () => state);

/** Posting is part of the form's path, not of what is measured: it resolves at once. */
export const postMessage: typeof real.postMessage = async () => undefined;
