import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createReactionStore,
  OWN_REACTIONS_KEY,
  SEND_GAP_MS,
  type ReactionSender,
} from './ownReactions';
import type { ReactionKind } from '../schema/types';
import { fakeTimersInEachTest } from '../../testing/fakeTimers';

/** A sender whose sends the test resolves or refuses one by one. */
function fakeSender(
  held: { reacted: boolean; refusal: 'cap' | null } = { reacted: false, refusal: null },
) {
  const sent: {
    messageId: string;
    kind: ReactionKind;
    on: boolean;
    settle: (ok: boolean) => void;
  }[] = [];
  const sender: ReactionSender = {
    send: (messageId, kind, on) =>
      new Promise<void>((resolve, reject) => {
        sent.push({
          messageId,
          kind,
          on,
          settle: (ok) => (ok ? resolve() : reject(new Error('permission-denied'))),
        });
      }),
    ask: vi.fn(() => Promise.resolve(held)),
  };
  return { sender, sent };
}

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  } as unknown as Storage;
}

/** Lets the store's promises and timers run. */
async function flush(ms = 0) {
  await vi.advanceTimersByTimeAsync(ms);
}

fakeTimersInEachTest();
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createReactionStore', () => {
  it('shows a press at once, sends it, and remembers it on the device once confirmed', async () => {
    const { sender, sent } = fakeSender();
    const storage = memoryStorage();
    const store = createReactionStore(sender, { storage: () => storage, now: Date.now });
    store.toggle('m1', 'cheers');
    expect(store.view('m1').kinds.cheers.pressed).toBe(true);
    await flush();
    expect(sent).toMatchObject([{ messageId: 'm1', kind: 'cheers', on: true }]);
    // In flight: the SDK's own copy of the count already has it, so nothing is added.
    expect(store.view('m1').kinds.cheers).toEqual({ pressed: true, adjust: 0 });
    sent[0]?.settle(true);
    await flush();
    expect(JSON.parse(storage.getItem(OWN_REACTIONS_KEY) ?? '[]')).toEqual(['m1/cheers']);
    // A fresh page on the same device: pressed, with nothing read.
    const again = createReactionStore(fakeSender().sender, { storage: () => storage });
    expect(again.view('m1').kinds.cheers.pressed).toBe(true);
    expect(again.view('m1').kinds.love.pressed).toBe(false);
  });

  it('sends presses one at a time, the pause apart, adding a waiting one to the count', async () => {
    const { sender, sent } = fakeSender();
    const store = createReactionStore(sender, { storage: () => memoryStorage() });
    store.toggle('m1', 'cheers');
    store.toggle('m1', 'love');
    await flush();
    expect(sent).toHaveLength(1);
    expect(store.view('m1').kinds.love).toEqual({ pressed: true, adjust: 1 });
    sent[0]?.settle(true);
    await flush(SEND_GAP_MS - 1);
    expect(sent).toHaveLength(1);
    await flush(1);
    expect(sent.map(({ kind }) => kind)).toEqual(['cheers', 'love']);
  });

  it('sends nothing for a press taken back before its turn', async () => {
    const { sender, sent } = fakeSender();
    const store = createReactionStore(sender, { storage: () => memoryStorage() });
    store.toggle('m1', 'cheers');
    store.toggle('m1', 'haha');
    store.toggle('m1', 'haha');
    expect(store.view('m1').kinds.haha).toEqual({ pressed: false, adjust: 0 });
    await flush();
    sent[0]?.settle(true);
    await flush(SEND_GAP_MS * 3);
    expect(sent.map(({ kind }) => kind)).toEqual(['cheers']);
  });

  it('takes a reaction back as one more change', async () => {
    const { sender, sent } = fakeSender();
    const storage = memoryStorage({ [OWN_REACTIONS_KEY]: '["m1/party"]' });
    const store = createReactionStore(sender, { storage: () => storage });
    store.toggle('m1', 'love');
    store.toggle('m1', 'party');
    // Waiting behind the love: taken off the count shown until it is sent.
    expect(store.view('m1').kinds.party).toEqual({ pressed: false, adjust: -1 });
    sent[0]?.settle(true);
    await flush(SEND_GAP_MS);
    expect(sent).toMatchObject([
      { kind: 'love', on: true },
      { kind: 'party', on: false },
    ]);
    sent[1]?.settle(true);
    await flush();
    expect(storage.getItem(OWN_REACTIONS_KEY)).toBe('["m1/love"]');
  });

  it('after a refused duplicate (storage cleared), shows the reaction the server holds as pressed', async () => {
    const { sender, sent } = fakeSender({ reacted: true, refusal: null });
    const store = createReactionStore(sender, { storage: () => memoryStorage() });
    store.toggle('m1', 'love');
    await flush();
    sent[0]?.settle(false);
    await flush();
    expect(sender.ask).toHaveBeenCalledWith('m1', 'love');
    expect(store.view('m1')).toEqual({
      kinds: expect.objectContaining({ love: { pressed: true, adjust: 0 } }) as unknown,
      refusal: null,
    });
  });

  it('undoes a press refused at the cap, and says why', async () => {
    const { sender, sent } = fakeSender({ reacted: false, refusal: 'cap' });
    const store = createReactionStore(sender, { storage: () => memoryStorage() });
    store.toggle('m1', 'cheers');
    await flush();
    sent[0]?.settle(false);
    await flush();
    expect(store.view('m1').kinds.cheers).toEqual({ pressed: false, adjust: 0 });
    expect(store.view('m1').refusal).toBe('cap');
    expect(store.view('m2').refusal).toBeNull();
  });

  it('undoes a press that could not be sent or checked (offline at the first sign-in)', async () => {
    const { sender, sent } = fakeSender();
    sender.ask = () => Promise.reject(new Error('auth/network-request-failed'));
    const store = createReactionStore(sender, { storage: () => memoryStorage() });
    store.toggle('m1', 'party');
    await flush();
    sent[0]?.settle(false);
    await flush();
    expect(store.view('m1').kinds.party.pressed).toBe(false);
    expect(store.view('m1').refusal).toBe('failed');
  });

  it('gives the same view object while nothing about the card changed', () => {
    const store = createReactionStore(fakeSender().sender, { storage: () => memoryStorage() });
    expect(store.view('m1')).toBe(store.view('m1'));
  });
});
