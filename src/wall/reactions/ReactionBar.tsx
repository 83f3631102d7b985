import { useCallback, useSyncExternalStore } from 'react';
import { reactionStore } from '../../data/posting/reactions';
import { REACTION_KINDS } from '../../data/schema/schema';
import type { ReactionCounts } from '../../data/schema/types';
import { REACTION_WORDS } from '../../data/schema/reactionWords';
import { REFUSAL_TEXT } from './reactionTexts';

export interface ReactionBarProps {
  messageId: string;
  /** The stored counts, as the wall's live page reads them with the message. */
  counts?: ReactionCounts;
}

/**
 * The four reactions under a card: a toggle button each (aria-pressed), named by its word and
 * its count ("Cheers, 3"). The count is the stored one, live, with this guest's press added
 * while it waits for its turn to be sent; what this guest pressed comes from their device.
 */
export function ReactionBar({ messageId, counts }: ReactionBarProps) {
  const read = useCallback(() => reactionStore.view(messageId), [messageId]);
  const view = useSyncExternalStore(reactionStore.subscribe, read, read);
  return (
    <div className="wall-reactions">
      <div className="wall-reaction-row">
        {REACTION_KINDS.map((kind) => {
          const { pressed, adjust } = view.kinds[kind];
          const count = Math.max(0, (counts?.[kind] ?? 0) + adjust);
          return (
            <button
              key={kind}
              type="button"
              className="wall-reaction"
              data-kind={kind}
              aria-pressed={pressed}
              aria-label={`${REACTION_WORDS[kind]}, ${count}`}
              title={REACTION_WORDS[kind]}
              onClick={() => reactionStore.toggle(messageId, kind)}
            >
              {/* A 0 is said (the label), not shown: a row of noughts on every card is noise,
                  and as hidden text it ran on into the card's words when copied or searched. */}
              {count > 0 ? <span className="wall-reaction-count">{count}</span> : null}
            </button>
          );
        })}
      </div>
      {/* Only while there is something to say: an alert inserted is announced. */}
      {view.refusal ? (
        <p className="wall-reaction-note" role="alert">
          {REFUSAL_TEXT[view.refusal]}
        </p>
      ) : null}
    </div>
  );
}
