import { render, screen } from '@testing-library/react';
import { AppCheckLine } from './AppCheckLine';

describe('AppCheckLine', () => {
  it('says a build with a site key has App Check, and where to enforce it', () => {
    render(<AppCheckLine appCheck="on" />);
    expect(screen.getByText(/App Check is on in this build/)).toHaveTextContent(
      /Enforce it for Firestore and Authentication/,
    );
  });

  it('says a build made with VITE_APPCHECK=off is open to scripts, and how to close it', () => {
    render(<AppCheckLine appCheck="off" />);
    expect(screen.getByText(/App Check is off in this build/)).toHaveTextContent(
      /Set VITE_APPCHECK_SITE_KEY and deploy again/,
    );
  });

  it('says demo mode needs none', () => {
    render(<AppCheckLine appCheck="demo" />);
    expect(screen.getByText(/not used in demo mode/)).toBeInTheDocument();
  });
});
