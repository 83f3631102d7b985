import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';
import { ErrorPage } from './ErrorPage';

function Home() {
  return <h1>Home sweet home</h1>;
}

function Boom(): never {
  throw new Error('kaboom');
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        errorElement: <ErrorPage />,
        children: [
          { path: '/', element: <Home /> },
          { path: '/broken', element: <Boom /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
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
