import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageForm } from '../MessageForm';
import { NoticeProvider } from '../NoticeProvider';
import { sendPost } from '../../../data/posting/sendPost';

// The form's tests' shared setup, imported by each before anything it replaces. The data
// module is replaced at its seams (the guest signs in as 'guest-uid'); the SDK is never loaded.
vi.mock('../../../data/reading/liveMessages', () => ({ useMessages: vi.fn() }));
vi.mock('../../../data/posting/sendPost', () => ({ sendPost: vi.fn() }));
vi.mock('../../../data/posting/identity', () => ({
  readyToPost: vi.fn(() => Promise.resolve('guest-uid')),
}));

/** The posting seam, as the mock above makes it. */
export const post = vi.mocked(sendPost);

/** That the form sent this name and message (and nothing else), as the guest it signed in. */
export function expectSent(authorName: string, content: string): void {
  expect(post).toHaveBeenCalledWith({ authorName, content }, expect.anything(), 'guest-uid');
}

/** In each test of the block that calls this: no post sent yet, no pause between posts
 * (the pause is kept in localStorage). */
export function formInEachTest(): void {
  beforeEach(() => {
    post.mockReset();
    localStorage.clear();
  });
}

/** The form with its notices, typed into through user-event as a visitor does. */
export function renderForm() {
  const user = userEvent.setup({ delay: null });
  render(
    <NoticeProvider>
      <MessageForm personName="Jake" />
    </NoticeProvider>,
  );
  const name = screen.getByLabelText('Name');
  const message = screen.getByLabelText('Message');
  const button = screen.getByRole('button', { name: 'Post Message' });
  /** Clicks into `field` and pastes `text`, as a visitor does. */
  const paste = async (field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  /** Types the visitor's name and message. */
  const fill = async (who: string, text: string) => {
    await user.type(name, who);
    await user.type(message, text);
  };
  return { user, name, message, button, paste, fill };
}
