import { ConnectionStatus } from '../ui/ConnectionStatus';
import { tvSize } from './tvSize';

export interface ScreenConnectionNoteProps {
  offline: boolean;
}

/**
 * A quiet line in the corner while the screen cannot hear the backend: the messages stay
 * as they are, and the note goes by itself once the live query is back
 * (src/ui/ConnectionStatus.tsx).
 */
export function ScreenConnectionNote({ offline }: ScreenConnectionNoteProps) {
  return (
    <ConnectionStatus
      note={offline ? 'Reconnecting… new messages will appear when the connection is back.' : null}
      look={{
        alignItems: 'center',
        gap: tvSize(0.8),
        px: tvSize(1.4),
        py: tvSize(0.6),
        borderRadius: 999,
        fontSize: tvSize(1.8),
        color: 'text.secondary',
        bgcolor: 'rgba(110,195,255,0.1)',
        border: '1px solid rgba(110,195,255,0.35)',
      }}
    />
  );
}
