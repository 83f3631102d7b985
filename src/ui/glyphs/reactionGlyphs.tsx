import { REACTION_ART } from './reactionArt';

/**
 * A reaction's drawing (🍻 ❤️ 😂 🎉), by its kind (REACTION_KINDS in src/data/schema/schema.ts),
 * 1em square by default, decorative: its word goes beside it (src/data/schema/reactionWords.ts).
 */
export function ReactionGlyph({
  kind,
  size = '1em',
}: {
  kind: keyof typeof REACTION_ART;
  size?: string;
}) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        verticalAlign: '-0.125em',
        background: `${REACTION_ART[kind]} center / contain no-repeat`,
      }}
    />
  );
}
