import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router';

export interface AppProps {
  /** What the prerendered HTML being hydrated shows (src/main.tsx reads it off the root). */
  prerenderedOver?: boolean;
}

/** The app in the browser: the shared providers around the router. */
export function App({ prerenderedOver }: AppProps) {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders prerenderedOver={prerenderedOver}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
