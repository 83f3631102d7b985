import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Loaded by ./boot.ts: at once on any path but the home page, and on the home page once it
// has painted and settled, or the visitor interacts.
//
// The build prerenders the home page into index.html (scripts/build/prerender.mjs): React adopts
// that HTML instead of drawing it again, told what the build drew. The page is already on
// screen, so hydration runs as a transition: React works in short slices and a tap or a
// scroll in the meantime is not held up by one long task. Any other path renders from
// scratch (React clears whatever the container held).
if (window.location.pathname === '/' && root.firstElementChild) {
  const prerenderedOver = root.dataset.countdown === 'over';
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App prerenderedOver={prerenderedOver} />
      </StrictMode>,
    );
  });
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
