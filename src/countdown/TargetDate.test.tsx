import { render, screen } from '@testing-library/react';
import { TargetDate } from './TargetDate';

describe('TargetDate', () => {
  it('formats the target the way the spec writes it', () => {
    render(<TargetDate target={new Date(2026, 5, 4)} />);
    expect(screen.getByText('Target Date: June 4th, 2026')).toBeInTheDocument();
  });

  it('follows the configured target', () => {
    render(<TargetDate target={new Date(2031, 0, 22)} />);
    expect(screen.getByText('Target Date: January 22nd, 2031')).toBeInTheDocument();
  });
});
