/**
 * Reloads the page: the one way out a visitor is offered when part of the app cannot load.
 * A module of its own so a test can stand in for it: the page's `location` cannot be replaced
 * in every test environment (vitest's VM pool keeps jsdom's, which is unforgeable).
 */
export function reloadPage(): void {
  window.location.reload();
}
