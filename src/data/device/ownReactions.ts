import { listenOnDevice } from './deviceList';
import { REACTION_KINDS, REACTION_PAUSE_MS } from '../schema/schema';
import type { ReactionKind } from '../schema/types';

/**
 * What this guest pressed, on this device: the reactions the server has confirmed, kept in
 * localStorage (like waitingPosts.ts) so a reload shows them pressed without reading anything,
 * and the presses not yet confirmed, in memory. Presses go to the server one at a time,
 * REACTION_PAUSE_MS apart (the rules' pause), and a press changed back before its turn sends
 * nothing. After a refusal the server is asked what it holds (a device whose storage was
 * cleared may press a reaction it already made: the rules refuse the duplicate, and the
 * button shows it pressed).
 *
 * Pure apart from the two functions it is given and the timer, so it is tested without
 * Firestore (ownReactions.test.ts).
 */

/** Why a press was undone: the identity's cap, or anything else (offline, refused). */
export type Refusal = 'cap' | 'failed';

export interface ReactionSender {
  send(messageId: string, kind: ReactionKind, on: boolean): Promise<void>;
  ask(
    messageId: string,
    kind: ReactionKind,
  ): Promise<{ reacted: boolean; refusal: Refusal | null }>;
}

/** One kind on one card: pressed or not, and what to add to the stored count. */
export interface KindView {
  pressed: boolean;
  /**
   * -1, 0 or 1: a press waiting for its turn, which the stored count does not show yet. Once
   * sent, the SDK shows it in the stored count itself (latency compensation).
   */
  adjust: number;
}

export interface CardView {
  kinds: Readonly<Record<ReactionKind, KindView>>;
  /** The last press on this card that had to be undone, and why. */
  refusal: Refusal | null;
}

export const OWN_REACTIONS_KEY = 'birthday-wall.own-reactions';
/** The oldest are dropped past this: a device is not an archive. */
export const OWN_REACTIONS_MAX = 1000;
/** A little over the rules' pause, so the server's clock sees at least the pause. */
export const SEND_GAP_MS = REACTION_PAUSE_MS + 100;

const keyOf = (messageId: string, kind: ReactionKind) => `${messageId}/${kind}`;

function parse(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter((key): key is string => typeof key === 'string')
      : [];
  } catch {
    return [];
  }
}

function defaultStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // blocked: remembered for this page only
  }
}

export interface ReactionStore {
  /** Presses (or un-presses) one kind on one card. */
  toggle(messageId: string, kind: ReactionKind): void;
  /** The card's view; the same object while nothing about the card changed. */
  view(messageId: string): CardView;
  subscribe(listener: () => void): () => void;
  /** Resolves when no press is waiting or in flight (tests). */
  settled(): Promise<void>;
}

export function createReactionStore(
  sender: ReactionSender,
  { storage = defaultStorage, now = () => Date.now() } = {},
): ReactionStore {
  let confirmed = new Set<string>();
  let loadedRaw: string | null | undefined;
  const wanted = new Map<string, boolean>();
  const inFlight = new Map<string, boolean>();
  const refusals = new Map<string, Refusal>();
  const listeners = new Set<() => void>();
  const views = new Map<string, { signature: string; view: CardView }>();
  let lastSentAt = -Infinity;
  let draining: Promise<void> | null = null;

  function load() {
    let raw: string | null = null;
    try {
      raw = storage()?.getItem(OWN_REACTIONS_KEY) ?? null;
    } catch {
      raw = null;
    }
    if (raw !== loadedRaw && raw !== null) confirmed = new Set(parse(raw));
    loadedRaw = raw ?? loadedRaw ?? null;
  }

  function confirm(key: string, on: boolean) {
    load();
    if (on === confirmed.has(key)) return;
    const keys = [...confirmed].filter((k) => k !== key);
    if (on) keys.push(key);
    confirmed = new Set(keys.slice(-OWN_REACTIONS_MAX));
    const raw = JSON.stringify([...confirmed]);
    loadedRaw = raw;
    try {
      storage()?.setItem(OWN_REACTIONS_KEY, raw);
    } catch {
      // Full or blocked: kept in memory for this page.
    }
  }

  function emit() {
    for (const listener of listeners) listener();
  }

  const isPressed = (key: string) => wanted.get(key) ?? confirmed.has(key);
  const basis = (key: string) => inFlight.get(key) ?? confirmed.has(key);

  function nextChange(): string | undefined {
    for (const [key, on] of wanted) {
      if (on !== basis(key) && !inFlight.has(key)) return key;
      if (!inFlight.has(key) && on === confirmed.has(key)) wanted.delete(key);
    }
    return undefined;
  }

  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  async function drain() {
    for (let key = nextChange(); key !== undefined; key = nextChange()) {
      const gap = lastSentAt + SEND_GAP_MS - now();
      if (gap > 0) {
        await wait(gap);
        continue; // the press may have changed back meanwhile
      }
      const on = wanted.get(key) ?? false;
      const [messageId = '', kind] = splitKey(key);
      if (!kind) {
        wanted.delete(key);
        continue;
      }
      inFlight.set(key, on);
      refusals.delete(messageId);
      emit();
      try {
        await sender.send(messageId, kind, on);
        confirm(key, on);
      } catch (error) {
        console.warn(`Reaction ${key} was not taken`, error);
        try {
          const held = await sender.ask(messageId, kind);
          confirm(key, held.reacted);
          if (held.reacted !== on) refusals.set(messageId, held.refusal ?? 'failed');
        } catch {
          refusals.set(messageId, 'failed');
        }
        // Undone: the button shows what the server holds.
        if (wanted.get(key) === on) wanted.delete(key);
      } finally {
        inFlight.delete(key);
        lastSentAt = now();
        emit();
      }
    }
  }

  function splitKey(key: string): [string, ReactionKind | undefined] {
    const at = key.lastIndexOf('/');
    const kind = key.slice(at + 1);
    return [
      key.slice(0, at),
      (REACTION_KINDS as readonly string[]).includes(kind) ? (kind as ReactionKind) : undefined,
    ];
  }

  function run() {
    draining ??= drain().finally(() => {
      draining = null;
      // A press that came in as the loop ended.
      if (nextChange() !== undefined) run();
    });
  }

  return {
    toggle(messageId, kind) {
      load();
      const key = keyOf(messageId, kind);
      wanted.set(key, !isPressed(key));
      refusals.delete(messageId);
      emit();
      run();
    },
    view(messageId) {
      load();
      const kinds = {} as Record<ReactionKind, KindView>;
      let signature = '';
      for (const kind of REACTION_KINDS) {
        const key = keyOf(messageId, kind);
        const pressed = isPressed(key);
        const adjust = Number(pressed) - Number(basis(key));
        kinds[kind] = { pressed, adjust };
        signature += `${pressed ? 1 : 0}${adjust},`;
      }
      const refusal = refusals.get(messageId) ?? null;
      signature += refusal ?? '';
      const cached = views.get(messageId);
      if (cached?.signature === signature) return cached.view;
      const view = { kinds, refusal };
      views.set(messageId, { signature, view });
      return view;
    },
    subscribe: (listener) => listenOnDevice(listeners, OWN_REACTIONS_KEY, listener),
    async settled() {
      while (draining) await draining;
    },
  };
}
