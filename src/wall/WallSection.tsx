import { EmptyWall } from './feed/EmptyWall';
import { MessageForm } from './form/MessageForm';
import { MessageList } from './feed/MessageList';
import { useWallSettingsInForce } from '../wallSettings/wallSettingsContext';
import { OwnPosts } from '../wallSettings/OwnPosts';
import { RetryAfterOpening } from '../wallSettings/RetryAfterOpening';
import { SealedNotice } from '../wallSettings/SealedNotice';
import { WallOpened } from '../wallSettings/WallOpened';
import { WallFrame } from './WallFrame';

export interface WallSectionProps {
  personName: string;
}

/**
 * The form above the list; a list that fails to load falls back to the empty state alone.
 * The wall's hook throws a Firestore error (permission denied, unavailable) instead of
 * returning status 'error': the boundary keeps that failure inside the list, logged, so
 * the loading ends and the rest of the page, the form included, stays usable.
 *
 * The wall settings (all off without WallSettingsProvider): the visitor's own posts
 * the wall cannot show yet sit under the form; a sealed wall shows when it opens instead of
 * the list. The list listens to its first page at once, beside settings/wall (one round
 * trip, not two), but shows its placeholder cards until settings/wall has answered: a sealed
 * wall refuses the list, and that refusal is nothing wrong to show; once settings/wall says
 * the wall is sealed, the notice replaces the list, and the list listens afresh, on a fresh
 * connection, when the wall opens.
 */
export function WallSection({ personName }: WallSectionProps) {
  const { status, settings, sealed, opened, ownPosts } = useWallSettingsInForce();
  const shown = sealed ? ownPosts : ownPosts.filter((post) => post.held);
  return (
    <WallFrame personName={personName}>
      <MessageForm personName={personName} />
      <OwnPosts posts={shown} />
      {opened ? <WallOpened /> : null}
      {sealed && settings.sealedUntil ? (
        <SealedNotice personName={personName} opensAt={settings.sealedUntil} />
      ) : (
        <RetryAfterOpening
          retry={opened}
          message="The message wall could not load its messages."
          fallback={<EmptyWall personName={personName} />}
        >
          {(attempt) => (
            <MessageList
              personName={personName}
              attempt={attempt}
              settingsPending={status === 'loading'}
            />
          )}
        </RetryAfterOpening>
      )}
    </WallFrame>
  );
}
