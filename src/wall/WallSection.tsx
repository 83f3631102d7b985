import { EmptyWall } from './EmptyWall';
import { MessageForm } from './MessageForm';
import { MessageList } from './MessageList';
import { WallErrorBoundary } from './WallErrorBoundary';
import { WallFrame } from './WallFrame';

export interface WallSectionProps {
  personName: string;
}

/** The form above the list; a list that fails to load falls back to the empty state alone. */
export function WallSection({ personName }: WallSectionProps) {
  return (
    <WallFrame personName={personName}>
      <MessageForm personName={personName} />
      <WallErrorBoundary fallback={<EmptyWall personName={personName} />}>
        <MessageList personName={personName} />
      </WallErrorBoundary>
    </WallFrame>
  );
}
