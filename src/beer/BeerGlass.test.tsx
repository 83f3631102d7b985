import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { BeerGlass } from './BeerGlass';

function liquidFill() {
  return screen.getByTestId('beer-liquid').getAttribute('data-fill');
}

/** The foam and the bubbles a visitor sees in the named glass (hidden ones are drawn too). */
function shown(glassName: string) {
  const glass = within(screen.getByRole('img', { name: glassName }));
  const visible = (element: Element) => element.getAttribute('visibility') !== 'hidden';
  return {
    foam: visible(glass.getByTestId('beer-foam')),
    bubbles: glass.getAllByTestId('beer-bubble').filter(visible).length,
  };
}

describe('BeerGlass', () => {
  it('is a full glass with foam and six bubbles at level 100', () => {
    renderWithProviders(<BeerGlass level={100} />);
    expect(shown('100% of the wait remains')).toEqual({ foam: true, bubbles: 6 });
    expect(liquidFill()).toBe('80.00');
  });

  it('has bubbles but no foam at level 10', () => {
    renderWithProviders(<BeerGlass level={10} />);
    expect(shown('10% of the wait remains')).toEqual({ foam: false, bubbles: 6 });
    expect(liquidFill()).toBe('8.00');
  });

  it('grows foam just above 10', () => {
    renderWithProviders(<BeerGlass level={10.01} />);
    expect(shown('10% of the wait remains')).toEqual({ foam: true, bubbles: 6 });
  });

  it('keeps a 5% puddle with no foam or bubbles at level 0', () => {
    renderWithProviders(<BeerGlass level={0} />);
    expect(shown('The wait is over: the glass is empty')).toEqual({ foam: false, bubbles: 0 });
    expect(liquidFill()).toBe('5.00');
  });

  it('rests with neither foam nor bubbles before the level is known, all of them drawn', () => {
    renderWithProviders(<BeerGlass level={null} />);
    const name = 'A pint glass that empties as the birthday nears';
    expect(shown(name)).toEqual({ foam: false, bubbles: 0 });
    // Hidden, not left out: the boot ticker shows them in the prerendered markup, and
    // React hydrates the same nodes.
    expect(within(screen.getByRole('img', { name })).getAllByTestId('beer-bubble')).toHaveLength(6);
  });

  it('shows foam and bubbles once the level arrives', () => {
    const { rerender } = renderWithProviders(<BeerGlass level={null} />);
    rerender(<BeerGlass level={60} />);
    expect(shown('60% of the wait remains')).toEqual({ foam: true, bubbles: 6 });
  });
});
