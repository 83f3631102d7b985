import { useState } from 'react';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { REACTION_KINDS } from '../../data/schema/schema';
import type { ReactionCounts, ReactionKind } from '../../data/schema/types';
import { REDUCED_MOTION } from '../../ui/motion/cssAnimation';
import { REACTION_WORDS } from '../../data/schema/reactionWords';
import { ReactionGlyph } from '../../ui/glyphs/reactionGlyphs';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { tvSize } from '../tvSize';
import { PLAIN_LIST } from '../../ui/cards';

const pulse = keyframes`
  0% { transform: scale(1); }
  30% { transform: scale(1.45); }
  100% { transform: scale(1); }
`;

type Grown = Partial<Record<ReactionKind, number>>;

const countOf = (counts: ReactionCounts | undefined, kind: ReactionKind) => counts?.[kind] ?? 0;

/**
 * The spotlight's reactions: each kind the message has, drawn, with its count, live. A count
 * that goes up while the message is shown pulses once (not under prefers-reduced-motion);
 * the counts it came with do not.
 */
export function SpotlightReactions({ counts }: { counts?: ReactionCounts }) {
  // The counts last seen, and the count at which each kind last grew: a pulse restarts (its
  // element is keyed by the count) each time a kind grows, and only then.
  const [seen, setSeen] = useState(counts);
  const [grown, setGrown] = useState<Grown>({});
  if (seen !== counts) {
    const next: Grown = { ...grown };
    for (const kind of REACTION_KINDS) {
      if (countOf(counts, kind) > countOf(seen, kind)) next[kind] = countOf(counts, kind);
    }
    setSeen(counts);
    setGrown(next);
  }
  const given = REACTION_KINDS.filter((kind) => countOf(counts, kind) > 0);
  if (given.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Reactions"
      sx={{
        ...PLAIN_LIST,
        mt: tvSize(1.5),
        display: 'flex',
        flexWrap: 'wrap',
        gap: tvSize(1.2),
      }}
    >
      {given.map((kind) => {
        const count = countOf(counts, kind);
        const isNew = grown[kind] === count;
        return (
          <Box
            component="li"
            key={kind}
            data-kind={kind}
            data-new={isNew ? '' : undefined}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: tvSize(0.8),
              px: tvSize(1.4),
              py: tvSize(0.6),
              borderRadius: 999,
              fontSize: tvSize(2.4),
              fontWeight: 700,
              bgcolor: 'rgba(255,255,255,0.08)',
              border: '1px solid rgba(255,255,255,0.16)',
            }}
          >
            <Box
              component="span"
              key={isNew ? count : 'still'}
              sx={{
                display: 'inline-flex',
                ...(isNew && {
                  animation: `${pulse} 700ms ease-out`,
                  [REDUCED_MOTION]: { animation: 'none' },
                }),
              }}
            >
              <ReactionGlyph kind={kind} />
            </Box>
            <Box component="span" sx={visuallyHidden}>{`${REACTION_WORDS[kind]}, `}</Box>
            {count.toLocaleString('en-US')}
          </Box>
        );
      })}
    </Box>
  );
}
