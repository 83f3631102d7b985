// First: it replaces the desk's doors before anything below loads them.
import { renderAt, signedIn } from './testing/renderAt';
import { use } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppCheckReady, useModeratorCheck } from '../data/moderation/moderatorCheck';
import { signIn, signOut } from '../data/moderation/organizerSignIn';

describe('/moderate, before the desk: who is signed in, and may they moderate', () => {
  it('says it is checking while Auth reads the saved session', () => {
    renderAt('/moderate', { status: 'starting' });
    expect(screen.getByRole('status')).toHaveTextContent("Checking whether you're signed in…");
  });

  it('offers Google sign-in when signed out, and nothing else', async () => {
    renderAt('/moderate', { status: 'signed-out' });
    expect(screen.getByRole('heading', { name: 'Sign in to moderate' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(signIn).toHaveBeenCalledWith({ redirect: false });
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('offers sign-in in this tab when the popup failed', async () => {
    vi.mocked(signIn).mockRejectedValueOnce(new Error('blocked'));
    renderAt('/moderate', { status: 'signed-out' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in in this tab' }));
    expect(signIn).toHaveBeenLastCalledWith({ redirect: true });
  });

  it('says it is checking whether the account may moderate', () => {
    renderAt('/moderate', signedIn, 'checking');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Checking whether you can moderate this wall…',
    );
    expect(useModeratorCheck).toHaveBeenCalledWith('organizer@example.com');
  });

  it('tells a non-moderator who they are, why not, how to become one, and nothing more', async () => {
    renderAt('/moderate', signedIn, 'not-moderator');
    expect(screen.getByText('Party Organizer')).toBeVisible();
    expect(screen.getByText(/This account is not a moderator of this wall/)).toBeVisible();
    expect(screen.getByText(/adds a document to the moderators collection/)).toBeVisible();
    expect(screen.getAllByText('organizer@example.com', { exact: false }).length).toBeGreaterThan(
      0,
    );
    expect(screen.queryByText('Karaoke later?')).toBeNull();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalled();
  });

  it('says so when the check cannot reach the database', () => {
    renderAt('/moderate', signedIn, 'offline');
    expect(screen.getByRole('heading', { name: "Can't check right now" })).toBeVisible();
    expect(screen.getByText(/the wall's database can't be reached/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(screen.queryByText('Karaoke later?')).toBeNull();
  });

  it('waits for App Check before asking whether the account may moderate', async () => {
    let ready: () => void = () => undefined;
    const appCheck = new Promise<void>((resolve) => {
      ready = resolve;
    });
    vi.mocked(useAppCheckReady).mockImplementation(() => use(appCheck));
    vi.mocked(useModeratorCheck).mockClear();
    try {
      // Rendered inside an async act, so React retries the suspended gate once it settles.
      await act(async () => {
        renderAt('/moderate', signedIn);
      });
      expect(screen.getByRole('status')).toHaveTextContent(
        'Checking whether you can moderate this wall…',
      );
      expect(useModeratorCheck).not.toHaveBeenCalled();
      await act(async () => {
        ready();
        await appCheck;
      });
      expect(await screen.findByRole('heading', { name: 'On the wall: 3 messages' })).toBeVisible();
      expect(useModeratorCheck).toHaveBeenCalledWith('organizer@example.com');
    } finally {
      vi.mocked(useAppCheckReady).mockReset();
    }
  });
});
