import { ConnectionStatus } from '../../ui/ConnectionStatus';

export interface ConnectionNoteProps {
  offline: boolean;
}

/** The wall's line while it cannot hear the backend (src/ui/ConnectionStatus.tsx). */
export function ConnectionNote({ offline }: ConnectionNoteProps) {
  return (
    <ConnectionStatus
      note={
        offline ? (
          <>
            You&apos;re offline. Showing the messages loaded so far; new ones will appear, and yours
            will be sent, when you&apos;re back.
          </>
        ) : null
      }
      look={{
        gap: 1.25,
        mb: 2,
        px: 2,
        py: 1.25,
        borderRadius: '14px',
        color: 'text.primary',
        bgcolor: 'rgba(110,195,255,0.1)',
        border: '1px solid rgba(110,195,255,0.4)',
        fontSize: '0.95rem',
      }}
    />
  );
}
