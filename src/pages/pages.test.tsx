import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link as RouterLink, MemoryRouter, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorBoundary } from './ErrorPage';

function Home() {
  return <h1>Home sweet home</h1>;
}

function Boom(): never {
  throw new Error('kaboom');
}

/** The app's routing (src/app/AppRoutes.tsx) around stand-in pages. */
function TestRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="/broken" element={<Boom />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RouteErrorBoundary>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <TestRoutes />
    </MemoryRouter>,
  );
}

describe('NotFoundPage', () => {
  it('shows the spec texts and logs the missing path', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no/such/page',
    );
  });

  it('returns home without reloading the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/nope');
    await userEvent.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(await screen.findByRole('heading', { name: 'Home sweet home' })).toBeInTheDocument();
  });
});

describe('ErrorPage', () => {
  it('catches a render error with the router fallback heading', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken');
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('kaboom')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });
});

describe('RouteErrorBoundary', () => {
  it('clears the error page when the visitor goes to another path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Escape() {
      return <RouterLink to="/">Escape</RouterLink>;
    }
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Escape />
        <TestRoutes />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Escape' }));
    expect(await screen.findByRole('heading', { name: 'Home sweet home' })).toBeInTheDocument();
  });
});
