import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { TipCard } from './TipCard';

describe('TipCard', () => {
  it('offers the payment link in a new tab without leaking the opener', () => {
    renderWithProviders(<TipCard paymentUrl="https://pay.example.com/jake" personName="Jake" />);
    expect(screen.getByRole('heading', { name: 'Buy Him His First Beer!' })).toBeInTheDocument();
    const link = screen.getByRole('link', {
      name: /chip in for the first round\s*\(opens in a new tab\)/i,
    });
    expect(link).toHaveAttribute('href', 'https://pay.example.com/jake');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Opens pay.example.com in a new tab.')).toBeInTheDocument();
  });
});
