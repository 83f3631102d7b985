import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface WallErrorBoundaryProps {
  /** What to show instead: the spec's load-failure path ends in the empty state. */
  fallback: ReactNode;
  children: ReactNode;
}

interface WallErrorBoundaryState {
  failed: boolean;
}

/**
 * reactfire throws a Firestore error (permission denied, unavailable) from the hook instead
 * of returning status 'error'. This keeps the failure inside the list: it is logged, the
 * loading ends, and the rest of the page, the form included, stays usable.
 */
export class WallErrorBoundary extends Component<WallErrorBoundaryProps, WallErrorBoundaryState> {
  override state: WallErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): WallErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The message wall could not load its messages.', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
