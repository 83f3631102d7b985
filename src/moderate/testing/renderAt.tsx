import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../testing/render';
import { useRemovedMessages, useWallMessages } from '../../data/moderation/deskLists';
import { useModeratorCheck } from '../../data/moderation/moderatorCheck';
import { useWholeWall } from '../../data/moderation/wholeWall';
import { useSession } from '../../data/moderation/organizerSignIn';
import type {
  LiveList,
  ModeratorCheck,
  RemovedMessage,
  Session,
  DeskMessage,
} from '../../data/moderation/moderationTypes';
import { deskMessage, removedMessage } from '../../../tests/support/stored';
import ModerateRoute from '../ModerateRoute';

// The /moderate tests' shared setup. Every door the desk uses is replaced at its seam here,
// so neither SDK is loaded; a test file imports this module before anything it replaces.
vi.mock('../../data/moderation/organizerSignIn', () => ({
  useSession: vi.fn(),
  signIn: vi.fn(),
  signOut: vi.fn(),
  SignInError: class SignInError extends Error {},
}));
vi.mock('../../data/moderation/approval', () => ({
  approveMessages: vi.fn(),
  declineMessages: vi.fn(),
}));
vi.mock('../../data/moderation/deskWallSettings', () => ({
  useDeskWallSettings: () => ({
    status: 'ready',
    settings: { approvalRequired: false, sealedUntil: null, heldWords: [], heldPattern: '' },
  }),
  writeWallSettings: vi.fn(),
}));
vi.mock('../../data/moderation/photoStorage', () => ({
  usePhotoStorage: () => ({ status: 'ready', storage: { photos: 3, bytes: 600_000, unsized: 0 } }),
  readPhotoStorage: vi.fn(),
  deleteForGood: vi.fn(),
}));
vi.mock('../../data/moderation/moderatorCheck', () => ({
  useAppCheckReady: vi.fn(),
  useModeratorCheck: vi.fn(),
}));
vi.mock('../../data/moderation/deskLists', () => ({
  usePendingMessages: () => ({ status: 'live', items: [], hasMore: false, loadMore: vi.fn() }),
  useWallMessages: vi.fn(),
  useRemovedMessages: vi.fn(),
  useDeletedMessages: vi.fn(() => ({
    status: 'live',
    items: [],
    hasMore: false,
    loadMore: vi.fn(),
  })),
}));
vi.mock('../../data/moderation/wholeWall', () => ({
  useWholeWall: vi.fn(),
  readWholeWall: vi.fn(),
}));
vi.mock('../../data/moderation/removeAndRestore', () => ({
  removeMessages: vi.fn(),
  restoreMessages: vi.fn(),
}));

export const ORGANIZER = { email: 'organizer@example.com', name: 'Party Organizer' };
export const at = (minutes: number) => new Date(Date.UTC(2026, 5, 4, 18, minutes));
export const wallMessage = (id: string, authorName: string, content: string, minutes: number) =>
  deskMessage(id, authorName, { content, createdAt: at(minutes) });
export const WALL = [
  wallMessage('m3', 'Spam Bot', 'Buy now', 30),
  wallMessage('m2', 'Priya', 'Karaoke later?', 20),
  wallMessage('m1', 'Spam Bot', 'Free followers', 10),
];
export const REMOVED = removedMessage(wallMessage('r1', 'Troll', 'Something rude', 5), at(40));

export function renderAt(
  path: string,
  session: Session,
  check: ModeratorCheck = 'moderator',
  removed: RemovedMessage[] = [],
  wall: LiveList<DeskMessage> = { status: 'live', items: WALL },
  removedStatus: LiveList<RemovedMessage>['status'] = 'live',
  /** Given: more removed messages than the first page, read by this. */
  loadMoreRemoved?: () => void,
) {
  vi.mocked(useSession).mockReturnValue(session);
  vi.mocked(useModeratorCheck).mockReturnValue(check);
  vi.mocked(useWallMessages).mockReturnValue({ ...wall, hasMore: false, loadMore: vi.fn() });
  // The keepsake reads the whole wall (in pages); here it finds what the list holds.
  vi.mocked(useWholeWall).mockReturnValue(
    wall.status === 'live'
      ? { status: 'live', items: wall.items }
      : wall.status === 'loading'
        ? { status: 'loading', read: 150 }
        : { status: 'offline', error: new Error('unavailable') },
  );
  vi.mocked(useRemovedMessages).mockReturnValue({
    status: removedStatus,
    items: removed,
    hasMore: loadMoreRemoved !== undefined,
    loadMore: loadMoreRemoved ?? vi.fn(),
  });
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/moderate/*" element={<ModerateRoute />} />
      </Routes>
    </MemoryRouter>,
  );
}
export const signedIn: Session = { status: 'signed-in', organizer: ORGANIZER };
