import { ErrorBoundary } from '../ui/ErrorBoundary';
import { EmptyWall } from './feed/EmptyWall';
import { MessageForm } from './form/MessageForm';
import { MessageList } from './feed/MessageList';
import { WallFrame } from './WallFrame';

export interface WallSectionProps {
  personName: string;
}

/**
 * The form above the list; a list that fails to load falls back to the empty state alone.
 * reactfire throws a Firestore error (permission denied, unavailable) from the hook instead
 * of returning status 'error': the boundary keeps that failure inside the list, logged, so
 * the loading ends and the rest of the page, the form included, stays usable.
 */
export function WallSection({ personName }: WallSectionProps) {
  return (
    <WallFrame personName={personName}>
      <MessageForm personName={personName} />
      <ErrorBoundary
        message="The message wall could not load its messages."
        fallback={() => <EmptyWall personName={personName} />}
      >
        <MessageList personName={personName} />
      </ErrorBoundary>
    </WallFrame>
  );
}
