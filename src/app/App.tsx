import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';

export interface AppProps {
  /** What the prerendered HTML being hydrated shows (src/main.tsx reads it off the root). */
  prerenderedOver?: boolean;
}

/** The app in the browser: the shared providers around the router. */
export function App({ prerenderedOver }: AppProps) {
  return (
    <AppProviders prerenderedOver={prerenderedOver}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
