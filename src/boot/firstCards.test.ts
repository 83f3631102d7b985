// @vitest-environment jsdom
import type { FirstCard } from '../data/reading/firstPage';
import { FIRST_CARDS_ATTRIBUTE, drawFirstCards } from './firstCards';

const card = (id: string, content: string): FirstCard => ({
  id,
  authorName: 'Ava',
  content,
  createdAt: new Date('2026-06-01T10:00:00Z'),
  edited: false,
  reactions: { party: 2 },
});
const NOW = new Date('2026-06-01T12:00:00Z').getTime();
const layer = () => document.querySelector('.first-cards');

/** The page as the prerender leaves it: the wall's placeholder with its loading cards. */
function placeholderPage() {
  document.body.innerHTML =
    '<div id="root"><div data-wall-placeholder><div role="status"><div aria-hidden="true" data-message-skeletons></div></div></div></div>';
  // jsdom lays nothing out: every element reports one box, as a drawn one would.
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
}

describe('the first cards', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    document.documentElement.removeAttribute(FIRST_CARDS_ATTRIBUTE);
  });

  it('shows the first messages, worded as the live cards word them, out of the way of assistive technology', () => {
    placeholderPage();
    expect(drawFirstCards(document, [card('m1', 'Cheers!'), card('m2', 'Happy 21st')], NOW)).toBe(
      true,
    );
    expect(layer()?.getAttribute('aria-hidden')).toBe('true');
    expect(
      [...document.querySelectorAll('.first-cards article .fc-text')].map((p) => p.textContent),
    ).toEqual(['Cheers!', 'Happy 21st']);
    expect(document.querySelector('.first-cards time')?.textContent).toBe('about 2 hours ago');
    expect(document.querySelector('.first-cards [data-kind="party"]')?.textContent).toBe('2');
    expect(document.documentElement.hasAttribute(FIRST_CARDS_ATTRIBUTE)).toBe(true);
  });

  it('goes in the same frame as the live list replaces the loading cards', async () => {
    placeholderPage();
    drawFirstCards(document, [card('m1', 'Cheers!')], NOW);
    document.querySelector('[data-message-skeletons]')?.remove();
    await Promise.resolve();
    expect(layer()).toBeNull();
    expect(document.documentElement.hasAttribute(FIRST_CARDS_ATTRIBUTE)).toBe(false);
  });

  it('draws nothing when the live list was first, or when there is no message', () => {
    placeholderPage();
    expect(drawFirstCards(document, [], NOW)).toBe(false);
    document.querySelector('[data-message-skeletons]')?.remove();
    expect(drawFirstCards(document, [card('m1', 'Cheers!')], NOW)).toBe(false);
    expect(layer()).toBeNull();
  });
});
