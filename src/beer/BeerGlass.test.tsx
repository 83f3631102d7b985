import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { BeerGlass } from './BeerGlass';

function liquidFill() {
  return screen.getByTestId('beer-liquid').getAttribute('data-fill');
}

describe('BeerGlass', () => {
  it('is a full glass with foam and six bubbles at level 100', () => {
    renderWithProviders(<BeerGlass level={100} />);
    expect(screen.getByRole('img', { name: '100% of the wait remains' })).toBeInTheDocument();
    expect(liquidFill()).toBe('80.00');
    expect(screen.getByTestId('beer-foam')).toBeInTheDocument();
    expect(screen.getAllByTestId('beer-bubble')).toHaveLength(6);
  });

  it('has bubbles but no foam at level 10', () => {
    renderWithProviders(<BeerGlass level={10} />);
    expect(liquidFill()).toBe('8.00');
    expect(screen.queryByTestId('beer-foam')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('beer-bubble')).toHaveLength(6);
  });

  it('grows foam just above 10', () => {
    renderWithProviders(<BeerGlass level={10.01} />);
    expect(screen.getByTestId('beer-foam')).toBeInTheDocument();
  });

  it('keeps a 5% puddle with no foam or bubbles at level 0', () => {
    renderWithProviders(<BeerGlass level={0} />);
    expect(
      screen.getByRole('img', { name: 'The wait is over: the glass is empty' }),
    ).toBeInTheDocument();
    expect(liquidFill()).toBe('5.00');
    expect(screen.queryByTestId('beer-foam')).not.toBeInTheDocument();
    expect(screen.queryAllByTestId('beer-bubble')).toHaveLength(0);
  });
});
