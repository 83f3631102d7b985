// First: it replaces the desk's doors before anything below loads them.
import { renderAt, signedIn, WALL, wallMessage } from './testing/renderAt';
import { screen, within } from '@testing-library/react';

describe('/moderate/keepsake', () => {
  it('prints a keepsake of every message, one card each', () => {
    renderAt('/moderate/keepsake', signedIn);
    expect(screen.getByRole('heading', { name: 'Messages for Jake' })).toBeVisible();
    const cards = within(screen.getByRole('list', { name: 'Keepsake messages' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(3);
    expect(cards[1]).toHaveTextContent('Karaoke later?');
    expect(cards[1]).toHaveTextContent('Priya');
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  });

  it("prints each message's reactions in the keepsake, the word and the count, none where it has none", () => {
    const cheered = {
      ...wallMessage('m4', 'Ada', 'Happy 21st!', 35),
      reactions: { cheers: 3, love: 0, haha: 0, party: 1200 },
    };
    renderAt('/moderate/keepsake', signedIn, 'moderator', [], {
      status: 'live',
      items: [cheered, ...WALL],
    });
    // One list of reactions on the whole keepsake: the messages with none print none.
    const reactions = screen.getByRole('list', { name: 'Reactions' });
    expect(reactions.closest('li')).toHaveTextContent('Happy 21st!');
    expect(
      within(reactions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cheers 3', 'Party 1,200']);
  });

  it('keeps the keepsake from printing until the whole wall is read, saying how far it is', () => {
    renderAt('/moderate/keepsake', signedIn, 'moderator', [], { status: 'loading', items: [] });
    expect(screen.getByRole('status')).toHaveTextContent('Reading the wall: 150 messages so far…');
    expect(screen.getByRole('progressbar', { name: 'Reading the wall' })).toBeVisible();
    expect(screen.queryByText(/from the wall/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print or save as PDF' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to moderating' })).toBeVisible();
  });

  it('says so when the keepsake could not read the wall, and offers no print', () => {
    renderAt('/moderate/keepsake', signedIn, 'moderator', [], { status: 'offline', items: WALL });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The wall could not be read for the keepsake. Check the connection and reload the page.',
    );
    expect(screen.queryByRole('list', { name: 'Keepsake messages' })).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Print or save as PDF' })).toBeNull();
  });
});
