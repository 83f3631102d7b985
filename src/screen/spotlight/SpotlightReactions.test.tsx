import { render, screen, within } from '@testing-library/react';
import type { ReactionCounts } from '../../data/schema/types';
import { SpotlightReactions } from './SpotlightReactions';

/** A message's counts, 0 for every kind not given. */
const tally = (given: Partial<ReactionCounts>): ReactionCounts => ({
  cheers: 0,
  love: 0,
  haha: 0,
  party: 0,
  ...given,
});

/** Each shown reaction as a listener hears it: its word and its count. */
function shown(): string[] {
  return within(screen.getByRole('list', { name: 'Reactions' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

/** All the CSS emotion wrote into the page, without whitespace, and an element's own class. */
function styleOf(element: Element): { css: string; className: string } {
  const css = [...document.querySelectorAll('style')]
    .map((tag) => tag.textContent)
    .join('')
    .replace(/\s+/g, '');
  const className = [...element.classList].find((name) => name.startsWith('css-')) ?? '';
  return { css, className };
}

describe('SpotlightReactions', () => {
  it('shows each reaction the message has, drawn, with its word and count, in the fixed order', () => {
    render(<SpotlightReactions counts={tally({ party: 2, cheers: 1200, love: 0 })} />);
    expect(shown()).toEqual(['Cheers, 1,200', 'Party, 2']);
    // The word is for screen readers; the drawing stands for it on the TV.
    const cheers = screen.getAllByRole('listitem')[0];
    expect(cheers).toBeVisible();
    expect(cheers?.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows nothing for a message with no reactions, or only zeros', () => {
    const { container, rerender } = render(<SpotlightReactions />);
    expect(container).toBeEmptyDOMElement();
    rerender(<SpotlightReactions counts={tally({ cheers: 0, haha: 0 })} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('list', { name: 'Reactions' })).toBeNull();
  });

  it('follows the counts live: a kind appears, grows and goes when taken back to 0', () => {
    const { rerender } = render(<SpotlightReactions counts={tally({ love: 1 })} />);
    expect(shown()).toEqual(['Love, 1']);
    rerender(<SpotlightReactions counts={tally({ love: 2, haha: 1 })} />);
    expect(shown()).toEqual(['Love, 2', 'Haha, 1']);
    rerender(<SpotlightReactions counts={tally({ love: 0, haha: 1 })} />);
    expect(shown()).toEqual(['Haha, 1']);
  });

  it('pulses only a count that grows while shown, and never under reduced motion', () => {
    const { container, rerender } = render(
      <SpotlightReactions counts={tally({ cheers: 3, love: 1 })} />,
    );
    // The counts it came with do not pulse.
    expect(container.querySelectorAll('[data-new]')).toHaveLength(0);
    rerender(<SpotlightReactions counts={tally({ cheers: 4, love: 1 })} />);
    const grown = container.querySelectorAll('[data-new]');
    expect([...grown].map((item) => item.getAttribute('data-kind'))).toEqual(['cheers']);
    const glyph = grown[0]?.firstElementChild;
    expect(glyph).not.toBeNull();
    const { css, className } = styleOf(glyph as Element);
    expect(className).not.toBe('');
    expect(css).toContain(`.${className}{`);
    expect(css).toMatch(
      new RegExp(`\\.${className}\\{[^}]*animation:animation-[\\w-]+700msease-out`),
    );
    // The same element's animation is switched off where the viewer asks for less motion.
    expect(css).toContain(
      `@media(prefers-reduced-motion:reduce){.${className}{-webkit-animation:none;animation:none;}}`,
    );
    // A count going down is no news.
    rerender(<SpotlightReactions counts={tally({ cheers: 4, love: 0 })} />);
    expect(
      [...container.querySelectorAll('[data-new]')].map((item) => item.getAttribute('data-kind')),
    ).toEqual(['cheers']);
  });
});
